import { setBody } from '../../../../test/helpers/dom';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { fullEnv } from '../../core/__tests__/fixtures';
import { validateEnv } from '../../core/validateEnv';
import { mount } from '../../entries/desktop';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../core/splitMarked';
import type { Instance } from '../../public';

const CATALOGUE = ['해리 포터와 마법사의 돌', '해리 포터와 비밀의 방', '해변의 카프카', '어린 왕자'];

/** The gateway: names containing the keyword, with the widget's markers around the match. */
function installGateway() {
  const urls: string[] = [];
  window.fetch = (async (url: string) => {
    urls.push(url);
    const p = new URL(url).searchParams;
    const k = p.get('keyword')!;
    const resultDocuments = CATALOGUE.filter((n) => n.includes(k)).map((n) => ({
      cmdt_NAME: n.replace(k, p.get('highlightPre') + k + p.get('highlightPost')),
      cmdtcode: n,
      chrc_NAME: '작가',
    }));
    return { ok: true, status: 200, text: async () => JSON.stringify({ resultDocuments, totalCount: resultDocuments.length }) };
  }) as unknown as typeof fetch;
  return urls;
}

const env = (() => {
  const r = validateEnv(fullEnv());
  if (!r.ok) throw new Error(r.error);
  return r.env;
})();

let host: HTMLElement;
let instance: Instance;
let urls: string[];
beforeEach(() => {
  setBody('<p>host page</p><div id="search-popup"></div>');
  host = document.getElementById('search-popup')!;
  urls = installGateway();
  instance = mount({ host, created: false, raw: { gateway: '/api/gw', env: {} }, env, device: 'desktop', version: 't' });
});
afterEach(() => instance.destroy());

const shadow = () => within(host.shadowRoot as unknown as HTMLElement);

test('mounts in an open shadow root with a combobox, adding nothing to the page outside the host', () => {
  expect(host.shadowRoot).not.toBeNull();
  expect(host.shadowRoot!.mode).toBe('open');
  const input = shadow().getByRole('combobox', { name: '검색어 입력' });
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(input.getAttribute('aria-controls')).toBe('sp-results');
  expect(document.body.innerHTML).toBe('<p>host page</p><div id="search-popup"></div>');
  // jsdom has no constructable stylesheets: the <style> fallback lives inside the shadow root.
  expect(host.shadowRoot!.querySelector('style')!.textContent).toContain('.sp-root');
  expect(document.querySelectorAll('style')).toHaveLength(0);
});

test('typing Korean lists matching products with the match marked, and announces the count', async () => {
  const input = shadow().getByRole('combobox') as HTMLInputElement;
  fireEvent.focus(input);
  input.value = '해';
  fireEvent.input(input);
  input.value = '해리';
  fireEvent.input(input);
  await waitFor(() => expect(shadow().getAllByRole('option')).toHaveLength(2));
  expect(shadow().getAllByRole('option').map((o) => o.textContent)).toEqual(['해리 포터와 마법사의 돌작가', '해리 포터와 비밀의 방작가']);
  expect(shadow().getAllByRole('option')[0].querySelector('mark')!.textContent).toBe('해리');
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(shadow().getByRole('status').textContent).toBe('상품 2개가 검색되었습니다.');
  const last = new URL(urls[urls.length - 1]);
  expect(last.origin + last.pathname).toBe('http://localhost/api/gw/search/commodity');
  expect(last.searchParams.get('keyword')).toBe('해리');
  expect(last.searchParams.get('deviceType')).toBe('P');
  expect(last.searchParams.get('highlightPre')).toBe(HIGHLIGHT_PRE);
  expect(last.searchParams.get('highlightPost')).toBe(HIGHLIGHT_POST);
});

test('markup in a product name stays text', async () => {
  CATALOGUE.push('<img src=x onerror="window.__pwned=1">해리');
  const input = shadow().getByRole('combobox') as HTMLInputElement;
  input.value = '해리';
  fireEvent.input(input);
  await waitFor(() => expect(shadow().getAllByRole('option')).toHaveLength(3));
  expect(host.shadowRoot!.querySelector('img')).toBeNull();
  expect(shadow().getAllByRole('option')[2].textContent).toContain('<img src=x');
  CATALOGUE.pop();
});

test('arrows move aria-activedescendant, Escape closes, keys during composition are left to the IME', async () => {
  const input = shadow().getByRole('combobox') as HTMLInputElement;
  input.value = '해';
  fireEvent.input(input);
  await waitFor(() => expect(shadow().getAllByRole('option')).toHaveLength(3));
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input.getAttribute('aria-activedescendant')).toBe('sp-result-0');
  fireEvent.keyDown(input, { key: 'ArrowDown', isComposing: true });
  expect(input.getAttribute('aria-activedescendant')).toBe('sp-result-0');
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(input.getAttribute('aria-activedescendant')).toBeNull();
  fireEvent.keyDown(input, { key: 'ArrowUp' });
  expect(input.getAttribute('aria-activedescendant')).toBe('sp-result-2');
  expect(shadow().getAllByRole('option')[2].getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(input.getAttribute('aria-expanded')).toBe('false');
});

test('a mousedown outside the widget closes the list; inside it does not', async () => {
  const input = shadow().getByRole('combobox') as HTMLInputElement;
  input.value = '어린';
  fireEvent.input(input);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  fireEvent.mouseDown(shadow().getAllByRole('option')[0]);
  expect(input.getAttribute('aria-expanded')).toBe('true');
  fireEvent.mouseDown(document.querySelector('p')!);
  expect(input.getAttribute('aria-expanded')).toBe('false');
});

test('open/close and on(): events on the host element, composed, with detail', async () => {
  const seen: string[] = [];
  const off = instance.on('open', () => seen.push('open'));
  host.parentElement!.addEventListener('searchpopup:close', (e) => seen.push('bubbled close ' + (e as CustomEvent).composed));
  instance.open('해변');
  await waitFor(() => expect(shadow().getAllByRole('option')).toHaveLength(1));
  expect((shadow().getByRole('combobox') as HTMLInputElement).value).toBe('해변');
  instance.close();
  off();
  instance.open();
  expect(seen).toEqual(['open', 'bubbled close true']);
});

test('the ready event fires after mount with the version and device', async () => {
  const other = document.createElement('div');
  document.body.append(other);
  const ready = new Promise((r) => other.addEventListener('searchpopup:ready', (e) => r((e as CustomEvent).detail)));
  const second = mount({ host: other, created: true, raw: { env: {} }, env, device: 'desktop', version: '1.2.3' });
  await expect(ready).resolves.toEqual({ version: '1.2.3', device: 'desktop' });
  second.destroy();
  expect(other.isConnected).toBe(false);
});

test('destroy empties the shadow root, leaves the host element the page wrote, and removes listeners at once', async () => {
  instance.destroy();
  const targets = [window, document] as const;
  const spies = targets.flatMap((t) => [jest.spyOn(t, 'addEventListener'), jest.spyOn(t, 'removeEventListener')]);
  const again = mount({ host, created: false, raw: { env: {} }, env, device: 'desktop', version: 't' });
  const input = shadow().getByRole('combobox') as HTMLInputElement;
  fireEvent.focus(input);
  input.value = '해';
  fireEvent.input(input);
  await waitFor(() => expect(shadow().getAllByRole('option')).toHaveLength(3));
  const seen: string[] = [];
  again.on('close', () => seen.push('close'));
  again.destroy();
  expect(host.isConnected).toBe(true);
  expect(host.shadowRoot!.childNodes).toHaveLength(0);
  for (let i = 0; i < targets.length; i++) {
    const [add, remove] = [spies[i * 2], spies[i * 2 + 1]];
    const ours = add.mock.calls.filter((c) => c[0] === 'mousedown');
    if (targets[i] === window) expect(ours).toHaveLength(1);
    for (const c of ours) expect(remove.mock.calls.some((r) => r[0] === c[0] && r[1] === c[1] && !!r[2] === !!c[2])).toBe(true);
  }
  host.dispatchEvent(new CustomEvent('searchpopup:close'));
  expect(seen).toEqual([]);
  spies.forEach((s) => s.mockRestore());
});
