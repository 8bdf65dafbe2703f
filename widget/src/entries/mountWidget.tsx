import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { initialSession } from '../core/session';
import { CART_CODES, type CartCode } from '../core/cartBasics';
import { readConfig, readDevice, toUser } from '../core/readConfig';
import { serviceUrl } from '../core/serviceUrl';
import { allowedHostSet } from '../core/urlPolicy';
import { envOrThrow } from '../core/validateEnv';
import { createGateway } from '../gateway/client';
import { emptyApi, type SearchApi } from '../gateway/search';
import { documentCookies } from '../platform/cookies';
import { resolveGateway } from '../platform/env';
import { createCaptureGuard } from '../platform/captureGuard';
import type { createHistoryLayer, HistoryLayer } from '../platform/historyLayer';
import { createHostEvents, type HostEvents } from '../platform/hostEvents';
import { createLinks } from '../platform/links';
import { createListeners } from '../platform/listeners';
import { attachShadowMount } from '../platform/shadow';
import type { Instance, MountOptions } from '../public';
import type { Analytics } from '../stores/analytics';
import { createLater } from '../stores/later';
import { createCartActions } from '../stores/cartActions';
import { createLoading } from '../stores/loading';
import type { DialogRequest } from '../stores/modals';
import { createPopup, type Popup } from '../stores/popup';
import { createPopupController } from '../stores/popupController';
import { createRecent } from '../stores/recent';
import { createSearch } from '../stores/search';
import { createSuggestions } from '../stores/suggestions';
import type { ToastShower } from '../stores/toasts';
import { $session, dispatchSession } from '../stores/session';
import type { LaterModule, LaterParts, ViewContext } from '../views/context';
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
  css: string;
  render(ctx: WidgetContext): ReactNode;
  /** Page-level behaviour only this view needs (the mobile overlay's history and scroll lock); returns its undo. */
  attach?(deps: { doc: Document; popup: Popup; history: HistoryLayer }): () => void;
  /** The mobile view's history layer (the overlay and each modal own an entry); the desktop has none. */
  history?: typeof createHistoryLayer;
}

/**
 * Mounts a view tree into an open shadow root on the host element and returns the instance handle
 * (contract §2). Shared by the desktop and mobile entries, which differ only in their views and CSS.
 */
export function mountWidget(options: MountOptions, view: WidgetView): Instance {
  const { host } = options;
  const { config, warnings } = readConfig(options.raw, envOrThrow(options.raw));
  for (const w of warnings) console.warn('SearchPopup: ' + w);
  const device = view.desktop ? 'desktop' : readDevice(options.device) ?? 'mobile-web';
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  const mount = attachShadowMount(host, baseCss + view.css, config.nonce);
  const gateway = createGateway({
    base: resolveGateway(config.gateway, win.location.href),
    deviceType: device === 'desktop' ? 'P' : 'M',
    accessToken: config.accessToken,
    timeoutMs: config.timeoutMs,
  });
  // The typed search comes with the later chunk (asked for on hover, focus and typing, so it is there by then).
  const api: SearchApi = { ...emptyApi(gateway), typed: (...args) => later.need().then((p) => p.typed(...args)) };
  const search = createSearch(api);
  const suggestions = createSuggestions(api, { riseCollapsed: device !== 'desktop' });
  const recent = createRecent(documentCookies);
  const popup = createPopup();
  const events = createHostEvents(host);
  const mobile = device !== 'desktop';
  const listeners = createListeners();
  // On mobile the overlay and each modal own a history entry: the browser's back closes the top one.
  const history = mobile && view.history ? view.history(win, listeners) : null;
  const guard = createCaptureGuard(win, host, listeners);
  const loading = createLoading();
  const allowed = allowedHostSet(config.env, config.allowedHosts);
  let destroyed = false;
  // The later chunk (typed search and results, toasts, the modal layer, analytics): fetched on first need.
  const later = createLater<LaterModule, LaterParts>(() => import('./later'), (m) => {
    mount.addCss(m.laterCss);
    const { typed } = m.typedApi(gateway);
    return {
      views: m, toasts: m.createToasts(), modals: m.createModals(history), typed,
      analytics: m.createAnalytics({ win, search, suggestions, popup }),
    };
  });
  const warm = () => later.run(() => {});
  // Asked for before the chunk arrived, they happen when it does, in order; a modal answers false if it can't load.
  const toasts: ToastShower = { show: (t) => later.run((p) => p.toasts.show(t)) };
  const dialog = (kind: 'alert' | 'confirm') => (req: DialogRequest) => later.need().then((p) => p.modals[kind](req), () => false);
  const modals = { alert: dialog('alert'), confirm: dialog('confirm') };
  const analytics: Analytics = {
    shownBanner: (b, i) => later.run((p) => p.analytics.shownBanner(b, i)),
    selectedBanner: (b, i) => later.run((p) => p.analytics.selectedBanner(b, i)),
    opened: (row) => later.run((p) => p.analytics.opened(row)),
    dispose: () => later.$ready.get()?.analytics.dispose(),
  };
  const links = createLinks({ win, events, loading, listeners });
  const cart = createCartActions({ env: config.env, allowed, win, mobile, gateway, jar: documentCookies, events, modals, toasts, links, loading });
  const controller = createPopupController({ win, env: config.env, allowedHosts: config.allowedHosts, api, search, suggestions, recent, popup, events, cart, modals, links, analytics, mobile, warm });
  $session.set(initialSession(device, config.user, config.profile));

  const stopOpenEvents = popup.$open.listen((open) => events.emit(open ? 'open' : 'close', {}));
  // An open popup needs the later chunk (typed results); toasts and modals ask for it themselves.
  const stopNeeds = [popup.$open.listen((o) => o && warm())];
  // The widget's own links (spec §2): loading state, scroll kept by path, navigate event first.
  listeners.on<MouseEvent>(mount.root, 'click', links.onClick);
  // Back from the page a link led to: a page restored from the back/forward cache must not stay veiled.
  listeners.on<PageTransitionEvent>(win, 'pageshow', (e) => e.persisted && loading.hide());
  links.restoreScroll();
  // A press outside the widget closes the popup. Window capture runs before any host listener can stop it;
  // composedPath() sees into the shadow root, where event.target would only show the host element.
  listeners.on<MouseEvent>(win, 'mousedown', (e) => {
    if (popup.$open.get() && !e.composedPath().includes(host)) controller.close();
  }, true);
  const viewportHeight = atom(0);
  const vv = win.visualViewport;
  if (vv) {
    viewportHeight.set(Math.round(vv.height));
    listeners.on(vv, 'resize', () => viewportHeight.set(Math.round(vv.height)));
  }
  const detach = history && view.attach?.({ doc, popup, history });
  const root = createRoot(mount.app);
  root.render(view.render({ env: config.env, mobile, controller, search, suggestions, recent, popup, guard, later, viewportHeight, events, doc, layer: mount.layer }));
  // Dispatched after the loader has attached the listeners a host queued before the bundle arrived.
  Promise.resolve().then(() => destroyed || events.emit('ready', { version: options.version, device }));

  return {
    open: (keyword) => !destroyed && popup.open(keyword),
    close: () => !destroyed && popup.close(),
    setUser: (user) => !destroyed && dispatchSession({ type: 'setUser', user: toUser(user) }),
    on: (type, listener) => (destroyed ? () => {} : events.on(type, listener)),
    cart(code, items) {
      if (destroyed) return Promise.resolve({ result: 'BLOCKED', reason: 'empty' });
      const action = String(code) as CartCode;
      if (CART_CODES.indexOf(action) < 0) {
        console.error('SearchPopup: cart code must be one of ' + CART_CODES.join(', ') + ', not ' + JSON.stringify(code));
        return Promise.resolve({ result: 'BLOCKED', reason: 'empty' });
      }
      return cart.host(action, items);
    },
    toast(t) {
      if (destroyed || !t || typeof t !== 'object') return;
      const url = typeof t.url === 'string' && t.url ? serviceUrl(t.url, config.env, allowed) : null;
      if (t.url && !url) console.warn('SearchPopup: toast url left out (not an allowed link): ' + String(t.url).slice(0, 100));
      toasts.show({ message: typeof t.message === 'string' ? t.message.slice(0, 500) : '', duration: t.duration, position: t.position, ...(url ? { url, linkLabel: typeof t.linkLabel === 'string' ? t.linkLabel.slice(0, 40) : undefined } : {}) });
    },
    alert: (m) => (destroyed ? Promise.resolve(false) : modals.alert(m)).then(() => undefined),
    confirm: (m) => (destroyed ? Promise.resolve(false) : modals.confirm(m)),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopOpenEvents();
      stopNeeds.forEach((stop) => stop());
      detach?.();
      listeners.dispose();
      root.unmount();
      search.dispose();
      controller.dispose();
      analytics.dispose();
      later.dispose();
      later.$ready.get()?.modals.dispose();
      loading.dispose();
      later.$ready.get()?.toasts.dispose();
      events.dispose();
      mount.clear();
      if (options.created) host.remove();
      options.onDestroy?.();
    },
  };
}
