import { attributed, isPartnerPage, readPartnerKeys, shopOrigins } from '../core/partner';
import { readConfig } from '../core/readConfig';
import { narrowAnswer } from '../core/narrowing';
import { gbCodeForTarget } from '../core/searchRoutes';
import type { Env } from '../core/types';
import { allowedOrigins } from '../core/urlPolicy';
import { atom } from 'nanostores';
import { gatewayBase, refusals, type connect, type Gateway } from '../gateway/client';
import { typedApi } from '../gateway/typed';
import { realClock } from '../platform/clock';
import { documentCookies } from '../platform/cookies';
import type { HistoryLayer } from '../platform/historyLayer';
import type { HostEvents } from '../platform/hostEvents';
import type { createListeners } from '../platform/listeners';
import { createLinks } from '../platform/links';
import { randomBytes } from '../platform/random';
import { calls, SHIPPED, typedCalls, type AnySection } from '../sections/registry';
import type { ShadowMount } from '../platform/shadow';
import type { ToastOptions } from '../public';
import { createAnalytics } from '../stores/analytics';
import { createCartActions, type CartChunk } from '../stores/cartActions';
import type { Combobox } from '../stores/combobox';
import type { LazyModule } from '../stores/lazyModule';
import { createImagePace } from '../stores/imagePace';
import { createLoading } from '../stores/loading';
import { createModals } from '../stores/modals';
import type { Popup } from '../stores/popup';
import { createRecent } from '../stores/recentKeywords';
import { createRowActions } from '../stores/rowActions';
import { createSearch, type Search } from '../stores/search';
import type { SessionStore } from '../stores/session';
import { createSuggestionLoader } from '../stores/suggestionLoader';
import type { SuggestionLists } from '../stores/suggestionLists';
import { createToasts, hostToast } from '../stores/toasts';
import type { PopupParts } from '../views/context';
import { popupViews } from '../views/popupViews';
import { controlsCss } from '../views/styles.controls';
import { popupCss } from '../views/styles.popup';

/** What a mounted widget made at mount and hands to its popup's parts. */
interface PopupPartsDeps {
  win: Window;
  doc: Document;
  env: Env;
  /**
   * The config as the page wrote it: read here (core/readConfig.ts: `allowedHosts`, the search `target`…; the
   * partner keys, core/partner.ts), where its warnings are said.
   */
  raw: unknown;
  mobile: boolean;
  mount: Pick<ShadowMount, 'addCss' | 'root'>;
  listeners: ReturnType<typeof createListeners>;
  events: HostEvents;
  /** The gateway client and the empty-input answers asked early (entries/connection.ts), fetched beside these parts. */
  client: Pick<LazyModule<ReturnType<typeof connect>>, 'need'>;
  /** The state made at mount, filled by the stores made here. */
  search: Pick<Search, '$search' | '$nothingFound'>;
  suggestions: SuggestionLists;
  popup: Popup;
  session: SessionStore;
  combobox: Combobox;
  history: HistoryLayer | null;
  cartChunk: CartChunk;
  /** The widget's sections in keyboard order: the shipped ones (sections/registry.ts), or a list composed from them. */
  sections?: readonly AnySection[];
}

/** The popup's parts as made for a mounted widget, and what the entry itself calls on them. */
type MadeParts = PopupParts & { toast(t: ToastOptions): void; prefetch(): void };

/**
 * The popup's parts: what the popup shows and does once the shopper reaches for it (hover, focus, touch,
 * typing) — its views (views/popupViews.ts) and CSS, the recent searches and their cookies, submitting and opening
 * a row, following links, the typed search, the stores that fill the empty input's state from the answers asked
 * early, the cart handle, the loading overlay, the toast and modal stores, and the analytics pushes.
 * entries/lazyParts.ts fetches them on first need (stores/lazyModule.ts), in parallel with the empty-input answers,
 * and makes them here; what is made is undone by the lazy module's `dispose()`, each part registered with `own`.
 * Time, randomness and cookies passed to the stores are the page's own here; a test passes its own.
 */
export function makePopupParts(d: PopupPartsDeps, own: (undo: () => void) => void): MadeParts {
  const { win, events, mobile, session, client } = d;
  const clock = realClock;
  // Each call waits for the client's chunk.
  const gateway: Gateway = {
    get: (path, params, signal) => client.need().then((c) => c.g.get(path, params, signal)),
    post: (path, json, signal) => client.need().then((c) => c.g.post(path, json, signal)),
  };
  const { config, warnings } = readConfig(d.raw, d.env);
  for (const w of [...warnings, ...readPartnerKeys(d.raw).warnings]) console.warn('SearchPopup: ' + w);
  d.mount.addCss(popupCss);
  d.mount.addCss(controlsCss);
  const loading = createLoading(session, clock);
  own(loading.dispose);
  // The widget's sections, in keyboard order: every part below loops over them; each brings its CSS.
  const registered = d.sections ?? SHIPPED;
  for (const s of registered) if (s.css) d.mount.addCss(s.css);
  // The typed search asks the typed sections' calls and the shortcut's.
  const { typed } = typedApi(gateway, typedCalls(registered));
  const stores = {
    search: createSearch(
      { typed },
      d.search,
      clock,
      gbCodeForTarget(config.target),
      config.narrowing ? narrowAnswer : undefined,
    ),
    suggestions: createSuggestionLoader(
      (path, params) => client.need().then((c) => c.prefetch.get(path, params)),
      d.suggestions,
      calls(registered),
    ),
  };
  own(stores.search.dispose);
  const images = createImagePace(d.search.$search, clock);
  own(images.dispose);
  const allowed = allowedOrigins(d.env, config.allowedHosts);
  const jar = documentCookies(d.doc);
  const recent = createRecent(jar);
  const modals = createModals(d.history);
  own(modals.dispose);
  // A partner page (contract §6): links to the shop carry the partner id, GA4 items its affiliation, cart actions
  // continue on the shop.
  const { partner } = readPartnerKeys(d.raw);
  const shop = shopOrigins(d.env);
  const partnerPage = isPartnerPage(win.location.origin, d.env, partner);
  const analytics = createAnalytics({
    win,
    ...stores,
    popup: d.popup,
    sections: registered,
    rows: mobile ? null : d.combobox,
    partner,
    clock,
    mobile,
    bannerNow: d.combobox.bannerNow,
    $bannerIndex: d.combobox.$bannerIndex,
  });
  own(analytics.dispose);
  // What following one of the widget's links does (spec §2): loading state, scroll kept by path, navigate event
  // first.
  const links = createLinks({ win, events, loading, attribute: (url) => attributed(url, partner, shop) });
  d.listeners.on<MouseEvent>(d.mount.root, 'click', links.onClick);
  // Back from the page a link led to: a page restored from the back/forward cache must not stay veiled.
  d.listeners.on<PageTransitionEvent>(win, 'pageshow', (e) => e.persisted && loading.hide());
  if (partner)
    for (const type of ['pointerdown', 'contextmenu', 'focusin']) d.listeners.on(d.mount.root, type, links.onPress);
  const actions = createRowActions({
    win,
    clock,
    env: d.env,
    allowed,
    target: config.target,
    mobile,
    typed,
    ...stores,
    recent,
    events,
    modals,
    links,
    analytics,
    sections: registered,
    banner: d.combobox.bannerNow,
  });
  // The rows shown are the computed rows from now on (the combobox, read from the page load on, writes them).
  own(d.combobox.follow(actions.$rows));
  const toasts = createToasts(clock);
  own(toasts.dispose);
  const cart = createCartActions(
    d.cartChunk,
    {
      env: d.env,
      allowed,
      win,
      mobile,
      gateway,
      jar,
      events,
      modals,
      toasts,
      loading,
      links,
      session,
      random: randomBytes,
      partnerPage,
      partner,
    },
    analytics.acted,
  );
  // The gateway refused this page's origin (gateway/client.ts): its sections say so calmly (core/gatewayRefusal.ts).
  const base = gatewayBase(config.gateway, win.location.href);
  const $refused = atom(refusals.has(base));
  own(refusals.listen(() => $refused.set(refusals.has(base))));
  return {
    views: popupViews,
    toasts,
    modals,
    analytics,
    ...stores,
    images,
    recent,
    actions,
    cart,
    loading,
    allowed,
    sections: registered,
    refused: $refused,
    // A host's toast (contract §2): its link only where links may lead.
    toast: (t) => toasts.show(hostToast(t, d.env, allowed)),
    // Hover or focus (the combobox's prefetch): the products others look at follow the latest recent search.
    prefetch() {
      stores.suggestions.prefetch();
      stores.suggestions.recommend(recent.$recent.get().items[0]?.keyword ?? '');
    },
  };
}
