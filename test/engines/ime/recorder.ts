/**
 * What the page saw, recorded in the page itself: every keyboard, composition and input event that reached the
 * widget's search field, each with the field's value and caret at that moment (and one task later), and every
 * search the widget made (`searchpopup:search`). Kept in sessionStorage, so it survives the navigation a submit
 * starts and can be read on the landed page by whichever driver opened it. This is how the fixtures in
 * widget/src/core/__tests__/fixtures/ime-linux-ibus.ts were measured.
 *
 * Every function here runs in the page (the driver serialises it with Function#toString): no closures.
 */
export interface Recorded {
  /**
   * Event type; `search` for a search the widget made; `script` for a script's write to the field (`data`: value,
   * setSelectionRange, setRangeText, select, focus or blur); `window-focus`/`window-blur` for the window's focus.
   */
  t: string;
  key?: string;
  code?: string;
  keyCode?: number;
  isComposing?: boolean;
  data?: string | null;
  inputType?: string;
  /** The field's value and caret when the event reached the window's capture phase. */
  value?: string;
  caret?: number | null;
  /** The field's value one task later (setTimeout 0). */
  later?: string;
  /** `search`: the keyword searched. */
  keyword?: string;
  url?: string;
  /** ms since the recorder started. */
  at: number;
}

export const RECORD_KEY = 'sp-ime-record';

/** Starts recording in this document (once) into a fresh record. */
export function installRecorder(key: string): boolean {
  const w = window as unknown as { __spRecorder?: boolean };
  sessionStorage.setItem(key, '[]');
  if (w.__spRecorder) return true;
  w.__spRecorder = true;
  const t0 = performance.now();
  const load = (): Record<string, unknown>[] => JSON.parse(sessionStorage.getItem(key) || '[]');
  const save = (log: unknown[]) => sessionStorage.setItem(key, JSON.stringify(log));
  const push = (entry: Record<string, unknown>) => {
    const log = load();
    log.push(entry);
    save(log);
    return log.length - 1;
  };
  const field = (e: Event) => {
    const el = e.composedPath()[0] as HTMLInputElement | undefined;
    return el && el.tagName === 'INPUT' && el.getAttribute('role') === 'combobox' ? el : null;
  };
  for (const type of [
    'keydown',
    'keyup',
    'beforeinput',
    'input',
    'compositionstart',
    'compositionupdate',
    'compositionend',
  ]) {
    window.addEventListener(
      type,
      (e) => {
        const el = field(e);
        if (!el) return;
        const k = e as KeyboardEvent;
        const ie = e as InputEvent & CompositionEvent;
        const entry: Record<string, unknown> = {
          t: type,
          value: el.value,
          caret: el.selectionStart,
          at: Math.round(performance.now() - t0),
        };
        if (type.startsWith('key'))
          Object.assign(entry, { key: k.key, code: k.code, keyCode: k.keyCode, isComposing: k.isComposing });
        else if (type.startsWith('composition')) entry.data = ie.data;
        else Object.assign(entry, { data: ie.data, inputType: ie.inputType, isComposing: ie.isComposing });
        const i = push(entry);
        setTimeout(() => {
          const log = load();
          if (log[i]) log[i].later = el.value;
          save(log);
        }, 0);
      },
      true,
    );
  }
  // What a script did to the field (the widget's input is uncontrolled: typing must never meet a write), and the
  // window's own focus: either one makes a browser end a composition.
  const touched = (el: unknown) => el instanceof HTMLInputElement && el.getAttribute('role') === 'combobox';
  const note = (op: string) => push({ t: 'script', data: op, at: Math.round(performance.now() - t0) });
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  Object.defineProperty(HTMLInputElement.prototype, 'value', {
    ...value,
    set(this: HTMLInputElement, v: string) {
      if (touched(this)) note('value');
      value.set!.call(this, v);
    },
  });
  for (const [proto, op] of [
    [HTMLInputElement.prototype, 'setSelectionRange'],
    [HTMLInputElement.prototype, 'setRangeText'],
    [HTMLInputElement.prototype, 'select'],
    [HTMLElement.prototype, 'focus'],
    [HTMLElement.prototype, 'blur'],
  ] as const) {
    const method = (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[op];
    (proto as unknown as Record<string, unknown>)[op] = function (this: unknown, ...a: unknown[]) {
      if (touched(this)) note(op);
      return method.apply(this, a);
    };
  }
  for (const type of ['focus', 'blur'])
    window.addEventListener(type, (e) => {
      if (e.target === window) push({ t: 'window-' + type, at: Math.round(performance.now() - t0) });
    });
  window.addEventListener('searchpopup:search', (e) => {
    const d = (e as CustomEvent<{ keyword: string; url: string }>).detail;
    push({ t: 'search', keyword: d.keyword, url: d.url, at: Math.round(performance.now() - t0) });
  });
  return true;
}

/** What was recorded in this tab so far (it survives a same-origin navigation). */
export function readRecord(key: string): Recorded[] {
  return JSON.parse(sessionStorage.getItem(key) || '[]');
}

/** What a shopper sees of the search box and popup right now. */
export interface FieldView {
  /** The page has focus and the search field is the focused element. */
  focused: boolean;
  value: string;
  expanded: string | null;
  active: string | null;
  /** The query whose results the popup shows (the grid's data-query). */
  query: string | null;
  /** Product names in the popup's product rows, when they are visible (have a box). */
  products: string[];
}

/** In the page, on the widget's shadow root (`w.inShadow(fieldView, productRows, productName)`). */
export function fieldView(root: ShadowRoot, rows: string, productName: string): FieldView {
  const input = root.querySelector('input[role=combobox]') as HTMLInputElement | null;
  const grid = root.querySelector('[role=grid]');
  const cells = [...root.querySelectorAll(rows)].filter((c) => (c as HTMLElement).getClientRects().length > 0);
  return {
    focused: document.hasFocus() && root.activeElement === input && !!input,
    value: input?.value ?? '',
    expanded: input?.getAttribute('aria-expanded') ?? null,
    active: input?.getAttribute('aria-activedescendant') ?? null,
    query: grid?.getAttribute('data-query') ?? null,
    products: cells.map((c) => (c.querySelector(productName)?.textContent ?? c.textContent ?? '').trim()),
  };
}

/** Records where the pointer is in CSS pixels of the viewport, and where on the screen (for real X clicks). */
export function watchPointer(): boolean {
  const w = window as unknown as { __spPointer?: [number, number] | null; __spPointerOn?: boolean };
  w.__spPointer = null;
  if (!w.__spPointerOn) {
    w.__spPointerOn = true;
    window.addEventListener('mousemove', (e) => (w.__spPointer = [e.screenX - e.clientX, e.screenY - e.clientY]), true);
  }
  return true;
}

export function pointerOffset(): [number, number] | null {
  return (window as unknown as { __spPointer?: [number, number] | null }).__spPointer ?? null;
}

/**
 * In the page, on the widget's shadow root (`w.inShadow(fieldCentre)`): the search field's centre in viewport CSS
 * pixels, and a first guess of the viewport's origin on the screen.
 */
export function fieldCentre(root: ShadowRoot): { x: number; y: number; guess: [number, number]; dpr: number } | null {
  const input = root.querySelector('input[role=combobox]');
  if (!input) return null;
  input.scrollIntoView({ block: 'center' });
  const r = input.getBoundingClientRect();
  const moz = window as unknown as { mozInnerScreenX?: number; mozInnerScreenY?: number };
  const guess: [number, number] =
    moz.mozInnerScreenX !== undefined
      ? [moz.mozInnerScreenX, moz.mozInnerScreenY!]
      : [window.screenX, window.screenY + Math.max(0, window.outerHeight - window.innerHeight)];
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, guess, dpr: window.devicePixelRatio };
}
