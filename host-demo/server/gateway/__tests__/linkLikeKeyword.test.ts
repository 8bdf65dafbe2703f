/** Issue 38, finding 2: which keywords read as a link and never show among the live popular keywords. */
import { looksLikeLink, plainKeyword } from '../linkLikeKeyword';

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
  // Issue 52: characters that draw nothing, and letters that look Latin.
  ['evil\u200B.com', true], // zero-width space
  ['evil.\u200Bcom', true],
  ['evil\u00AD.com', true], // soft hyphen
  ['evil.c\u2060om', true], // word joiner
  ['evil\uFEFF.example', true], // zero-width no-break space
  ['evil\u202E.com', true], // a bidi override
  ['w\u200Bww.evil', true],
  ['h\u200Bttps://evil', true],
  ['evil.сom', true], // Cyrillic с and о
  ['evil.οrg', true], // Greek ο
  ['еvil.com', true], // Cyrillic е before the dot
  ['무료쿠폰 evil\u3164.com 접속', true], // the Hangul filler
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

test.each<[string, string]>([
  ['해리\u200B 포터', '해리 포터'],
  ['  해리   포터 ', '해리 포터'],
  ['ｈａｒｒｙ', 'harry'],
  ['채식\u00AD주의자', '채식주의자'],
  ['\u202E모순', '모순'],
  ['\u3164', ''],
  ['J. K. 롤링', 'J. K. 롤링'],
])('%p is plainly %p', (keyword, plain) => expect(plainKeyword(keyword)).toBe(plain));
