import { adWords } from '../adWords';

/** A box as wide as `n` letters. */
const upTo = (n: number) => (words: string) => words.length <= n;
const TEXT = '12월 신간, 적립금 2배 받으세요';
const ALT = '12월 신간 적립금 2배';

/** [case, the banner's text and alt, the box, the words shown] */
const CASES: [string, { text: string; alt: string }, (w: string) => boolean, string][] = [
  ['its text fits (a wide phone): its text', { text: TEXT, alt: ALT }, upTo(30), TEXT],
  ['its text cut, its image words fit (390 px): those', { text: TEXT, alt: ALT }, upTo(15), ALT],
  ['neither fits (a tiny box): the shorter, its image words', { text: TEXT, alt: ALT }, upTo(4), ALT],
  [
    'neither fits, the text the shorter: the text',
    { text: '짧은 문구', alt: '아주 긴 이미지 대체 문구' },
    upTo(2),
    '짧은 문구',
  ],
  ['no image words: the text, cut or not', { text: TEXT, alt: '' }, upTo(4), TEXT],
  ['no text: the image words', { text: '', alt: ALT }, upTo(30), ALT],
];

test.each(CASES)('%s', (_name, banner, fits, words) => expect(adWords(banner, fits)).toBe(words));
