/** Issue 38, finding 2: which keywords read as a link and never show among the live popular keywords. */
import { looksLikeLink } from '../linkLikeKeyword';

test.each<[string, boolean]>([
  // The attack as it was made, and its spellings.
  ['무료쿠폰 evil.example 접속', true],
  ['evil.example', true],
  ['EVIL.EXAMPLE', true],
  ['ｅｖｉｌ．ｅｘａｍｐｌｅ', true], // full-width letters and dot (NFKC)
  ['evil。example', true], // the ideographic full stop, a dot in a browser's host name
  ['evil[.]example', true],
  ['evil(.)example', true],
  ['evil.com에서 쿠폰', true],
  ['coupon.co.kr', true],
  ['쿠폰.한국', true],
  ['문의 help@evil.example', true],
  ['http://evil.example', true],
  ['https://쿠폰', true],
  ['HTTP:쿠폰', true],
  ['hxxp://evil', true],
  ['//evil', true],
  ['www.evil', true],
  ['WWW2.evil', true],
  ['xn--3e0b707e', true],
  ['접속 xn--hq1bm8jm9l', true],
  ['10.0.0.1 접속', true],
  ['쿠폰닷컴', true],
  // Keywords shoppers search.
  ['해리 포터', false],
  ['채식주의자', false],
  ['코스모스 특별판', false],
  ['3.5', false],
  ['1.2권', false],
  ['Vol. 2', false],
  ['J. K. 롤링', false],
  ['e-book', false],
  ['C++', false],
  ['BTS - Proof', false],
  ['www', false],
  ['프로그래밍 xn', false],
  ['', false],
])('%p reads as a link: %p', (keyword, expected) => {
  expect(looksLikeLink(keyword)).toBe(expected);
});
