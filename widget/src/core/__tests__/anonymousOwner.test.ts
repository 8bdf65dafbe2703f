import { anonymousOwner } from '../anonymousOwner';

const shops = 't0123456789abcdef-0123456789abcdef0123456789abcdef';
const attackers = 'tfedcba9876543210-fedcba9876543210fedcba9876543210';

test.each([
  ['no cookie: the widget makes a number', [], 'new'],
  ["the shop's one number", [shops], shops],
  ['a number the widget made itself', ['T00112233445566778899aabb'], 'T00112233445566778899aabb'],
  ["a tossed `Domain=` cookie beside the shop's (path=/: the shop's first)", [shops, attackers], null],
  ["a tossed `path=/PDT` cookie beside the shop's (comes first on product pages)", [attackers, shops], null],
  ['the same value twice (still two cookies)', [shops, shops], null],
  ['three', [shops, attackers, 'T00112233445566778899aabb'], null],
  ['one of another shape: too short', ['abc'], null],
  ['one of another shape: markup', ['<img src=x>'], null],
  ['one of another shape: too long', ['a'.repeat(65)], null],
  ['one empty value', [''], null],
])('%s', (_case, found, owner) => expect(anonymousOwner(found)).toBe(owner));
