/**
 * The popup's component tests' one set-up: a desktop widget mounted on a host element of a jsdom page, on Jest's
 * fake clock, its lazy chunks loaded once per file (beforeAll) so that no test pays for compiling them, and the
 * queries every behaviour file asks (the shadow root, the input, the rows, the cart buttons, the toast, the modal).
 */
import { configure, fireEvent, within } from '@testing-library/react';
import { clearCookies, setBody } from '../../../../../test/helpers/dom';
import { P } from '../../../../../test/helpers/parts';
import { testEnv } from '../../../core/__tests__/fixtures';
import { mount } from '../../../entries/desktop';
import type { Instance } from '../../../public';
import type { AnySection } from '../../../sections/registry';
import { mountWith } from './mountWith';

// On Jest's fake clock a wait polls in fake time (its 5 s are fake too): a loaded machine makes it slower, not fail.
configure({ asyncUtilTimeout: 5000 });

export const env = testEnv();

/** The lazy chunks, compiled once for the file: otherwise the first test that opens the popup pays for them. */
async function loadChunks() {
  await Promise.all([
    import('../../../entries/desktopParts'),
    import('../../../entries/connection'),
    import('../../../entries/overlayLayer'),
    import('../../../stores/cartFlow'),
    import('../../ModalLayer'),
    import('../../ProductSwiper'),
  ]);
}

interface Options<G> {
  /** Installs the test's fake gateway as `window.fetch` (before each mount). */
  gateway: () => G;
  /** The config beside `env` (the gateway is /api/gw unless given). */
  raw?: Record<string, unknown>;
  /** The page's body; its `#search-popup` is the host. */
  body?: string;
  /** Load the lazy chunks in beforeAll (off where a test counts or fails their loads). */
  preload?: boolean;
  /** Jest's fake timers (the default); `false` keeps real ones. */
  fakeClock?: boolean;
  /** The widget's sections, when not the shipped ones (a list composed with sections/registry.ts `withSection`). */
  sections?: readonly AnySection[];
}

/**
 * The queries on a mounted widget, in the shopper's words (the sections, their rows, the toast, the modal), and on
 * its shadow root for what a test says through a part of `P` (test/helpers/parts.ts): the one place the component
 * tests reach into the root. `host` is asked at each call (a test may mount another widget).
 */
export function widgetIn(host: () => HTMLElement) {
  const root = () => host().shadowRoot!;
  const shadow = () => within(root() as unknown as HTMLElement);
  const query = <E extends Element = HTMLElement>(selector: string) => root().querySelector<E>(selector);
  const queryAll = <E extends Element = HTMLElement>(selector: string) => [...root().querySelectorAll<E>(selector)];
  const input = () => shadow().getByRole('combobox') as HTMLInputElement;
  const dialog = () => query('[role=alertdialog]');
  const inProducts = (rows: (group: ReturnType<typeof within>) => HTMLElement[]) => () => {
    const group = query(P.products);
    return group ? rows(within(group)) : [];
  };
  return {
    shadow,
    /** The first element inside the widget that `selector` (composed from `P`, roles, attributes) finds, or null. */
    query,
    queryAll,
    /** The shadow root's mode (`open`); the nodes it holds (none after destroy); what has focus inside it. */
    mode: () => root().mode,
    contents: () => [...root().childNodes],
    focused: () => root().activeElement,
    /** The CSS the widget's root holds: its adopted sheets' rules, or its style elements' text (jsdom adopts none). */
    css: () =>
      [
        ...(root().adoptedStyleSheets ?? []).flatMap((s) => [...s.cssRules].map((r) => r.cssText)),
        ...[...root().querySelectorAll('style')].map((s) => s.textContent),
      ].join('\n'),
    /** The element inside the widget with this id (the one an ARIA reference names). */
    byId: (id: string) => root().getElementById(id),
    /** A capture listener on the shadow root: it hears the field's events before the widget does. */
    listenAbove: (type: string, listener: (e: Event) => void) => root().addEventListener(type, listener, true),
    input,
    /** The search field (the phone's, only while its overlay is open), or null. */
    field: () => query<HTMLInputElement>('input[role=combobox]'),
    /** The phone's trigger, the button that opens the search overlay. */
    trigger: () => query<HTMLButtonElement>('button[aria-haspopup=dialog]')!,
    /** Sets the input's value and fires its input event (a paste, a finished syllable). */
    type(value: string) {
      input().value = value;
      fireEvent.input(input());
    },
    /** The group of rows a screen reader names `name` (최근 검색어, 베스트셀러…), hidden or not. */
    group: (name: string) => within(shadow().getByRole('rowgroup', { name, hidden: true })),
    /** The rows (their cells with an id) of a section, `P.products` unless given, shown or not. */
    rows: (section: string = P.products) => queryAll(`${section} [role=gridcell][id]`),
    /** The product rows (their cells with an id) a screen reader reaches. */
    productCells: inProducts((g) => g.queryAllByRole('gridcell').filter((c: HTMLElement) => c.id)),
    cartButtons: inProducts((g) => g.queryAllByRole('button', { name: /장바구니/, hidden: true })),
    /** The featured panel's image (the active product's cover), or null. */
    featuredImage: () => query<HTMLImageElement>(`${P.featured} img`),
    /** The first toast's text, in the centre stack or anywhere. */
    toast: (where?: 'center') => query(where ? `${P.toastsCenter} ${P.toast}` : P.toast),
    /** The alert dialog, if one is open, and a button in it. */
    dialog,
    dialogButton: (name: string) => within(dialog()!).getByRole('button', { name }),
    /** The polite region announcing the counts (the toast containers are status regions too). */
    liveRegion: () => query(`${P.screenReaderOnly}[role=status]`)!,
  };
}

/** The mounted widget of the current test and the queries on it. */
export interface Popup<G> extends ReturnType<typeof widgetIn> {
  readonly host: HTMLElement;
  readonly instance: Instance;
  readonly gw: G;
  /** URLs of `searchpopup:navigate` (prevented) and the details of `searchpopup:search`, in order. */
  readonly navigations: string[];
  readonly searches: unknown[];
  /** The details of `searchpopup:cart`, in order. */
  readonly carts: { code: string; result: string; items: unknown[] }[];
  /** The page's dataLayer as the widget pushed to it. */
  layer(): { event: string }[] | undefined;
  /** Runs what the widget scheduled in the next `ms` of the fake clock (and the promises between): "nothing more happens". */
  settle(ms?: number): Promise<void>;
  /**
   * Destroys the widget and mounts a new one with more config; `body` replaces the page, and `prepare` sees the new
   * host before the mount (a field the page wrote in it, its focus).
   */
  remount(config?: Record<string, unknown>, body?: string, prepare?: (host: HTMLElement) => void): void;
}

/** Registers the hooks of a popup behaviour file and returns its widget's handle (its fields are the current test's). */
export function setUpPopup<G>(options: Options<G>): Popup<G> {
  const { preload = true, fakeClock = true } = options;
  let host!: HTMLElement;
  let instance: Instance | undefined;
  let gw!: G;
  const navigations: string[] = [];
  const searches: unknown[] = [];
  const carts: Popup<G>['carts'] = [];

  const mountOn = (markup: string, config: Record<string, unknown> = {}, prepare?: (host: HTMLElement) => void) => {
    instance?.destroy();
    setBody(markup);
    host = document.getElementById('search-popup')!;
    prepare?.(host);
    host.addEventListener('searchpopup:navigate', (e) => {
      e.preventDefault();
      navigations.push((e as CustomEvent).detail.url);
    });
    host.addEventListener('searchpopup:search', (e) => searches.push((e as CustomEvent).detail));
    host.addEventListener('searchpopup:cart', (e) => carts.push((e as CustomEvent).detail));
    instance = (options.sections ? mountWith(options.sections) : mount)({
      host,
      created: false,
      raw: { gateway: '/api/gw', env, ...options.raw, ...config },
      device: 'desktop',
      version: 't',
    });
  };

  if (preload) beforeAll(loadChunks, 60_000);
  beforeEach(() => {
    if (fakeClock) jest.useFakeTimers();
    clearCookies();
    navigations.length = 0;
    searches.length = 0;
    carts.length = 0;
    delete (window as { dataLayer?: unknown }).dataLayer;
    gw = options.gateway();
    mountOn(options.body ?? '<div id="search-popup"></div>');
  });
  afterEach(async () => {
    instance?.destroy();
    instance = undefined;
    if (fakeClock) {
      // What the test left scheduled runs out on its own clock: preact's hooks keep one module-wide queue of
      // effects whose flush is a timer; dropped with this clock, no effect of a later test would ever run.
      await jest.runAllTimersAsync();
      jest.useRealTimers();
    }
  });

  return {
    ...widgetIn(() => host),
    get host() {
      return host;
    },
    get instance() {
      return instance!;
    },
    get gw() {
      return gw;
    },
    navigations,
    searches,
    carts,
    layer: () => (window as { dataLayer?: { event: string }[] }).dataLayer,
    async settle(ms = 1000) {
      if (!fakeClock) throw new Error('settle() runs the fake clock: this file keeps real timers');
      await jest.advanceTimersByTimeAsync(ms);
    },
    remount(config = {}, body = '<div id="search-popup"></div>', prepare) {
      mountOn(body, config, prepare);
    },
  };
}
