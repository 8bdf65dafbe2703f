import { tempMembers } from '../tempMembers';

const members = tempMembers(Buffer.from('a test key'));
const HTTPS = 'https://www.shop.example';
const HTTP = 'http://www.shop.test:8080';
const ME = '127.0.0.1';
const ELSEWHERE = '192.0.2.7';

const mine = members.issue();
const theirs = members.issue();
/** The owner cookie's value as `cookies` sets it for `client` on `origin`. */
const ownerValue = (number: string, origin: string, client: string) =>
  members
    .cookies(number, origin, client)[0]
    .split(';')[0]
    .replace(/^[^=]+=/, '');

test('the owner cookie: `__Host-` (Secure, Path=/, no Domain) on https; host-only without the prefix on http', () => {
  expect(members.cookies(mine, HTTPS, ME)).toEqual([
    `__Host-sp_tmpr_owner=${mine}; Path=/; Max-Age=10800; SameSite=Lax; HttpOnly; Secure`,
    `sp_tmpr_mmbr_num=${mine}; Path=/; Max-Age=10800; SameSite=Lax; Secure`,
  ]);
  const [owner, readable] = members.cookies(mine, HTTP, ME);
  // On http the owner cookie holds the number bound to the client's address (issue 52); the readable one the number.
  expect(owner).toMatch(
    new RegExp(`^sp_tmpr_owner=${mine}\\.[0-9a-f]{32}; Path=/; Max-Age=10800; SameSite=Lax; HttpOnly$`),
  );
  expect(readable).toBe(`sp_tmpr_mmbr_num=${mine}; Path=/; Max-Age=10800; SameSite=Lax`);
  for (const lines of [members.cookies(mine, HTTPS, ME), members.cookies(mine, HTTP, ME)])
    for (const line of lines) expect(line).not.toMatch(/domain/i);
});

const httpsMine = ownerValue(mine, HTTPS, ME);
const httpMine = ownerValue(mine, HTTP, ME);
const httpTheirs = ownerValue(theirs, HTTP, ELSEWHERE);
test.each([
  ['https: none', HTTPS, undefined, []],
  ['https: one', HTTPS, `__Host-sp_tmpr_owner=${httpsMine}`, [mine]],
  ['https: among others', HTTPS, `a=1; __Host-sp_tmpr_owner=${mine}; __Host-sp_tmpr_owner_x=2`, [mine]],
  ['https: the unprefixed name is another cookie', HTTPS, `sp_tmpr_owner=${mine}`, []],
  ['https: \\xA0 before the name (a sibling may set it)', HTTPS, `\xA0__Host-sp_tmpr_owner=${mine}`, []],
  ['https: another case is another cookie', HTTPS, `__host-sp_tmpr_owner=${mine}`, []],
  ['https: an unsigned number', HTTPS, '__Host-sp_tmpr_owner=t0000000000000000-00000000000000000000000000000000', []],
  ['http: one, bound to this client', HTTP, `sp_tmpr_owner=${httpMine}`, [mine]],
  ['http: SP and HTAB around name and value are whitespace', HTTP, ` \tsp_tmpr_owner \t= ${httpMine}\t`, [mine]],
  ['http: the bare number (a sibling can toss it)', HTTP, `sp_tmpr_owner=${mine}`, []],
  ["http: a number bound to another client (the attacker's, tossed)", HTTP, `sp_tmpr_owner=${httpTheirs}`, []],
  ['http: \\xA0 before the name', HTTP, `\xA0sp_tmpr_owner=${httpMine}`, []],
  ['http: a prefixed name is another cookie', HTTP, `__Host-sp_tmpr_owner=${httpMine}`, []],
  [
    "http: the attacker's beside mine: mine alone",
    HTTP,
    `sp_tmpr_owner=${httpTheirs}; sp_tmpr_owner=${httpMine}`,
    [mine],
  ],
])('ownersIn: %s', (_case, origin, header, owners) => expect(members.ownersIn(header, origin, ME)).toEqual(owners));

test.each([
  ['one signed number', [mine], mine],
  ['none', [], null],
  ["two (a sibling's beside the shop's)", [theirs, mine], null],
  ['the same twice', [mine, mine], null],
  ['one unsigned', ['t0000000000000000-00000000000000000000000000000000'], null],
])('owner: %s', (_case, values, owner) => expect(members.owner(values)).toBe(owner));
