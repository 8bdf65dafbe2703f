import { cookieValues } from '../cookies';
import { ownerCookieName, tempMemberCookies, tempMembers } from '../tempMembers';

const members = tempMembers(Buffer.from('a test key'));

test('the owner cookie: `__Host-` (Secure, Path=/, no Domain) on https; host-only without the prefix on http', () => {
  expect(tempMemberCookies('t1', 'https://www.shop.example')).toEqual([
    '__Host-sp_tmpr_owner=t1; Path=/; Max-Age=10800; SameSite=Lax; HttpOnly; Secure',
    'sp_tmpr_mmbr_num=t1; Path=/; Max-Age=10800; SameSite=Lax; Secure',
  ]);
  expect(tempMemberCookies('t1', 'http://www.shop.test:8080')).toEqual([
    'sp_tmpr_owner=t1; Path=/; Max-Age=10800; SameSite=Lax; HttpOnly',
    'sp_tmpr_mmbr_num=t1; Path=/; Max-Age=10800; SameSite=Lax',
  ]);
  for (const lines of [tempMemberCookies('t1', 'https://a.example'), tempMemberCookies('t1', 'http://a.test')])
    for (const line of lines) expect(line).not.toMatch(/domain/i);
  expect(ownerCookieName('https://www.shop.example')).toBe('__Host-sp_tmpr_owner');
  expect(ownerCookieName('http://127.0.0.1:8080')).toBe('sp_tmpr_owner');
});

const mine = members.issue();
const theirs = members.issue();
test.each([
  ['none', undefined, []],
  ['one', `sp_tmpr_owner=${mine}`, [mine]],
  ['among others', `a=1; sp_tmpr_owner=${mine}; sp_tmpr_owner_x=2`, [mine]],
  ['two, in the order sent', `sp_tmpr_owner=${theirs}; a=1;sp_tmpr_owner=${mine}`, [theirs, mine]],
  ['a prefixed name is another cookie', `__Host-sp_tmpr_owner=${mine}`, []],
])('cookieValues: %s', (_case, header, values) => expect(cookieValues(header, 'sp_tmpr_owner')).toEqual(values));

test.each([
  ['one signed number', [mine], mine],
  ['none', [], null],
  ["two (a sibling's beside the shop's)", [theirs, mine], null],
  ['the same twice', [mine, mine], null],
  ['one unsigned', ['t0000000000000000-00000000000000000000000000000000'], null],
])('owner: %s', (_case, values, owner) => expect(members.owner(values)).toBe(owner));
