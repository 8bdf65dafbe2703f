import { isAdultViewer } from '../core/adultViewer';
import { lineFromProduct, linesFromHost, type CartLine } from '../core/cartLine';
import { afterCart, cartPlan, ORDER_CODES, type CartDestination } from '../core/cartPlan';
import { CART_CODES, CART_FAILURE_MESSAGE, cartToastPosition } from '../core/cartCodes';
import { thenSafe } from '../core/thenSafe';
import { adultVerifyUrl, loginUrl, orderFlags, orderUrl, type CartCode, type OrderFlags } from '../core/memberRoutes';
import { HANDOFF_BLOCKED, HANDOFF_CONFIRM_LABEL, HANDOFF_MESSAGES, handoffUrl } from '../core/handoff';
import { hostTrackEntry } from '../core/hostTrack';
import { serviceUrl } from '../core/serviceUrl';
import type { Env, Product } from '../core/types';
import type { Links } from '../platform/links';
import { createCart, type CartDeps } from './cart';
// After ./cart, which imports it too: the shared chunk's modules keep their order (and the chunk its name).
import { track } from '../platform/hostPage';
import type { Loading } from './loading';
import type { Dialogs } from './modals';
import type { CartOutcome as CartActionOutcome } from '../public';
import type { ToastShower } from './toasts';

// A submit whose popup's parts could not load (./searchAway.ts): this chunk imports neither of theirs.
export { away } from './searchAway';

/** The popup's own rows set no order flag. */
const NO_FLAGS: OrderFlags = { separQty: false, flower: false };

export interface CartFlowDeps extends CartDeps {
  env: Env;
  /** Where a link may lead: the env's hosts and the config's `allowedHosts` (core/urlPolicy). */
  allowed: ReadonlySet<string>;
  mobile: boolean;
  modals: Dialogs;
  toasts: ToastShower;
  loading: Loading;
  links: Links;
  /**
   * A partner page (contract §6): a cart action continues on the shop's own origin, in a new window, where the
   * shop's cookies are first-party.
   */
  partnerPage?: boolean;
}

/**
 * The whole cart action, for the popup's rows and the host's own buttons alike: the core plan (eligibility,
 * adult gate, login for buy-now and gift) answered in the modal layer, one request, then the spec §8 outcome
 * (toast, confirm with `장바구니 보기`, alert) or, for an order action that went in, its order page with
 * `spbkDvsnCode` and `spbkIds`. It resolves as soon as the outcome is known (a prompt it opened answers later).
 * One action at a time: while one is sending, another does nothing.
 */
export function createCartFlow(d: CartFlowDeps) {
  const cart = createCart(d);
  const { links } = d;
  let running = false;
  const site = (path: string | null) => serviceUrl(path, d.env, d.allowed);

  function destination(go: CartDestination): string | null {
    const here = d.win.location.href;
    if (go.to === 'login') return loginUrl(d.env, here, go.adult);
    if (go.to === 'verify') return adultVerifyUrl(d.env, here);
    return site(go.path);
  }

  /** A new window on the shop, with no handle back to this page; false when the browser blocked it. */
  function openShop(url: string): boolean {
    const w = d.win.open(url, '_blank');
    if (!w) return false;
    try {
      w.opener = null;
    } catch {
      // already elsewhere: nothing to cut
    }
    return true;
  }

  /**
   * A partner page's cart action: the shop's hand-off page adds the items with its own cookies once the shopper
   * confirms there (the shop signs in, verifies adults and shows the outcome); here the shopper is told where it
   * went on. A blocked window asks for one more click, which opens it (or, refused again, goes there in this tab).
   */
  function handOff(code: CartCode, lines: readonly CartLine[]): CartActionOutcome {
    const { url, items, left } = handoffUrl(
      d.env,
      code,
      lines.map((l) => ({ ...l.item, spbkDvsnCode: code })),
      d.partner ?? null,
    );
    if (left.length) console.warn('SearchPopup: left out of the hand-off to the shop: ' + left.join(', '));
    if (!url) {
      d.toasts.show({ message: CART_FAILURE_MESSAGE, position: cartToastPosition(d.mobile) });
      return { result: 'ERROR' };
    }
    const handed = () => d.events.emit('cart', { code, result: 'HANDOFF', items });
    if (openShop(url)) {
      d.toasts.show({ message: HANDOFF_MESSAGES[code], position: cartToastPosition(d.mobile) });
      handed();
      return { result: 'HANDOFF' };
    }
    // Reported as a hand-off once the shopper's own click took it on (the cart event then), as the other prompts do.
    void d.modals
      .confirm({ message: HANDOFF_BLOCKED, confirmLabel: HANDOFF_CONFIRM_LABEL, cancelLabel: '닫기', unique: true })
      .then((yes) => {
        if (!yes) return;
        if (!openShop(url)) links.follow(url);
        handed();
      });
    return { result: 'BLOCKED', reason: 'window' };
  }

  // Every outcome marked (core/thenSafe.ts): on a page with a `then` on Object.prototype an async function's object
  // result never settles, and `running` would stay set (each later add BUSY).
  async function act(code: CartCode, lines: readonly CartLine[], flags: OrderFlags): Promise<CartActionOutcome> {
    const session = d.session.$session.get();
    // On a partner page the shop, not this page, knows who is signed in: its hand-off page asks for the sign-in and
    // the adult verification; the eligibility rules (options, episodes, nothing addable) still answer here.
    const plan = cartPlan(
      code,
      lines,
      d.partnerPage
        ? { signedIn: true, adult: true }
        : { signedIn: session.signedIn, adult: isAdultViewer(session.user) },
    );
    if (plan.kind === 'alert') {
      void d.modals.alert({ message: plan.message, unique: true });
      return thenSafe({ result: 'BLOCKED', reason: plan.reason });
    }
    if (plan.kind === 'confirm') {
      const url = destination(plan.go);
      // With nowhere to go (a detail page the route rules can't build), the prompt is only an alert.
      if (url)
        void d.modals
          .confirm({ message: plan.message, confirmLabel: plan.confirmLabel, unique: true })
          .then((yes) => yes && links.follow(url));
      else void d.modals.alert({ message: plan.message.split('\n')[0], unique: true });
      return thenSafe({ result: 'BLOCKED', reason: plan.reason });
    }
    if (d.partnerPage) return thenSafe(handOff(code, lines));
    const ordering = ORDER_CODES.indexOf(code) >= 0;
    if (ordering) d.loading.show();
    const sent = await cart.send(code, lines, flags.separQty);
    if (!sent) return thenSafe({ result: 'BUSY' });
    const next = afterCart(code, sent.result, { ebook: lines.every((l) => l.ebook), mobile: d.mobile });
    if (next.kind === 'order') {
      links.follow(orderUrl(d.env, code, { spbkIds: sent.ids, ...flags }));
      return thenSafe({ result: sent.result });
    }
    if (ordering) d.loading.hide();
    if (next.kind === 'toast') {
      const url = next.link ? site(next.link.path) : null;
      d.toasts.show({
        message: next.message,
        position: next.position,
        ...(url ? { url, linkLabel: next.link!.label } : {}),
      });
    } else if (next.kind === 'alert') {
      void d.modals.alert({ message: next.message, unique: true });
    } else {
      const url = site(next.path);
      if (url)
        void d.modals
          .confirm({ message: next.message, confirmLabel: next.confirmLabel, cancelLabel: '닫기', unique: true })
          .then((yes) => yes && links.follow(url));
    }
    return thenSafe({ result: sent.result });
  }

  async function run(code: CartCode, lines: readonly CartLine[], flags = NO_FLAGS): Promise<CartActionOutcome> {
    if (running || cart.$busy.get()) return thenSafe({ result: 'BUSY' });
    running = true;
    try {
      return await act(code, lines, flags);
    } finally {
      running = false;
    }
  }

  return {
    /** The popup's product rows. */
    products: (code: CartCode, products: readonly Product[]) =>
      run(
        code,
        products.map((p) => lineFromProduct(p, code)),
      ),
    /**
     * `Instance.cart`: a code and the host's CartItem-like objects, untrusted: an unknown code does nothing
     * (an error says which codes there are); items that can't be used are named in a warning. `separQty` and
     * `flower` are on only when the options say `true` (core/memberRoutes.ts orderFlags).
     */
    host(code: unknown, items: unknown, options?: unknown): Promise<CartActionOutcome> {
      const action = String(code) as CartCode;
      if (CART_CODES.indexOf(action) < 0) {
        console.error(
          'SearchPopup: cart code must be one of ' + CART_CODES.join(', ') + ', not ' + JSON.stringify(code),
        );
        return Promise.resolve(thenSafe({ result: 'BLOCKED', reason: 'empty' }));
      }
      const { lines, problems } = linesFromHost(items, action);
      if (problems.length) console.warn('SearchPopup: cart items left out: ' + problems.join('; '));
      return run(action, lines, orderFlags(options));
    },
    /**
     * `Instance.track`: a shop's own share and 찜 buttons report `share` and `add_to_wishlist` as the widget's GA4
     * objects (core/hostTrack.ts), with the partner's affiliation; what can't be used is said in a warning.
     */
    track(event: unknown, items: unknown, options?: unknown): void {
      const { entry, problems } = hostTrackEntry(event, items, options);
      if (problems.length) console.warn('SearchPopup: track: ' + problems.join('; '));
      if (entry) track(d.win, entry, d.partner);
    },
  };
}
export type CartFlow = ReturnType<typeof createCartFlow>;
