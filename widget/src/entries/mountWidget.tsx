import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { initialSearchState } from '../core/search';
import { initialSession } from '../core/session';
import { readDevice, toUser } from '../core/configUser';
import { envOrThrow, kind, own as prop } from '../core/validateEnv';
import { thenSafe } from '../core/thenSafe';
import { createUndo } from '../core/undo';
import type { Gateway } from '../gateway/client';
import type { Prefetch } from '../gateway/prefetch';
import type { TypedResults } from '../gateway/search';
import { createCaptureGuard } from '../platform/captureGuard';
import type { HistoryLayer } from '../platform/historyLayer';
import { createHostEvents, type HostEvents } from '../platform/hostEvents';
import { createListeners } from '../platform/listeners';
import { earlyField } from '../platform/earlyField';
import { whenIdle } from '../platform/idle';
import { attachShadowMount } from '../platform/shadow';
import type { Instance, MountOptions } from '../public';
import { createLazyModule } from '../stores/lazyModule';
import type { DialogRequest } from '../stores/modals';
import { createPopup } from '../stores/popup';
import { createCombobox } from '../stores/combobox';
import { createSuggestionLists } from '../stores/suggestionLists';
import { createSession } from '../stores/session';
import type { ViewContext } from '../views/context';
import { baseCss } from '../views/styles';

/** What a view tree gets from its entry. */
export interface WidgetContext extends ViewContext {
  events: HostEvents;
  doc: Document;
  layer: HTMLElement;
}

/** A view tree and its CSS: the one thing the desktop and mobile entries differ in. */
export interface WidgetView {
  desktop: boolean;
  /** The view's CSS for the box (the page load's), after views/styles.ts. */
  css?: string;
  render(ctx: WidgetContext): ReactNode;
  /**
   * The later chunk: the popup's parts (entries/popupParts.ts), made with the view's own CSS for what the popup shows
   * (entries/desktopParts.ts, mobileParts.ts).
   */
  parts: () => Promise<Pick<typeof import('./popupParts'), 'makePopupParts'>>;
  /**
   * Page-level behaviour only the mobile view needs, a chunk fetched beside the popup's parts and made on arrival
   * (entries/overlayLayer.ts): the history layer (the overlay and each modal own an entry) and the overlay's entry
   * and scroll lock. The desktop has none.
   */
  overlay?: () => Promise<typeof import('./overlayLayer')>;
}

/**
 * The entry's `mount` (MountOptions, from the loader of the same build): the instance, with an own `then` that is
 * `undefined` (the loader resolves `ready()` with it: a `then` a page put on Object.prototype must not be called),
 * or a thrown error whose message the loader reports as it is: a config the entry refused (the env, contract §1),
 * or why mounting failed.
 */
export function mountWidget(options: MountOptions, view: WidgetView): Instance {
  try {
    return mountInstance(options, view);
  } catch (e) {
    throw (e as { config?: boolean }).config
      ? e
      : new Error('SearchPopup: mounting failed (' + (e as Error).message + ')');
  }
}

/**
 * Mounts a view tree into an open shadow root on the host element and returns the instance handle
 * (contract §2). Shared by the desktop and mobile entries, which differ only in their views and CSS.
 *
 * What it makes, it owns when it makes it (`own`, core/undo.ts); `destroy()` undoes it all, last made first: the
 * view tree, the stores and the lazily made parts (each undoing what it made), the overlay's history entry while
 * the history layer's popstate listener is still there to keep that pop from the host, the listeners, the host
 * events, the shadow root's content and a host element the loader made.
 */
function mountInstance(options: MountOptions, view: WidgetView): Instance & { then: undefined } {
  const { host } = options;
  const { raw } = options;
  const env = envOrThrow(raw);
  // What the mount needs of the config; the rest is read, and any mistake in it said, where it is used (the popup's
  // parts, the gateway client: core/readConfig.ts), so its rules stay out of the page load.
  const nonce = prop(raw, 'nonce');
  const profile = prop(raw, 'profile');
  const device = view.desktop ? 'desktop' : (readDevice(options.device) ?? 'mobile-web');
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  // The page's own search field, if it wrote one in the mount: read before the shadow root hides it.
  const early = earlyField(host);
  const mount = attachShadowMount(
    host,
    baseCss + (view.css ?? ''),
    typeof nonce === 'string' ? nonce.trim() || null : null,
  );
  const { own, dispose } = createUndo();
  own(() => {
    mount.clear();
    if (options.created) host.remove();
  });
  // The gateway client and the empty-input prefetch come with the first need (hover, focus, touch, typing: the
  // empty-input answers asked early), fetched beside the popup's parts; nothing calls the gateway before.
  const client = createLazyModule(
    () => import('./connection'),
    (m) => m.connect(raw, env, win.location.href, device === 'desktop' ? 'P' : 'M'),
  );
  own(client.dispose);
  const gateway: Gateway = {
    get: (path, params, signal) => client.need().then((c) => c.g.get(path, params, signal)),
    post: (path, json, signal) => client.need().then((c) => c.g.post(path, json, signal)),
  };
  // The stores' state; the typed search and the suggestions stores that fill it are among the popup's parts (asked
  // for on hover, focus and typing, with the empty-input answers they decode).
  const search = { $search: atom(initialSearchState<TypedResults>()), $nothingFound: atom(false) };
  const suggestions = createSuggestionLists({ riseCollapsed: device !== 'desktop' });
  const prefetch: Prefetch = {
    ask: () => client.run((c) => c.prefetch.ask()),
    get: (path, params, signal) => client.need().then((c) => c.prefetch.get(path, params, signal)),
  };
  const popup = createPopup();
  const session = createSession(
    initialSession(
      device,
      toUser(prop(raw, 'user')),
      kind(profile) === 'object' ? (profile as Record<string, unknown>) : null,
    ),
  );
  const events = createHostEvents(host);
  own(events.dispose);
  const mobile = device !== 'desktop';
  const listeners = createListeners();
  own(listeners.dispose);
  // On mobile the overlay and each modal own a history entry (the browser's back closes the top one), and the open
  // overlay locks the page's scroll: a chunk fetched beside the popup's parts and made as soon as it is there (at
  // idle too: making it is cheap), since the parts are made with its history layer.
  const overlay =
    mobile && view.overlay
      ? createLazyModule(view.overlay, (m, own) => {
          const made = m.attachOverlay({
            win,
            doc,
            popup,
            listeners,
            popstate: options.popstate,
            containers: [mount.app, mount.layer],
          });
          own(made.dispose);
          return made.history;
        })
      : null;
  if (overlay) {
    own(overlay.dispose);
    own(popup.$open.listen((o) => o && overlay.run(() => {})));
  }
  const guard = createCaptureGuard(win, host, listeners);
  let destroyed = false;
  // The cart flow: fetched when a cart button is reached for, or beside the popup's parts on a host's
  // cart call (a buy-now button on a page where nobody reached for the search box yet).
  const cartChunk = createLazyModule(
    () => import('../stores/cartFlow'),
    (m) => m,
  );
  own(cartChunk.dispose);
  // The popup's parts (entries/popupParts.ts): fetched on first need, in parallel with the empty-input answers
  // (and on mobile the overlay's chunk), and made there; `parts.dispose()` undoes what was made.
  const parts = createLazyModule(
    () => {
      // The overlay's chunk failing leaves the parts without a history layer (modals without their entries), not
      // without the popup; the overlay itself is asked for again on the next open.
      const history = overlay && overlay.need().catch(() => null);
      // Marked (core/thenSafe.ts): on a page with a `then` on Object.prototype a promise of a plain object never settles.
      return view
        .parts()
        .then((m) =>
          history ? history.then((h) => thenSafe({ m, h })) : thenSafe({ m, h: null as HistoryLayer | null }),
        );
    },
    ({ m, h: history }, own) =>
      m.makePopupParts(
        {
          win,
          doc,
          env,
          raw,
          mobile,
          mount,
          listeners,
          events,
          gateway,
          prefetch,
          search,
          suggestions,
          popup,
          session,
          combobox: controller,
          history,
          cartChunk,
        },
        own,
      ),
  );
  own(parts.dispose);
  // Asked for before the chunk arrived, they happen when it does, in order; a modal answers false if it can't load
  // (or the widget is gone).
  const dialog = (kind: 'alert' | 'confirm', req: DialogRequest) =>
    destroyed
      ? Promise.resolve(false)
      : parts.need().then(
          (p) => p.modals[kind](req),
          () => false,
        );
  const controller = createCombobox({
    win,
    clock: win,
    search,
    suggestions,
    prefetch,
    popup,
    mobile,
    parts,
    // The parts can't load (their chunk or the client's refused or unreachable): the results page, from the cart
    // flow's chunk, which imports neither (stores/searchAway.ts).
    away: (value) => cartChunk.run((m) => m.away(options, events, value)),
  });

  own(popup.$open.listen((open) => events.emit(open ? 'open' : 'close', {})));
  // An open popup needs its parts (what it shows); toasts and modals ask for them themselves.
  // Recent searches are read again on each open: another box on the page (or another tab) may have saved one.
  own(popup.$open.listen((o) => o && parts.run((p) => p.recent.refresh())));
  // Back from the page a link led to: a page restored from the back/forward cache must not stay veiled.
  listeners.on<PageTransitionEvent>(win, 'pageshow', (e) => e.persisted && parts.$ready.get()?.loading.hide());
  // Back on this page from one of the widget's links: the scroll position kept then. Only a back/forward
  // navigation can have one, so only then is its code fetched, now (with the client chunk, entries/connection.ts,
  // which it shares with the later chunk): the other page loads don't carry it.
  const nav = win.performance?.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type == 'back_forward')
    import('./connection').then(
      (m) => destroyed || m.restoreScroll(win, listeners),
      () => {},
    );
  // A press outside the widget closes the popup. Window capture runs before any host listener can stop it;
  // composedPath() sees into the shadow root, where event.target would only show the host element.
  listeners.on<MouseEvent>(
    win,
    'mousedown',
    (e) => {
      if (popup.$open.get() && !e.composedPath().includes(host)) controller.close();
    },
    true,
  );
  // A field that only had focus (a page's own autofocus, a host dialog's) does not open the mobile overlay by itself.
  if (early && (early.keyword || !mobile)) popup.$requested.set(early);
  // A field taken over with a keyword and without focus (a results page keeping its keyword: issue 39): the box
  // shows it at once, and the popup's first opening searches it as if just typed (its answers, no ad over the
  // text), unless the host asked for another text first.
  if (early?.keyword && !early.focus) {
    const stop = popup.$open.listen((open) => {
      if (!open) return;
      stop();
      if (popup.$requested.get() === early) controller.input(early.keyword);
    });
    own(stop);
  }
  const root = createRoot(mount.app);
  own(() => root.unmount());
  root.render(
    view.render({
      env,
      mobile,
      webp: prop(raw, 'webp') === true,
      controller,
      search,
      suggestions,
      popup,
      session,
      guard,
      parts,
      events,
      doc,
      layer: mount.layer,
    }),
  );
  // Paid before the shopper reaches for the box: once the page is idle after its load, the popup's parts and the
  // gateway client are fetched and evaluated (not made), so the first hover, focus or keystroke only makes them.
  listeners.own(
    whenIdle(win, () => {
      parts.warm();
      client.warm();
      overlay?.warm();
    }),
  );
  // Undone first: destroy silences the box before the rest goes. The views unmounting may hand focus back to its
  // input (a modal closing), which must neither open the popup, tell the host nor ask for anything.
  own(() => {
    popup.end();
    controller.dispose();
  });
  // Dispatched after the loader has attached the listeners a host queued before the bundle arrived.
  Promise.resolve().then(() => destroyed || events.emit('ready', { version: options.version, device }));

  return {
    then: undefined,
    open: (keyword) => !destroyed && popup.open(keyword),
    close: () => !destroyed && popup.close(),
    setUser: (user) => !destroyed && session.dispatch({ type: 'setUser', user: toUser(user) }),
    on: (type, listener) => (destroyed ? () => {} : events.on(type, listener)),
    cart(code, items, options) {
      if (destroyed) return Promise.resolve(thenSafe({ result: 'BLOCKED', reason: 'empty' }));
      // The cart flow is fetched now, beside the popup's parts whose cart handle runs it (a host's own buy-now
      // button on a page where nobody reached for the search box yet).
      cartChunk.need().catch(() => {});
      return parts.need().then(
        (p) => p.cart.host(code, items, options),
        () => thenSafe({ result: 'ERROR' }),
      );
    },
    toast(t) {
      if (!destroyed && t && typeof t === 'object') parts.run((p) => p.toast(t));
    },
    track(event, items, options) {
      if (destroyed) return;
      cartChunk.need().catch(() => {});
      parts.run((p) => p.cart.track(event, items, options));
    },
    alert: (m) => dialog('alert', m).then(() => undefined),
    confirm: (m) => dialog('confirm', m),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        dispose();
      } finally {
        options.onDestroy?.();
      }
    },
  };
}
