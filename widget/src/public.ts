/**
 * The public interface a host page sees (contract §1–3). Shipped as `dist/types/public.d.ts`.
 */
import type { Device, Role, ServiceCode, User } from './core/types';

export type { Device, Role, ServiceCode, User };

/** The JSON a host writes into `<script type="application/json" id="search-popup-config">`. */
export interface SearchPopupConfig {
  /**
   * The host's device flag: `desktop` loads the dropdown, every other flag the mobile full-screen overlay.
   * @default the media query `(max-width: 767px)` decides between `mobile-web` and `desktop`
   */
  device?: Device;
  /**
   * Base URL of the gateway; a relative URL resolves against the page's own address.
   * @default "/api/gw"
   */
  gateway?: string;
  /**
   * Host strings: every one is required, each an absolute origin such as `https://product.example.com`; with
   * `shopOrigin`, the ones left out are that origin (and `env` itself may be left out).
   */
  env?: {
    mainHost: string;
    searchHost: string;
    eventHost: string;
    /** The content delivery host for images. */
    imageHost: string;
    serviceHosts: Record<ServiceCode, string>;
    apiBasePaths?: Partial<Record<'member' | 'hotf' | 'ecp' | 'schf' | 'backOffice', string>>;
  };
  /** The signed-in shopper, or `null` for anonymous. @default null */
  user?: User | null;
  /** Passed through into session state. @default null */
  profile?: Record<string, unknown> | null;
  /** Sent as `Authorization: Bearer …` on gateway calls. */
  accessToken?: string;
  /**
   * URL of the folder that holds the hashed bundles; needed only when `loader.js` is bundled or concatenated
   * into another file. @default the folder `loader.js` was loaded from
   */
  assetBase?: string;
  /**
   * Extra origins (besides the env hosts') that links and images from the gateway may point to, matched exactly:
   * a full origin (`https://cdn.example.com`, `http://127.0.0.1:8080`) pins scheme, host and port; a bare host
   * name (`cdn.example.com`) means `https://` on that host's default port. @default []
   */
  allowedHosts?: string[];
  /** A CSP nonce for the `<style>` fallback used where constructable stylesheets are missing. */
  nonce?: string;
  /** Gateway call timeout in ms, 1000–120000; a call that takes longer fails with `Request timeout after {n}ms`. @default 30000 */
  timeoutMs?: number;
  /**
   * The shelf the box searches (spec §2 search targets): its group code (`TOT`, `KBO`, `EBK`, `SAM`, `HTS`) is the
   * typed call's `gbCode`, and a search goes to the results page with that `gbCode` and `target`. Another value
   * searches the whole shop, with a warning. @default "total"
   */
  target?: SearchTarget;
  /**
   * Ask the image host for webp (spec §9 "optional webp filter": `filters:format(webp)/` after the size prefix) for
   * every product and author image; the image host must be able to convert. @default false
   */
  webp?: boolean;
  /**
   * A partner page's attribution id (letters, digits, `_`, `-`, `.`; up to 64): added as `partner=` to the shop's
   * links the widget opens and as `affiliation` to the GA4 items. Naming one makes the page a partner page.
   */
  partner?: string;
  /** Where the shop publishes the empty-input answers as static JSON (docs/partners.md); the gateway is the fallback. */
  cdnBase?: string;
  /** An origin that fills every `env` host the config leaves out (a partner's compact env). */
  shopOrigin?: string;
}

/** A search target (spec §2): `total` (the whole shop), `kyobo` (books), `ebook`, `sam`, `hottracks`. */
export type SearchTarget = 'total' | 'kyobo' | 'ebook' | 'sam' | 'hottracks';

/** The `detail` of each event, by its short name (contract §3). */
export interface EventDetails {
  ready: { version: string; device: Device };
  open: Record<never, never>;
  close: Record<never, never>;
  search: { keyword: string; target: string; url: string };
  /** `HANDOFF`: on a partner page the action continued on the shop's own origin, in a new window (contract §6). */
  cart: { code: CartActionCode; result: 'INS' | 'UPD' | 'OVF' | 'OVK' | 'ERROR' | 'HANDOFF'; items: unknown[] };
  navigate: { url: string };
}
export type EventType = keyof EventDetails;

/** A cart action code (contract §2): `001` buy now, `002` cart, `003` present, `004` quick order, `005` quick order of an e-book subscription. */
export type CartActionCode = '001' | '002' | '003' | '004' | '005';

/** A product for `Instance.cart` (contract §5 CartItem); only `saleCmdtid` is required. */
export interface CartItemInput {
  saleCmdtid: string;
  /** @default 1 */
  ordQty?: number;
  /** The product type code (KOR, EBK, MUC…). @default "KOR" */
  saleCmdtDvsnCode?: string;
  saleCmdtGrpDvsnCode?: string;
  /** Adult only (limit age 19). @default false */
  adult?: boolean;
  name?: string;
  /** Price in KRW, for analytics. */
  price?: number;
  cmdtClstCode?: string;
  cmdtCode?: string;
  bid?: string;
}

/** What a cart action ended in. */
export interface CartOutcome {
  /**
   * The gateway's answer (`INS` added, `UPD` already there, `OVF` cart full, `OVK` order limit, `ERROR` failed);
   * `BLOCKED` when a rule or the shopper stopped it before any request (see `reason`); `BUSY` when another
   * cart action was still in flight.
   */
  result: 'INS' | 'UPD' | 'OVF' | 'OVK' | 'ERROR' | 'HANDOFF' | 'BLOCKED' | 'BUSY';
  reason?: 'empty' | 'unavailable' | 'login' | 'verify' | 'options' | 'episodes' | 'window';
}

export interface ToastOptions {
  message: string;
  /** In ms. @default 3000 */
  duration?: number;
  /** @default "bottom" */
  position?: 'top' | 'bottom' | 'center';
  /** A link the toast offers: a site path or an URL on an allowed host. */
  url?: string;
  /** The link's text. @default "바로가기" */
  linkLabel?: string;
}

export interface DialogOptions {
  message: string;
  /** The primary button. @default "확인" */
  confirmLabel?: string;
  /** The confirm's other button. @default "취소" */
  cancelLabel?: string;
  /** A modal with an id already open is not opened again. */
  id?: string;
  /** Not opened while another modal of the same kind (alert or confirm) is open. */
  unique?: boolean;
}

/** The analytics events a shop's own buttons report through `Instance.track`. */
export type TrackEvent = 'share' | 'add_to_wishlist';

export interface TrackOptions {
  /** `share`: how it was shared (GA4 `method`: `kakaotalk`, `facebook`, `link`…). */
  method?: string;
}

/** Options of a host's cart action (`Instance.cart`). */
export interface CartOptions {
  /**
   * Each item's quantity is a separate line (spec §7 `separQty`): sent with the cart request and, for an order
   * action, on the order page's URL. @default false
   */
  separQty?: boolean;
  /**
   * A flower delivery (spec §2, the order pages' `flower`): for an order action, `flower=Y` on the order page's URL
   * (the shop's order page asks for the delivery's date and card). The popup never sets it. @default false
   */
  flower?: boolean;
}

/** A mounted widget. */
export interface Instance {
  /** Opens the popup, optionally with a keyword typed into it. */
  open(keyword?: string): void;
  close(): void;
  /** The signed-in shopper changes without a reload; `null` signs out. */
  setUser(user: User | null): void;
  /** Removes everything the widget rendered and every listener it added. */
  destroy(): void;
  /** Subscribes to a `searchpopup:{type}` event; the listener gets its `detail`. Returns the unsubscribe. */
  on<T extends EventType>(type: T, listener: (detail: EventDetails[T]) => void): () => void;
  /**
   * Runs a cart action from the host page's own buttons, with the popup's rules, prompts, messages, events and
   * analytics; resolves once its outcome is known.
   */
  cart(code: CartActionCode, items: CartItemInput[], options?: CartOptions): Promise<CartOutcome>;
  /**
   * Reports a shop's own share or 찜 (wishlist) button as the widget's analytics (contract §3 `share`,
   * `add_to_wishlist`; the popup has neither control): pushes the GA4 object onto `window.dataLayer`, with the
   * items as `cart` takes them and a partner page's `affiliation`. Queued like the other calls until the widget is
   * there.
   */
  track(event: TrackEvent, items: CartItemInput[], options?: TrackOptions): void;
  /** Shows a toast in the widget's layer. */
  toast(options: ToastOptions): void;
  /** Shows an alert (`role="alertdialog"`); resolves when it is closed. */
  alert(options: DialogOptions): Promise<void>;
  /** Asks for confirmation; resolves true for the primary button, false when dismissed. */
  confirm(options: DialogOptions): Promise<boolean>;
}

/** `window.SearchPopup`: defined as soon as the loader ran; calls made before the bundle arrives are queued. */
export interface SearchPopupGlobal extends Instance {
  readonly version: string;
  /** Resolves once mounted; rejects when the config is invalid or the bundle can't load. */
  ready(): Promise<Instance>;
}

/** What an entry bundle (desktop or mobile) exports to the loader. Internal. */
export interface EntryModule {
  /**
   * The instance, with an own `then` that is `undefined` (`ready()` resolves with it, whatever a page put on
   * Object.prototype); or throws an error whose message the loader reports as it is.
   */
  mount(options: MountOptions): Instance;
}

/** Internal: how the loader hands a validated config to an entry. */
export interface MountOptions {
  host: HTMLElement;
  /** True when the loader created `host` (then `destroy()` removes it). */
  created: boolean;
  /** The host's parsed JSON config, unchecked (the entry validates `env` and throws a `config` error). */
  raw: unknown;
  /** The device flag in effect, as the loader chose the bundle by it. */
  device: string;
  version: string;
  onDestroy?: () => void;
  /**
   * The loader's popstate listener, added when the loader ran (before the scripts after its tag, a router's
   * included): registers a handler, returns its removal.
   */
  popstate?: (fn: (e: PopStateEvent) => void) => () => void;
}

declare global {
  interface Window {
    SearchPopup?: SearchPopupGlobal;
    dataLayer?: unknown[];
  }
}

/**
 * The events on the host element (contract §3), by their DOM type: `searchpopup:cart` and the others bubble and
 * are composed, so a listener on the element, the document or the window gets the typed `detail`:
 *
 *   document.querySelector('search-popup')!.addEventListener('searchpopup:cart', (e) => e.detail.result);
 */
export type SearchPopupEventMap = {
  [K in EventType as `searchpopup:${K}`]: CustomEvent<EventDetails[K]>;
};

/** The `<search-popup>` element's attributes (contract §1, the element form). */
export interface SearchPopupAttributes {
  /** The device flag, as in the config: `desktop`, `mobile-web`, …; without one the config's, then the media query. */
  device?: Device;
  /** The id of the page's JSON config script. @default "search-popup-config" */
  config?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'search-popup': HTMLElement;
  }
  // Element, Document and Window event maps all extend this one.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends SearchPopupEventMap {}
}

/**
 * `<search-popup device="mobile-web" />` in React 19's JSX (the `JSX` namespace inside the module), with React's
 * props of an `HTMLElement` (`ref`, `key`, `className`, …). It names React's types through their UMD global
 * `React`: a project without `@types/react` type-checks these types with `skipLibCheck` (docs/deploy.md).
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'search-popup': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & SearchPopupAttributes;
    }
  }
}
