/**
 * @jest-environment-options {"url": "https://shop.example.com/"}
 */
// The page is the shop's own (its main host): a page elsewhere is a partner page (contract §6).
// The widget's mount: its shadow root, its events and instance methods, the page's own form, destroy.
import { fireEvent, waitFor } from '@testing-library/react';
import { mount } from '../../entries/desktop';
import { env, setUpPopup } from './harness/popup';
import { installShopGateway } from './harness/shopGateway';

const p = setUpPopup({ gateway: installShopGateway, body: '<p>host page</p><div id="search-popup"></div>' });
const { input, type, productCells, settle, contents } = p;

test('mounts in an open shadow root; the combobox controls a grid; nothing is added outside the host', () => {
  expect(p.mode()).toBe('open');
  expect(input().getAttribute('aria-expanded')).toBe('false');
  expect(input().getAttribute('aria-haspopup')).toBe('grid');
  expect(p.byId(input().getAttribute('aria-controls')!)!.getAttribute('role')).toBe('grid');
  expect(document.body.innerHTML).toBe('<p>host page</p><div id="search-popup"></div>');
  expect(document.querySelectorAll('style')).toHaveLength(0);
});

test('open(keyword) and on(): events on the host element, composed, with detail', async () => {
  const seen: string[] = [];
  const off = p.instance.on('open', () => seen.push('open'));
  p.host.parentElement!.addEventListener('searchpopup:close', (e) =>
    seen.push('bubbled close ' + (e as CustomEvent).composed),
  );
  p.instance.open('해변');
  await waitFor(() => expect(productCells().length).toBe(1));
  expect(input().value).toBe('해변');
  p.instance.close();
  off();
  p.instance.open();
  expect(seen).toEqual(['open', 'bubbled close true']);
});

test('the ready event fires after mount with the version and device', async () => {
  const other = document.createElement('div');
  document.body.append(other);
  const ready = new Promise((r) => other.addEventListener('searchpopup:ready', (e) => r((e as CustomEvent).detail)));
  const second = mount({ host: other, created: true, raw: { env }, device: 'desktop', version: '1.2.3' });
  await expect(ready).resolves.toEqual({ version: '1.2.3', device: 'desktop' });
  second.destroy();
  expect(other.isConnected).toBe(false);
});

test('destroy empties the shadow root, leaves the host element the page wrote, and removes listeners at once', async () => {
  p.instance.destroy();
  const spies = [window, document].flatMap((t) => [
    jest.spyOn(t, 'addEventListener'),
    jest.spyOn(t, 'removeEventListener'),
  ]);
  const again = mount({ host: p.host, created: false, raw: { env }, device: 'desktop', version: 't' });
  fireEvent.focus(input());
  type('해');
  await waitFor(() => expect(productCells().length).toBe(4));
  again.destroy();
  expect(contents()).toEqual([]);
  const [addOnWindow, removeOnWindow, addOnDocument, removeOnDocument] = spies.map((s) =>
    // jsdom's selector engine (nwsapi) tracks :hover with its own document listeners, on the first query.
    s.mock.calls.filter((c) => !(s === spies[2] && (c[0] === 'mouseover' || c[0] === 'mouseout'))),
  );
  // The press-outside rule and the focus guard listen on window (capture); nothing listens on document.
  expect(addOnWindow.filter((c) => c[0] === 'mousedown').length).toBeGreaterThanOrEqual(2);
  // Every listener added to window or document while the widget lived is gone, each with its own capture flag.
  const removed = (calls: unknown[][], c: unknown[]) =>
    calls.some((r) => r[0] === c[0] && r[1] === c[1] && !!r[2] === !!c[2]);
  const left = [
    ...addOnWindow.filter((c) => !removed(removeOnWindow, c)).map((c) => 'window ' + String(c[0])),
    ...addOnDocument.filter((c) => !removed(removeOnDocument, c)).map((c) => 'document ' + String(c[0])),
  ];
  expect(left).toEqual([]);
  spies.forEach((s) => s.mockRestore());
});

test('destroy with a modal open over the focused box: the host hears nothing, nothing is asked', async () => {
  fireEvent.focus(input());
  input().focus();
  await settle();
  p.instance.close();
  void p.instance.alert({ message: '안내' });
  await waitFor(() => expect(p.dialog()).not.toBeNull());
  const heard: string[] = [];
  for (const t of ['open', 'close']) p.host.addEventListener('searchpopup:' + t, () => heard.push(t));
  const asked = p.gw.urls.length;
  // The dialog gives focus back to the input as it unmounts: a focus that must not open the dying box.
  p.instance.destroy();
  await settle();
  expect(heard).toEqual([]);
  expect(p.gw.urls.length).toBe(asked);
  expect(contents()).toEqual([]);
});

describe("the page's own search form inside the mount (the box before the script)", () => {
  const withForm = (value: string, focus: boolean) =>
    p.remount(
      {},
      '<div id="search-popup"><form action="/search"><input type="search" name="keyword"><button>검색</button></form></div>',
      (host) => {
        const field = host.querySelector('input')!;
        field.value = value;
        if (focus) field.focus();
        field.setSelectionRange(1, 2);
      },
    );

  test('its text, caret and focus move to the widget, which searches the text', async () => {
    withForm('해리', true);
    expect(input().value).toBe('해리');
    expect([input().selectionStart, input().selectionEnd]).toEqual([1, 2]);
    expect(p.focused()).toBe(input());
    await waitFor(() => expect(productCells().length).toBe(3));
  });

  test('text without focus is kept quietly: no popup, no request', async () => {
    withForm('어린', false);
    expect(input().value).toBe('어린');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await settle();
    expect(p.gw.urls.filter((u) => u.includes('commodity'))).toEqual([]);
  });
});
