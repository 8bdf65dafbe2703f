import { createCaptureGuard } from '../captureGuard';
import { createListeners } from '../listeners';

/**
 * The widget's markup in an open shadow root: the combobox, a button, and a dialog with a button (the overlay or a
 * modal). The page listens on the document, as jQuery and Bootstrap do; what it sees is recorded.
 */
function setup() {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, text = '') => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.textContent = text;
    return el;
  };
  const host = make('div', { id: 'search-popup' });
  document.body.replaceChildren(host);
  const root = host.attachShadow({ mode: 'open' });
  const input = make('input', { class: 'sp-input', role: 'combobox', 'aria-expanded': 'false' });
  const submit = make('button', { class: 'sp-submit' }, '검색');
  const dialog = make('dialog', { class: 'sp-modal' });
  dialog.append(make('button', { class: 'sp-modal-ok' }, '확인'));
  root.append(input, submit, dialog);
  const listeners = createListeners();
  const guard = createCaptureGuard(window, host, listeners);
  const inputKeys: string[] = [];
  guard.setInputKeys((e) => {
    inputKeys.push(e.type + ' ' + e.key);
    // As the search input does: Escape closes the popup.
    if (e.type === 'keydown' && e.key === 'Escape') input.setAttribute('aria-expanded', 'false');
  });
  const page: string[] = [];
  const record = (e: Event) => page.push(e.type + ' ' + (e as KeyboardEvent).key);
  for (const type of ['keydown', 'keyup', 'keypress']) document.addEventListener(type, record);
  const inShadow: string[] = [];
  dialog.addEventListener('keydown', (e) => inShadow.push('dialog ' + e.key));
  const key = (target: Element, type: string, key: string, init: KeyboardEventInit = {}) =>
    target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, composed: true, cancelable: true, ...init }));
  const stroke = (target: Element, k: string, init?: KeyboardEventInit) => {
    key(target, 'keydown', k, init);
    key(target, 'keyup', k, init);
  };
  const dispose = () => {
    listeners.dispose();
    for (const type of ['keydown', 'keyup', 'keypress']) document.removeEventListener(type, record);
  };
  return { host, input, submit, dialog, page, inputKeys, inShadow, key, stroke, dispose };
}

test('the input\'s keys reach its handler and stop at the host: Backspace, "/", arrows never reach the page', () => {
  const t = setup();
  t.stroke(t.input, 'Backspace');
  t.key(t.input, 'keydown', '/');
  t.key(t.input, 'keypress', '/');
  t.key(t.input, 'keyup', '/');
  t.input.setAttribute('aria-expanded', 'true');
  t.stroke(t.input, 'ArrowDown');
  expect(t.inputKeys).toEqual([
    'keydown Backspace',
    'keyup Backspace',
    'keydown /',
    'keyup /',
    'keydown ArrowDown',
    'keyup ArrowDown',
  ]);
  expect(t.page).toEqual([]);
  t.dispose();
});

test('Tab reaches the page from the input and from the other controls', () => {
  const t = setup();
  t.stroke(t.input, 'Tab', { shiftKey: true });
  t.stroke(t.submit, 'Tab');
  expect(t.page).toEqual(['keydown Tab', 'keyup Tab', 'keydown Tab', 'keyup Tab']);
  t.dispose();
});

test('Escape that closes the popup stops at the host; the next one, with nothing open, reaches the page', () => {
  const t = setup();
  t.input.setAttribute('aria-expanded', 'true');
  t.stroke(t.input, 'Escape');
  expect([t.input.getAttribute('aria-expanded'), t.page]).toEqual(['false', []]);
  t.stroke(t.input, 'Escape');
  expect(t.page).toEqual(['keydown Escape', 'keyup Escape']);
  t.dispose();
});

test("Escape inside an open dialog of ours stays; so do the keys of the widget's other controls", () => {
  const t = setup();
  t.dialog.setAttribute('open', '');
  const ok = t.dialog.querySelector('button')!;
  t.stroke(ok, 'Escape');
  t.stroke(t.submit, 'Enter');
  expect(t.page).toEqual([]);
  t.dialog.removeAttribute('open');
  t.stroke(t.submit, 'Escape');
  expect(t.page).toEqual(['keydown Escape', 'keyup Escape']);
  t.dispose();
});

test("the page's capture listeners don't see the widget's keys either (Bootstrap delegates in the capture phase); Tab reaches the shadow root's own listeners", () => {
  const t = setup();
  const capture: string[] = [];
  const record = (e: Event) => capture.push(e.type + ' ' + (e as KeyboardEvent).key);
  document.addEventListener('keydown', record, true);
  t.dialog.setAttribute('open', '');
  t.key(t.input, 'keydown', 'ArrowDown');
  t.key(t.dialog.querySelector('button')!, 'keydown', 'Tab');
  document.removeEventListener('keydown', record, true);
  expect([capture, t.inShadow]).toEqual([['keydown Tab'], ['dialog Tab']]);
  t.dispose();
});

test("keys while composing are the IME's, Escape included", () => {
  const t = setup();
  t.stroke(t.input, 'Process', { isComposing: true });
  t.stroke(t.input, 'Escape', { isComposing: true });
  expect(t.page).toEqual([]);
  t.dispose();
});

test("keys aimed at the page are none of the guard's business; after dispose nothing is stopped", () => {
  const t = setup();
  const outside = document.createElement('input');
  document.body.append(outside);
  t.stroke(outside, 'Backspace');
  expect(t.page).toEqual(['keydown Backspace', 'keyup Backspace']);
  t.page.length = 0;
  t.dispose();
  document.addEventListener('keydown', (e) => t.page.push('after ' + e.key), { once: true });
  t.key(t.input, 'keydown', 'Backspace');
  expect([t.page, t.inputKeys]).toEqual([['after Backspace'], []]);
});
