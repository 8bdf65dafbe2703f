/**
 * The popup's component tests' one set-up: a desktop widget mounted on a host element of a jsdom page, on Jest's
 * fake clock, its lazy chunks loaded once per file (beforeAll) so that no test pays for compiling them, and the
 * queries every behaviour file asks (the shadow root, the input, the rows, the cart buttons, the toast, the modal).
 */
import { configure, fireEvent, within } from '@testing-library/react';
import { clearCookies, setBody } from '../../../../../test/helpers/dom';
import { testEnv } from '../../../core/__tests__/fixtures';
import { mount } from '../../../entries/desktop';
import type { Instance } from '../../../public';

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
}

/** The mounted widget of the current test and the queries on it. */
export interface Popup<G> {
  readonly host: HTMLElement;
  readonly instance: Instance;
  readonly gw: G;
  /** URLs of `searchpopup:navigate` (prevented) and the details of `searchpopup:search`, in order. */
  readonly navigations: string[];
  readonly searches: unknown[];
  /** The details of `searchpopup:cart`, in order. */
  readonly carts: { code: string; result: string; items: unknown[] }[];
  shadow(): ReturnType<typeof within>;
  input(): HTMLInputElement;
  /** Sets the input's value and fires its input event (a paste, a finished syllable). */
  type(value: string): void;
  /** The product rows (their cells with an id). */
  productCells(): HTMLElement[];
  cartButtons(): HTMLElement[];
  /** The first toast's text, in the centre stack or anywhere. */
  toast(where?: 'center'): Element | null;
  /** The alert dialog, if one is open, and a button in it. */
  dialog(): HTMLElement | null;
  dialogButton(name: string): HTMLElement;
  /** The polite region announcing the counts (the toast containers are status regions too). */
  liveRegion(): Element;
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
    instance = mount({
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

  const shadow = () => within(host.shadowRoot as unknown as HTMLElement);
  const input = () => shadow().getByRole('combobox') as HTMLInputElement;
  const dialog = () => host.shadowRoot!.querySelector<HTMLElement>('[role=alertdialog]');
  return {
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
    shadow,
    input,
    type(value) {
      input().value = value;
      fireEvent.input(input());
    },
    productCells() {
      const group = host.shadowRoot!.querySelector('.sp-products');
      return group
        ? within(group as HTMLElement)
            .queryAllByRole('gridcell')
            .filter((c) => c.id)
        : [];
    },
    cartButtons() {
      const group = host.shadowRoot!.querySelector('.sp-products');
      return group ? within(group as HTMLElement).queryAllByRole('button', { name: /장바구니/, hidden: true }) : [];
    },
    toast: (where) => host.shadowRoot!.querySelector(where ? '.sp-toasts-center .sp-toast' : '.sp-toast'),
    dialog,
    dialogButton: (name) => within(dialog()!).getByRole('button', { name }),
    liveRegion: () => host.shadowRoot!.querySelector('.sp-sr[role=status]')!,
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
