import { LINK_LOADING_MS, linkClickAction, LOADING_OVERLAY_MAX_MS, overlayDuration } from '../linkFollow';
import { parseScrollPosition, scrollKey } from '../scrollPosition';

const here = 'https://shop.example.com/PDT/detail/S1?tab=info';

test('durations', () => expect([LINK_LOADING_MS, LOADING_OVERLAY_MAX_MS]).toEqual([1500, 5000]));

test.each([
  ['another page', { href: 'https://shop.example.com/PDT/detail/S2' }, 'navigate', 1500],
  ['same path, other query', { href: 'https://shop.example.com/PDT/detail/S1?tab=review' }, 'navigate', 1500],
  ['other origin', { href: 'https://search.example.com/search?keyword=a' }, 'navigate', 1500],
  ['the page already shown', { href: here }, 'stay', 0],
  ['the page already shown, relative', { href: '/PDT/detail/S1?tab=info' }, 'stay', 0],
  ['hash link', { href: '#reviews' }, 'native', 0],
  ['bare hash', { href: '#' }, 'native', 0],
  ['same page with a hash', { href: here + '#reviews' }, 'native', 0],
  ['new window', { href: 'https://shop.example.com/x', target: '_blank' }, 'native', 0],
  ['named window', { href: 'https://shop.example.com/x', target: 'help' }, 'native', 0],
  ['_self', { href: 'https://shop.example.com/x', target: '_SELF' }, 'navigate', 1500],
  ['ctrl-click', { href: 'https://shop.example.com/x', ctrlKey: true }, 'native', 0],
  ['cmd-click', { href: 'https://shop.example.com/x', metaKey: true }, 'native', 0],
  ['shift-click', { href: 'https://shop.example.com/x', shiftKey: true }, 'native', 0],
  ['alt-click', { href: 'https://shop.example.com/x', altKey: true }, 'native', 0],
  ['middle button', { href: 'https://shop.example.com/x', button: 1 }, 'native', 0],
  ['download', { href: 'https://shop.example.com/x.pdf', download: true }, 'native', 0],
  ['unparseable', { href: 'http://[bad' }, 'native', 0],
])('%s', (_n, click, action, loadingMs) =>
  expect(linkClickAction({ current: here, ...click })).toEqual({ action, loadingMs }),
);

test('scroll positions are kept by path and query', () => {
  expect(scrollKey('https://shop.example.com/search?keyword=a#x')).toBe('sp-scroll:/search?keyword=a');
  expect(scrollKey('not a url')).toBe('sp-scroll:not a url');
});

test.each([
  [undefined, 5000],
  [1500, 1500],
  [5000, 5000],
  [60000, 5000],
  [0, 0],
  [-1, 0],
  [NaN, 0],
])('the loading overlay asked for %s ms shows for %s ms', (ms, shown) =>
  expect(overlayDuration(ms as number)).toBe(shown),
);

test.each([
  ['0,300', [0, 300]],
  ['12,4500', [12, 4500]],
  [null, null],
  ['', null],
  ['1,2,3', null],
  ['-1,5', null],
  ['a,b', null],
  ['1.5,2', null],
  ['99999999,1', null],
])('a kept scroll position %p reads as %p', (raw, pos) =>
  expect(parseScrollPosition(raw as string | null)).toEqual(pos),
);
