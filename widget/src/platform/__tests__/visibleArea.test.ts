import { followVisibleArea } from '../visibleArea';

/** A visual viewport the test moves, as a phone's keyboard does (jsdom has none). */
function fakeViewport(height: number) {
  const target = new EventTarget();
  return Object.assign(target, { height, offsetTop: 0, scale: 1, width: 390 });
}

const props = (el: HTMLElement) =>
  ['--sp-vv-top', '--sp-vv-height', '--sp-kb'].map((p) => el.style.getPropertyValue(p));

test('follows the keyboard up and down, and leaves nothing behind when stopped', () => {
  const vv = fakeViewport(844);
  const win = { innerHeight: 844, visualViewport: vv } as unknown as Window;
  const el = document.createElement('div');
  const other = document.createElement('div');
  const stop = followVisibleArea(win, [el, other]);
  expect(props(el)).toEqual(['', '', '']);
  vv.height = 422;
  vv.dispatchEvent(new Event('resize'));
  expect(props(el)).toEqual(['0px', '422px', '422px']);
  expect(props(other)).toEqual(props(el));
  vv.offsetTop = 100;
  vv.dispatchEvent(new Event('scroll'));
  expect(props(el)).toEqual(['100px', '422px', '322px']);
  vv.height = 844;
  vv.offsetTop = 0;
  vv.dispatchEvent(new Event('resize'));
  expect(props(el)).toEqual(['', '', '']);
  vv.height = 422;
  stop();
  vv.dispatchEvent(new Event('resize'));
  expect(props(el)).toEqual(['', '', '']);
});

test('a keyboard already up when the overlay opens is followed at once', () => {
  const win = { innerHeight: 844, visualViewport: fakeViewport(400) } as unknown as Window;
  const el = document.createElement('div');
  followVisibleArea(win, [el]);
  expect(props(el)).toEqual(['0px', '400px', '444px']);
});

test('a browser without a visual viewport: nothing to follow', () => {
  const el = document.createElement('div');
  followVisibleArea({ innerHeight: 844 } as unknown as Window, [el])();
  expect(props(el)).toEqual(['', '', '']);
});
