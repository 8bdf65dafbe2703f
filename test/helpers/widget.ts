/**
 * The widget as a test meets it, written once against the engines' page API (test/engines/driver/types.ts) and used
 * by the Playwright tests too through `fromPlaywright(page)`. It is the one place that reaches into the widget's
 * shadow root: a test says what it looks for inside the widget (a selector, a section, the modal), never how to get
 * in. Every read runs in the page (one round trip); every wait is for a state, polled in the page.
 *
 *   const w = widget(page);                 // an EnginePage, or fromPlaywright(playwrightPage)
 *   await w.typeInto('해리');                // a real click on the input, then real keys
 *   expect(await w.products('해리')).toHaveLength(3);   // waits for that query's answer, settled
 *   await w.until((root) => !root.querySelector('[role=alertdialog]'));
 *
 * Functions given to `inShadow`/`until` run in the page with the shadow root as their first argument: like the
 * driver's `evaluate`, they may use only their parameters and page globals, and return JSON.
 */
import type { Page } from 'playwright-core';
import type { EnginePage, Json, Target } from '../engines/driver/types';
import { P } from './parts';

/** What the page object needs of a page: the engines' API, which a Playwright page gets from `fromPlaywright`. */
export type WidgetDriver = Pick<EnginePage, 'evaluate' | 'waitFor' | 'click' | 'press' | 'type'>;

/** A function run in the page on the widget's shadow root (see the rules above). */
type InShadow<T, A extends Json[]> = (root: ShadowRoot, ...args: A) => T;

/**
 * `fn` wrapped to find the shadow root of `host` first: built here, in Node, so that the driver serialises one
 * self-contained function (the page's CSP forbids building code in the page). Without a root it returns `missing`.
 */
function onRoot<T, A extends Json[]>(fn: InShadow<T, A>, missing: 'null' | 'throw') {
  const none = missing === 'null' ? 'return null;' : "throw new Error('no widget (shadow root) at ' + host);";
  return new Function(
    'host',
    '...args',
    // An element found counts as true (elements don't cross back as JSON), also from a promise (a real one: a
    // hostile page may give every object a `then`).
    `const el = document.querySelector(host); const root = el && el.shadowRoot; if (!root) ${none}
     const json = (v) => (v instanceof Node ? true : v);
     const v = (${fn.toString()})(root, ...args);
     return v instanceof Promise ? v.then(json) : json(v);`,
  ) as (host: string, ...args: A) => T;
}

/**
 * In the page, on the shadow root: the first element `s` finds whose text contains `t` (whitespace as one space), if
 * it is visible as Playwright means it (a box, not `visibility: hidden`): its text, or true; else null.
 */
const visibleIn = (root: ShadowRoot, s: string, t: string) => {
  const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
  const e = [...root.querySelectorAll(s)].find((e) => text(e).includes(t));
  const r = e?.getBoundingClientRect();
  return e && r!.width > 0 && r!.height > 0 && getComputedStyle(e).visibility !== 'hidden' ? text(e) || true : null;
};

/** The input's state as a screen reader and a shopper meet it. */
export interface InputState {
  value: string;
  expanded: string | null;
  active: string | null;
}

/**
 * The widget on `page` (or on the page a function returns at each call, for a test whose page changes), whose host
 * element is the first match of `host`.
 */
export function widget(
  on: WidgetDriver | (() => WidgetDriver),
  host = '#search-popup',
  /** Every wait's limit unless it says its own (the driver's: 20 s in the engines, 30 s on Playwright). */
  defaults: { timeout?: number } = {},
) {
  const page: WidgetDriver = {
    evaluate: (fn, ...args) => (typeof on == 'function' ? on() : on).evaluate(fn, ...args),
    waitFor: (fn, options, ...args) => (typeof on == 'function' ? on() : on).waitFor(fn, options, ...args),
    click: (target) => (typeof on == 'function' ? on() : on).click(target),
    press: (key) => (typeof on == 'function' ? on() : on).press(key),
    type: (text) => (typeof on == 'function' ? on() : on).type(text),
  };
  const inShadow = <T, A extends Json[]>(fn: InShadow<T, A>, ...args: A): Promise<T> =>
    page.evaluate(onRoot(fn, 'throw') as (...a: Json[]) => T, host, ...args);
  const until = <T, A extends Json[]>(
    fn: InShadow<T, A>,
    options: { timeout?: number; message?: string } = {},
    ...args: A
  ): Promise<NonNullable<T>> =>
    page.waitFor(onRoot(fn, 'null') as (...a: Json[]) => T, { ...defaults, ...options }, host, ...args) as Promise<
      NonNullable<T>
    >;
  /** The texts of the elements `selector` finds in the shadow root, trimmed. */
  const texts = (selector: string) =>
    inShadow((root, s) => [...root.querySelectorAll(s)].map((e) => (e.textContent ?? '').trim()), selector);
  const w = {
    host,
    /** The input, as a target for the page's real clicks. */
    input: [host, 'input[role=combobox]'] as Target,
    /** A path to an element inside the widget, as a target for the page's real clicks. */
    at: (selector: string): Target => [host, selector],
    inShadow,
    until,
    /** How many search boxes the widget shows now: 0 before it mounted (no shadow root). */
    searchBoxes: () =>
      page.evaluate(
        (h) => document.querySelector(h)?.shadowRoot?.querySelectorAll('input[role=combobox]').length ?? 0,
        host,
      ),
    /** Whether the host has its shadow root (the widget mounted) now. */
    isMounted: () => page.evaluate((h) => !!document.querySelector(h)?.shadowRoot, host),
    /** The host's shadow root's mode (`open`), or null while it has none; fails when there is no host element. */
    rootMode: () =>
      page.evaluate((h) => {
        const el = document.querySelector(h);
        if (!el) throw new Error('no widget host at ' + h);
        return el.shadowRoot?.mode ?? null;
      }, host),
    /** Until the host's shadow root holds the input: the widget is mounted. */
    mounted: (options?: { timeout?: number }) =>
      until((root) => !!root.querySelector('input[role=combobox]'), { message: 'the widget mounted', ...options }),

    // Reading.
    state: () =>
      inShadow((root): InputState => {
        const i = root.querySelector('input[role=combobox]') as HTMLInputElement;
        return {
          value: i.value,
          expanded: i.getAttribute('aria-expanded'),
          active: i.getAttribute('aria-activedescendant'),
        };
      }),
    expanded: async () => (await w.state()).expanded === 'true',
    /** The text of the first element `selector` finds (the whole root's without one), or null. */
    text: (selector?: string) =>
      inShadow(
        (root, s) => (s ? (root.querySelector(s)?.textContent ?? null) : root.textContent)?.trim() ?? null,
        selector ?? '',
      ),
    texts,
    count: (selector: string) => inShadow((root, s) => root.querySelectorAll(s).length, selector),
    has: (selector: string) => inShadow((root, s) => !!root.querySelector(s), selector),
    attr: (selector: string, name: string) =>
      inShadow((root, s, n) => root.querySelector(s)?.getAttribute(n) ?? null, selector, name),
    /** The rows' texts of one section (`products`, `authors`, `events`, `recent`, `recommended`, `rise`…). */
    rows: (section: 'trend' | 'rise' | 'recommended' | 'products' | 'authors' | 'events' | 'recent') =>
      texts(`${section === 'recent' ? '[aria-label="최근 검색어"]' : P[section]} [role=gridcell][id]`),
    /** What has focus inside the widget (role, else its text), or null when the widget does not have it. */
    focused: () =>
      inShadow((root) => {
        const el = root.activeElement as HTMLElement | null;
        if (document.activeElement !== root.host || !el) return null;
        return el.getAttribute('role') ?? (el.textContent ?? '').trim();
      }),
    /** The open modal's text (an alert dialog or an open `<dialog>` that is not the mobile overlay), or null. */
    modal: () =>
      inShadow(
        (root) =>
          (
            root.querySelector('[role=alertdialog]') ?? root.querySelector('dialog[open]:not([aria-label="검색"])')
          )?.textContent?.trim() ?? null,
      ),
    /**
     * Every button in the widget: its name, its size in the button system (views/button.ts) and what is wrong with
     * it (`''`: of the system — its class, a size, a colour, `part="button"` — and, when drawn, at its size's height:
     * lg 50, md 44, sm 38, xs 30, xxs 24 px).
     */
    buttons: () =>
      inShadow((root, system) => {
        const SIZES: Record<string, number> = { lg: 50, md: 44, sm: 38, xs: 30, xxs: 24 };
        const COLOURS = ['primary', 'blue', 'bluelight', 'green', 'red', 'gray', 'ghost', 'black'];
        return [...root.querySelectorAll('button')].map((b) => {
          const size = Object.keys(SIZES).find((s) => b.classList.contains(system + '-' + s));
          const colour = COLOURS.find((c) => b.classList.contains(system + '-' + c));
          const h = b.getBoundingClientRect().height;
          const problem =
            !b.classList.contains(system) || !size || !colour || b.getAttribute('part') !== 'button'
              ? 'not of the system'
              : h && Math.round(h) !== SIZES[size]
                ? `${size} is ${h}px`
                : '';
          return { name: (b.getAttribute('aria-label') || b.textContent || '').trim(), size, problem };
        });
      }, P.button.slice(1)),
    /** What the live region (the screen reader's status line) says now. */
    liveRegion: () =>
      inShadow((root, s) => root.querySelector(s)?.textContent ?? '', `${P.screenReaderOnly}[role=status]`),
    /** The first toast's text, or null. */
    toast: () => inShadow((root, s) => root.querySelector(s)?.textContent?.trim() ?? null, P.toast),
    /** Whether the mobile search overlay is open. */
    overlay: () => inShadow((root) => !!root.querySelector('dialog[open][aria-label="검색"]')),
    /** The featured panel's image address (the active product's), or null. */
    featured: () => inShadow((root, s) => root.querySelector<HTMLImageElement>(s + ' img')?.src ?? null, P.featured),

    /** Whether a person can see the element `selector` finds in the widget: its text (or true), else null. */
    seen: (selector: string) => page.evaluate(seen, [host, selector]),
    /** Until a person could see it; fails saying why not (missing, off screen, covered). */
    async untilSeen(selector: string, options: { timeout?: number } = {}) {
      try {
        return await page.waitFor(seen, { ...defaults, ...options }, [host, selector]);
      } catch (e) {
        const why = await page.evaluate(unseenBecause, [host, selector]);
        throw new Error(`not seen: ${selector}: now ${why}\n${(e as Error).message}`);
      }
    },

    // Acting: real pointer and keys through the page.
    focus: () => page.click(w.input),
    /** A real click on the input, until the popup is open. */
    async open(options?: { timeout?: number }) {
      await page.click(w.input);
      await w.untilExpanded(true, options);
    },
    click: (selector: string) => page.click([host, selector]),
    press: (key: string) => page.press(key),
    /** A real click on the input, then real keys. */
    async typeInto(text: string) {
      await page.click(w.input);
      await page.type(text);
    },

    // Waiting for a state.
    /** Until the popup is open (or closed). */
    untilExpanded: (open = true, options?: { timeout?: number }) =>
      until(
        (root, o) => root.querySelector('input[role=combobox]')?.getAttribute('aria-expanded') === String(o),
        options,
        open,
      ),
    /** Until the grid shows `query`'s answer (its data-query; drawn or not yet). */
    untilShowing: (query: string, options?: { timeout?: number }) =>
      until(
        (root, q) => root.querySelector('[role=grid]')?.getAttribute('data-query') === q,
        { message: `the grid showing ${query}`, ...options },
        query,
      ),
    /** Until the grid's answer has settled (aria-busy false): `query`'s when one is given, else whichever it shows. */
    untilSettled: (query?: string, options?: { timeout?: number }) =>
      until(
        (root, q) => {
          const grid = root.querySelector('[role=grid]');
          return (
            !!grid &&
            grid.getAttribute('aria-busy') === 'false' &&
            (q === null || grid.getAttribute('data-query') === q)
          );
        },
        { message: query === undefined ? 'the answer settled' : `${query}'s answer settled`, ...options },
        query ?? null,
      ),
    /**
     * Until the widget shows each of `texts` to the shopper: in the text of what is rendered (innerText leaves out
     * the hidden parts, such as the empty input's sections kept while the shopper types).
     */
    untilShown: (texts: string | string[], options?: { timeout?: number }) =>
      until(
        (root, all) => {
          const shown = [...root.children]
            .map((e) => (e.localName === 'style' ? '' : ((e as HTMLElement).innerText ?? '')))
            .join('\n');
          return all.every((t) => shown.includes(t));
        },
        { message: 'the widget showing ' + String(texts), ...options },
        ([] as string[]).concat(texts),
      ),
    /** Until `selector` finds an element inside the widget (or, `gone`, none). */
    untilThere: (selector: string, options: { timeout?: number; gone?: boolean } = {}) =>
      until(
        (root, s, gone) => !root.querySelector(s) === gone,
        { message: selector, ...options },
        selector,
        !!options.gone,
      ),
    /**
     * The product texts of `query`'s answer, once it is on screen and drawn whole (no earlier query's, no column
     * still to come: views/staged.ts); `[]` once it found nothing.
     */
    products: (query: string, options?: { timeout?: number }) =>
      until(
        (root, q, later, products) => {
          const grid = root.querySelector(`[role=grid][data-query="${q}"]`);
          if (!grid || grid.getAttribute('aria-busy') === 'true' || root.querySelector(later)) return null;
          return [...grid.querySelectorAll(products + ' [role=gridcell][id]')].map((c) => (c.textContent ?? '').trim());
        },
        { message: `the answer for ${query}`, ...options },
        query,
        P.later,
        P.products,
      ),
    /**
     * `fn` made a page function of its other arguments that reaches the widget's shadow root whenever it asks
     * (`root()`, null until the widget is mounted): for what the page runs on its own, such as a recorder installed
     * before the page's scripts (`page.addInitScript(w.withRoot(record), arg)`) and polled each frame.
     */
    withRoot: <T, A extends Json[]>(fn: (root: () => ShadowRoot | null, ...args: A) => T) =>
      new Function(
        '...args',
        `const root = () => document.querySelector(${JSON.stringify(host)})?.shadowRoot ?? null;
         return (${fn.toString()})(root, ...args);`,
      ) as (...args: A) => T,
    /** The first element `selector` finds (with `text` in it, when given), if visible as Playwright means it: its text. */
    visible: (selector: string, text = '') => inShadow(visibleIn, selector, text),
    /** Until `visible(selector, text)` (Playwright's `locator(selector, { hasText }).first().waitFor()`). */
    untilVisible: (selector: string, text = '', options: { timeout?: number } = {}) =>
      until(visibleIn, { message: `${selector} ${text} visible`, ...options }, selector, text),
    /** The viewport box of the first element `selector` finds (with `text` in it, when given), or null. */
    box: (selector: string, text = '') =>
      inShadow(
        (root, s, t): { x: number; y: number; width: number; height: number } | null =>
          [...root.querySelectorAll(s)]
            .find((e) => (e.textContent ?? '').includes(t))
            ?.getBoundingClientRect()
            .toJSON() ?? null,
        selector,
        text,
      ),
    /** A computed style property (`z-index`, `display`…) of the first element `selector` finds. */
    css: (selector: string, property: string) =>
      inShadow((root, s, p) => getComputedStyle(root.querySelector(s)!).getPropertyValue(p), selector, property),
    /** The boxes (viewport px: left, top, right, bottom, width, height) of the elements `selector` finds, in order. */
    boxes: (selector: string) =>
      inShadow(
        (root, s) => [...root.querySelectorAll(s)].map((e) => e.getBoundingClientRect().toJSON() as DOMRectReadOnly),
        selector,
      ),
    /**
     * Until `selector` finds exactly `n` elements inside the widget (`atLeast`: `n` or more; `visible`: counting only
     * those visible as Playwright counts them, a box and not visibility: hidden, on screen or not: `untilSeen` is a
     * person's eye); how many it found.
     */
    untilCount: (
      selector: string,
      n = 1,
      { atLeast = false, visible = false, ...options }: { timeout?: number; atLeast?: boolean; visible?: boolean } = {},
    ) =>
      until(
        (root, s, k, least, shown) => {
          const found = [...root.querySelectorAll(s)].filter((e) => {
            const r = e.getBoundingClientRect();
            return !shown || (r.width > 0 && r.height > 0 && getComputedStyle(e).visibility === 'visible');
          }).length;
          return (least ? found >= k : found === k) ? found : null;
        },
        { message: `${atLeast ? 'at least ' : ''}${n} of ${selector}`, ...options },
        selector,
        n,
        atLeast,
        visible,
      ),
    /** Whether focus is inside the widget on the element `selector` finds (the trigger, the back button…). */
    focusedOn: (selector: string) =>
      inShadow((root, s) => document.activeElement === root.host && !!root.activeElement?.matches(s), selector),
  };
  return w;
}

export type Widget = ReturnType<typeof widget>;

/** A function run in the page on every box's shadow root (null for a box without one) and the box elements. */
type InShadows<T, A extends Json[]> = (roots: (ShadowRoot | null)[], boxes: Element[], ...args: A) => T;

/** `fn` wrapped to find every element `hosts` matches and their shadow roots first (built in Node, as `onRoot`). */
const onRoots = <T, A extends Json[]>(fn: InShadows<T, A>) =>
  new Function(
    'hosts',
    '...args',
    `const boxes = [...document.querySelectorAll(hosts)];
     return (${fn.toString()})(boxes.map((el) => el.shadowRoot), boxes, ...args);`,
  ) as (hosts: string, ...args: A) => T;

/**
 * Every widget on a page with several boxes (each element `hosts` matches), read together: what a test asks of all
 * of them at once (how many there are, each one's search box). One box among them is `widget(page, itsSelector)`.
 */
export function widgets(page: WidgetDriver, hosts: string) {
  return {
    inShadows: <T, A extends Json[]>(fn: InShadows<T, A>, ...args: A): Promise<T> =>
      page.evaluate(onRoots(fn) as (...a: Json[]) => T, hosts, ...args),
    until: <T, A extends Json[]>(
      fn: InShadows<T, A>,
      options: { timeout?: number; message?: string } = {},
      ...args: A
    ): Promise<NonNullable<T>> =>
      page.waitFor(onRoots(fn) as (...a: Json[]) => T, options, hosts, ...args) as Promise<NonNullable<T>>,
    /**
     * `fn` run in the page with `rootOf(element)` (its shadow root) and `boxes()` (the elements `hosts` matches), each
     * read when `fn` calls it: for a test that removes and adds boxes and checks each in one round trip.
     */
    inPage: <T, A extends Json[]>(
      fn: (rootOf: (el: Element) => ShadowRoot | null, boxes: () => Element[], ...args: A) => T | Promise<T>,
      ...args: A
    ): Promise<T> =>
      page.evaluate(
        new Function(
          'hosts',
          '...args',
          `return (${fn.toString()})((el) => el.shadowRoot, () => [...document.querySelectorAll(hosts)], ...args);`,
        ) as (...a: Json[]) => T,
        hosts,
        ...args,
      ),
  };
}

/** A selector path (each next selector inside the previous element's shadow root) as one Playwright selector. */
const locatorOf = (page: Page, target: Target) => {
  if (typeof target === 'string') return page.locator(target);
  if (Array.isArray(target)) return page.locator(target.join(' >> '));
  throw new Error('fromPlaywright: a function target is not supported; give a selector path');
};

/**
 * `fn` called with the arguments as one array, for Playwright's one argument: a function built here, which
 * Playwright sends over the protocol (a string predicate would be evaluated in the page, which its CSP forbids).
 */
const spread = (fn: (...a: never[]) => unknown) =>
  new Function('args', `return (${fn.toString()})(...args);`) as (args: unknown) => unknown;

/**
 * A Playwright page with the engines' page API that the page object needs: evaluate and waitFor (polled in the page
 * every frame), a real click on a selector path (Playwright's own actionability checks), and the keyboard.
 */
export function fromPlaywright(page: Page): WidgetDriver {
  return {
    evaluate: (fn, ...args) => page.evaluate(spread(fn), args as unknown) as never,
    async waitFor(fn, options = {}, ...args) {
      try {
        const handle = await page.waitForFunction(spread(fn), args as unknown, {
          // Playwright's own default, as the locator waits this adapter replaced had.
          timeout: options.timeout ?? 30000,
        });
        return (await handle.jsonValue()) as never;
      } catch (e) {
        if (options.message) (e as Error).message = `waiting for ${options.message}: ${(e as Error).message}`;
        throw e;
      }
    },
    click: (target) => locatorOf(page, target).click(),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
  };
}

/**
 * In the page: the element at `path` (selectors, each next one inside the previous one's shadow root), if a
 * person can see it: a box inside the viewport and, at its centre, itself (or something inside it) on top.
 * Returns its text (or true when it has none), else null.
 */
export const seen = (path: string[]): string | true | null => {
  let el: Element | null = null;
  for (const s of path) {
    el = (el ? (el.shadowRoot ?? el) : document).querySelector(s);
    if (!el) return null;
  }
  const r = el!.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth)
    return null;
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  for (let n: Node | null = hit; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null)
    if (n === el) return (el!.textContent ?? '').trim() || true;
  // An ancestor whose pseudo-elements draw nothing (a link stretched over its row by a clear ::after) is only under
  // the pointer there, not in front of the eye.
  const clear =
    hit?.contains(el!) &&
    ['::before', '::after'].every((p) => {
      const s = getComputedStyle(hit!, p);
      return (
        /^(none|normal|""|'')$/.test(s.content) ||
        (s.backgroundImage === 'none' && /^(transparent|rgba\(0, 0, 0, 0\))$/.test(s.backgroundColor))
      );
    });
  return clear ? (el!.textContent ?? '').trim() || true : null;
};

/** In the page: why `seen(path)` is null — missing, outside the viewport, or covered (and by what). */
export const unseenBecause = (path: string[]): string => {
  let el: Element | null = null;
  for (const s of path) {
    el = (el ? (el.shadowRoot ?? el) : document).querySelector(s);
    if (!el) return `no element ${s}`;
  }
  const r = el!.getBoundingClientRect();
  const box = `box ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)} in ${innerWidth}×${innerHeight}`;
  let hit: Element | null = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  while (hit?.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return `${box}; at its centre: ${hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).replace(/\s+/g, '.') : 'nothing'}`;
};

/** The widget on a Playwright page (`widget(fromPlaywright(page), host)`). */
export const widgetOn = (page: Page, host?: string, defaults?: { timeout?: number }) =>
  widget(fromPlaywright(page), host, defaults);

/** The product cells of the popup on a Playwright page (each row's first cell), in order. */
export const productCells = (page: Page) => page.locator(`${P.products} [role=gridcell][id]`);

/** The toasts on a Playwright page (those shown at `where` when given), for Playwright's text filters and waits. */
export const toastsOn = (page: Page, where?: 'top' | 'center' | 'bottom') =>
  page.locator(
    where ? `${{ top: P.toastsTop, center: P.toastsCenter, bottom: P.toastsBottom }[where]} ${P.toast}` : P.toast,
  );

/** The link of a section's row on a Playwright page (`#sp-row-{section}-{index} a`), to tap or read. */
export const rowLinkOn = (page: Page, section: string, index: number) => page.locator(`#sp-row-${section}-${index} a`);

/** Waits until the answer on screen is drawn whole: a new answer's products come a column per frame (views/staged.ts). */
export const allDrawn = (page: Page, host = '#search-popup') =>
  page.waitForFunction(([h, later]) => !document.querySelector(h)?.shadowRoot?.querySelector(later), [host, P.later]);
