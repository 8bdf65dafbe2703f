import { own } from '../../widget/src/core/validateEnv';
import type { EntryModule, EventType, Instance, SearchPopupGlobal } from '../../widget/src/public';
import { findConfig, trustedAssetBase } from './config';

/** The bundle files of each view: the entry first, then the chunks it imports (fetched in parallel). */
export interface BundleFiles {
  desktop: string[];
  mobile: string[];
}

export interface LoaderDeps {
  win: Window;
  doc: Document;
  /** `document.currentScript`, captured synchronously when the loader started. */
  script: HTMLScriptElement | null;
  files: BundleFiles;
  version: string;
  load(url: string): Promise<unknown>;
}

/** The custom element (contract §1, the element form). */
export const TAG = 'search-popup';
/** Where a running loader keeps its lifecycle: a symbol, so no page script meets it by name or in a for-in. */
export const HUB = Symbol.for('search-popup.hub');

interface Box {
  host: HTMLElement;
  /** The loader made this host (the fallback before its script tag): removed on destroy, replaced by any real box. */
  created: boolean;
  inst?: Instance;
  dead?: boolean;
  offs: Map<Sub, () => void>;
  /** A syllable is being composed in the page's own field inside the box (the widget mounts after it). */
  composing?: boolean;
  /** Stops watching the page's field (once mounted or dropped). */
  untrack?: () => void;
  /** The mount waiting for the composition to end (called with nothing: it clears itself in the call). */
  wait?: (cleared?: undefined) => void;
  /** Set while the page's field had a composition, input or focus event in the last `QUIET` ms. */
  quiet?: ReturnType<typeof setTimeout>;
}
type Sub = [EventType, (detail: unknown) => void];
interface Hub {
  api: SearchPopupGlobal;
  /** `again`: a `device` or `config` attribute changed (its box ends, it mounts anew). */
  connect(el: HTMLElement, again?: 1): void;
  disconnect(el: HTMLElement): void;
}
type HubWindow = Window & { [HUB]?: Hub };

const noop = () => {};
/**
 * How long the page's own field in a box must be quiet (no composition or input event) before the widget takes it
 * over; the key that ends a syllable arrives well within it even on a loaded machine.
 */
export const QUIET = 300;

/**
 * The device flag in effect (contract §1): the config's when it gives one (`desktop` loads the dropdown, any
 * other flag the mobile overlay), otherwise `(max-width: 767px)` picks `mobile-web` or `desktop`.
 */
export function chooseDevice(flag: unknown, win: Window): string {
  if (typeof flag === 'string' && flag) return flag;
  return win.matchMedia && win.matchMedia('(max-width: 767px)').matches ? 'mobile-web' : 'desktop';
}

/**
 * Starts the widget's lifecycle on a page (contract §1–2). Every box — a `<search-popup>` element, the legacy
 * mount point (`data-mount`, default `#search-popup`), or the host the loader makes before its own script when a
 * parsed page has neither — mounts when it is connected and is destroyed when it leaves the document (after a
 * microtask, so a move is not a remount); a `<search-popup>` whose `device` or `config` attribute changes mounts
 * again. `window.SearchPopup` is defined at once: `ready()` resolves to a live box's instance, `on()` listens on
 * every box present and future, `setUser()` reaches every box, the other calls go to the first live box (queued
 * until one mounts). `destroy()` ends every box, the calls and listeners given so far and the loader's popstate
 * listener; the global and the element stay, and the lifecycle rests until the page uses it again (a call on the
 * global, a `<search-popup>` connected, a new mount point): then every box element in the page mounts again. A
 * second run (the loader included twice, or two versions) finds the first and returns it.
 */
export function boot(d: LoaderDeps): SearchPopupGlobal {
  const { win, doc, script } = d;
  const w = win as HubWindow;
  const setGlobal = (v: SearchPopupGlobal) => {
    try {
      w.SearchPopup = v;
    } catch {
      // A page's read-only `SearchPopup`: nothing to do about it.
    }
  };
  const running = w[HUB];
  if (running) {
    if (w.SearchPopup !== running.api) setGlobal(running.api);
    return running.api;
  }
  // A loader from before the element form (it keeps no hub) is ours all the same: the whole API, with a version.
  const before = w.SearchPopup as Partial<SearchPopupGlobal> | undefined;
  if (
    before &&
    typeof before.version === 'string' &&
    (['ready', 'cart', 'confirm', 'destroy'] as const).every((m) => typeof before[m] === 'function')
  ) {
    return before as SearchPopupGlobal;
  }

  const attr = (name: string) => (script && script.getAttribute(name)) || '';
  const configId = attr('data-config') || 'search-popup-config';
  const boxes: Box[] = [];
  const subs = new Set<Sub>();
  const queue: [keyof Instance, unknown[]][] = [];
  const reported = new Set<string>();
  /**
   * Set by `destroy()`: the box elements it emptied. The lifecycle rests (nothing mounts) until the page uses it
   * again (`wake`).
   */
  let rest: Set<HTMLElement> | null = null;
  let user: [unknown] | null = null;
  let failure: Error | null = null;
  let legacy: Box | null = null;
  // One popstate listener from the loader's first moment: on `window` listeners run in the order they were added,
  // so the widget's history layer, registered here, can stop its own back-button pops before a router that
  // loaded after the loader hears them. `destroy()` removes it; the next box adds it again (capturing, it still
  // runs before a router's listener on `window`).
  const pops = new Set<(e: PopStateEvent) => void>();
  const onPop = (e: Event) => pops.forEach((fn) => fn(e as PopStateEvent));
  // Added again while it is there, it is still one listener.
  const listen = () => win.addEventListener('popstate', onPop, true);
  listen();
  const popstate = (fn: (e: PopStateEvent) => void) => {
    pops.add(fn);
    return () => void pops.delete(fn);
  };

  // ready(): one promise per stretch of time with a live instance, without one yet, or after a failed start;
  // `settled` is what the current one settled with (nothing yet: waiting).
  let settled: Instance | Error | undefined;
  let settle!: [(i: Instance) => void, (e: Error) => void];
  let pending!: Promise<Instance>;
  const renew = () => {
    settled = undefined;
    // A host that never calls ready() must not see an unhandled rejection.
    (pending = new Promise((res, rej) => (settle = [res, rej]))).catch(noop);
  };
  renew();
  const settleWith = (v: Instance | Error) => {
    if (settled) renew();
    (settle[+(v instanceof Error)] as (v: unknown) => void)((settled = v));
  };
  const live = () => boxes.find((b) => b.inst)?.inst;
  const announce = () => {
    const inst = live();
    if (inst ? settled === inst : !settled || settled instanceof Error) return;
    if (inst) settleWith(inst);
    else renew();
  };
  const log = (message: string) => {
    if (!reported.has(message)) console.error(message);
    reported.add(message);
  };
  // A start that failed: said once, and ready() rejects with it while no box is live.
  const report = (message: string) => {
    log(message);
    failure = new Error(message);
    if (live()) return;
    queue.length = 0;
    settleWith(failure);
  };
  // The host's first paint comes before the widget's start (the page scanned, the config read, the entry's import,
  // the mount): a frame once the page is parsed, then a task after its paint; where frames don't run (a hidden tab),
  // 100 ms. The page's own DOMContentLoaded listeners and its first paint don't wait for the widget.
  let painted = false;
  const afterPaint: (() => void)[] = [];
  const paint = () => {
    painted = true;
    afterPaint.splice(0).forEach((fn) => fn());
  };
  const armPaint = () => {
    setTimeout(paint, 100);
    win.requestAnimationFrame(() => setTimeout(paint));
  };

  // The config as the loader first saw it, by id: a framework that owns the node holding it (Vue's in-DOM
  // template) drops the script when it mounts, before the widget's start reads it. The live element wins while
  // there is one (a config added or rewritten later); a copy is taken on each read, so the last one seen serves
  // once it is gone.
  const kept = new Map<string, string>();
  const read = (id: string) => {
    const found = findConfig(doc, id);
    if (found && typeof found !== 'string') kept.set(id, found.textContent!);
    return found;
  };
  read(configId);
  if (doc.readyState !== 'loading') armPaint();
  else {
    // Parsed (`interactive` comes before the page's deferred and module scripts run, a framework's included).
    doc.addEventListener('readystatechange', () => read(configId), { once: true });
    doc.addEventListener('DOMContentLoaded', armPaint, { once: true });
  }

  const views: Record<string, Promise<EntryModule> | undefined> = {};
  // Every file of a view at once; no Promise.all, whose array answer a polluted Object.prototype.then would hijack.
  const loadView = (urls: string[]) =>
    (views[urls[0]] ??= new Promise<EntryModule>((res, rej) => {
      let left = urls.length;
      let entry: unknown;
      urls.forEach((u, i) =>
        d.load(u).then((m) => {
          if (!i) entry = m;
          if (!--left) res(entry as EntryModule);
        }, rej),
      );
    }).catch((e: Error) => {
      views[urls[0]] = undefined;
      throw e;
    }));

  const drop = (box: Box) => {
    box.dead = true;
    box.untrack!();
    const at = boxes.indexOf(box);
    if (at >= 0) boxes.splice(at, 1);
    if (legacy === box) legacy = null;
    box.offs.forEach((off) => off());
    box.offs.clear();
    announce();
  };
  const end = (box: Box) => {
    if (box.inst) box.inst.destroy();
    else if (box.created) box.host.remove();
    drop(box);
  };

  const mount = (box: Box) => {
    if (box.dead) return;
    if (!painted) return void afterPaint.push(() => mount(box));
    const { host } = box;
    const element = host.localName === TAG;
    const id = (element && host.getAttribute('config')) || configId;
    const found = read(id);
    if (typeof found === 'string') return report(found);
    const text = kept.get(id);
    if (text == null)
      return report(
        'SearchPopup: no config: the page has no <script type="application/json" id="' +
          id +
          '"> (put it before any user content)',
      );
    let raw: unknown;
    try {
      raw = JSON.parse(text || '{}');
    } catch (e) {
      return report('SearchPopup: the config in #' + id + ' is not valid JSON (' + (e as Error).message + ')');
    }
    const device = chooseDevice((element && host.getAttribute('device')) || own(raw, 'device'), win);
    const base = trustedAssetBase(own(raw, 'assetBase'), script, doc, attr('data-asset-origin'));
    if (base.error) log(base.error);
    let urls: string[];
    try {
      urls = d.files[device === 'desktop' ? 'desktop' : 'mobile'].map((f) => new URL(f, base.url!).href);
    } catch {
      return report('SearchPopup: cannot tell where the bundles are; set "assetBase" in the config');
    }
    loadView(urls).then(
      function go(mod) {
        if (box.dead) return;
        if (!host.isConnected) return drop(box);
        // Never take the page's own field over mid-syllable or mid-key: once no syllable is composing (the
        // composition's end, a plain input, the field left) and the field has been quiet for QUIET ms.
        if (box.composing || box.quiet) return void (box.wait = () => go(mod));
        let inst: Instance;
        try {
          inst = mod.mount({
            host,
            created: box.created,
            raw,
            device,
            version: d.version,
            onDestroy: () => drop(box),
            popstate,
          });
        } catch (e) {
          // A refused box stays known (without an instance), so the page's next DOM change doesn't try it again;
          // it is forgotten when it leaves the document. A host the loader made goes at once.
          if (box.created) end(box);
          // A config the entry refused (the env, contract §1) is reported in its own words.
          const m = (e as Error).message;
          return report((e as { config?: boolean }).config ? m : 'SearchPopup: mounting failed (' + m + ')');
        }
        // Resolving ready() with it must not call a `then` a page put on Object.prototype.
        Object.defineProperty(inst, 'then', { value: undefined });
        box.inst = inst;
        box.untrack!();
        failure = null;
        subs.forEach((s) => box.offs.set(s, inst.on(...s)));
        if (user) inst.setUser(user[0] as never);
        if (live() === inst)
          for (const [m, args] of queue.splice(0)) (inst[m] as (...a: unknown[]) => unknown)(...args);
        announce();
      },
      (e: Error) => report('SearchPopup: could not load ' + urls[0] + ' (' + (e && e.message) + ')'),
    );
  };

  const add = (host: HTMLElement, created = false) => {
    listen();
    const box: Box = { host, created, offs: new Map() };
    // Whether the page's own field in the box may be composing (platform/earlyField.ts takes it over). Focused
    // with text before the loader ran, it may already be (the composing syllable is in the value): no event says so
    // until the shopper's next key. Focused and empty (a page's autofocus), it is not.
    const focused = doc.activeElement as HTMLInputElement | null;
    box.composing = !!focused && host.contains(focused) && !!focused.value;
    // The key that ends a syllable (a space, Enter) comes after the composition's end, a task or a frame later
    // with an asynchronous IME (ibus): moving the focus in that gap can lose it. So the field must be quiet too.
    const types = ['compositionstart', 'compositionend', 'input', 'focusout'];
    const track = (e: Event) => {
      box.composing = e.type === types[0] || !!(e as InputEvent).isComposing;
      clearTimeout(box.quiet);
      // Quiet and not composing: the waiting mount runs (cleared first, so it runs once).
      box.quiet = setTimeout(() => {
        box.quiet = undefined;
        if (!box.composing) box.wait?.((box.wait = undefined));
      }, QUIET);
    };
    types.forEach((t) => host.addEventListener(t, track, true));
    box.untrack = () => types.forEach((t) => host.removeEventListener(t, track, true));
    boxes.push(box);
    // The loader's own host was a guess: a box the page wrote takes its place.
    if (!created && legacy?.created) end(legacy);
    mount(box);
    return box;
  };
  const boxOf = (el: Element) => boxes.find((b) => b.host === el);

  // The legacy mount point: found once the page is parsed, and again whenever the page replaces it.
  const scan = () => {
    if (legacy && !legacy.host.isConnected) end(legacy);
    if (legacy && !legacy.created) return;
    let el: HTMLElement | null = null;
    const selector = attr('data-mount') || '#search-popup';
    try {
      el = doc.querySelector(selector);
    } catch {
      return report('SearchPopup: data-mount "' + selector + '" is not a valid selector');
    }
    if (!el || boxOf(el)) return;
    if (!rest) legacy = add(el);
    else if (!rest.has(el)) wake();
  };
  const start = () => {
    scan();
    // A parsed page with no box at all: a host element right before the loader's script tag (in the body).
    if (!boxes.length && script && script.isConnected && doc.body && doc.body.contains(script)) {
      const host = doc.createElement('div');
      script.parentNode!.insertBefore(host, script);
      legacy = add(host, true);
    }
    // Kept through destroy(): a mount point the page adds later mounts again.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.addedNodes.length || r.removedNodes.length)) scan();
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  };
  // A `<search-popup>` connected, disconnected or with a `device` or `config` attribute changed (`again`: its box
  // ends and it mounts anew), after a microtask: a move within one task is no remount, and one a framework inserts
  // in the task that then runs the old node's cleanup (React's commit: the new node in, then the old one's effect
  // cleanup, which may call destroy()) counts as connected after it.
  const sync = (el: HTMLElement, again?: 1) =>
    queueMicrotask(() => {
      let box = boxOf(el);
      if (box && (again || !el.isConnected)) box = void end(box);
      if (box || !el.isConnected) return;
      if (rest) wake();
      else add(el);
    });
  // After a destroy(): the page used the API again, connected a `<search-popup>` or added a new mount point. Every
  // box element in the page mounts, as at the start (StrictMode's mount, cleanup, mount: the effect's second run
  // uses the API and gets its box back).
  const wake = () => {
    if (!rest) return;
    rest = null;
    scan();
    doc.querySelectorAll<HTMLElement>(TAG).forEach((el) => sync(el));
  };

  const first = (m: keyof Instance, args: unknown[]) => {
    wake();
    const inst = live();
    if (inst) return (inst[m] as (...a: unknown[]) => unknown)(...args);
    if (!failure) queue.push([m, args]);
  };
  const api: SearchPopupGlobal = {
    version: d.version,
    ready: () => {
      wake();
      announce();
      return pending;
    },
    open: (...a) => first('open', a),
    close: (...a) => first('close', a),
    toast: (...a) => first('toast', a),
    setUser(u) {
      wake();
      user = [u];
      boxes.forEach((b) => b.inst?.setUser(u));
    },
    on(type, listener) {
      wake();
      const s: Sub = [type, listener as Sub[1]];
      subs.add(s);
      boxes.forEach((b) => b.inst && b.offs.set(s, b.inst.on(...s)));
      return () => {
        subs.delete(s);
        for (const b of boxes) {
          b.offs.get(s)?.();
          b.offs.delete(s);
        }
      };
    },
    destroy() {
      // Before the start (the page's first paint: StrictMode's simulated unmount) no box has rendered anything yet;
      // they mount as usual.
      if (painted) {
        rest ||= new Set();
        boxes.slice().forEach((b) => {
          rest!.add(b.host);
          end(b);
        });
        win.removeEventListener('popstate', onPop, true);
      }
      queue.length = 0;
      subs.clear();
      user = failure = null;
    },
    // Promise-returning calls wait for a live box (or reject with the start's error).
    cart: (code, items, options) => api.ready().then((i) => i.cart(code, items, options)),
    alert: (options) => api.ready().then((i) => i.alert(options)),
    confirm: (options) => api.ready().then((i) => i.confirm(options)),
  };
  w[HUB] = {
    api,
    connect: sync,
    disconnect: sync,
  };
  if (w.SearchPopup !== undefined) console.warn('SearchPopup: replacing a window.SearchPopup the page defined');
  setGlobal(api);

  // The element form; one defined before (by a run whose hub is gone: a test's new page) reaches this hub the same way.
  const ce = win.customElements;
  if (ce && !ce.get(TAG)) {
    const Base = (win as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement;
    ce.define(
      TAG,
      class extends Base {
        static observedAttributes = ['device', 'config'];
        connectedCallback() {
          w[HUB]?.connect(this);
        }
        disconnectedCallback() {
          w[HUB]?.disconnect(this);
        }
        attributeChangedCallback(_: string, was: string | null, now: string | null) {
          if (was !== now) w[HUB]?.connect(this, 1);
        }
      },
    );
  } else if (ce) doc.querySelectorAll<HTMLElement>(TAG).forEach((el) => sync(el));
  afterPaint.push(start);
  return api;
}
