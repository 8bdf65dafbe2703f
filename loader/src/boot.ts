import { own } from '../../widget/src/core/validateEnv';
import type { Instance, SearchPopupGlobal } from '../../widget/src/public';
import { createBox, FRESH, MAX_BOXES, release, unsubscribe, type Box, type Sub } from './box';
import { createBundles } from './bundles';
import { configAllowed, DEFAULT_CONFIG, keepConfigs, mountPoint, trustedAssetBase } from './config';
import { defineElement, HUB, TAG, type HubWindow } from './element';
import { createPaint } from './paint';
import { createPopstate } from './popstate';
import { createReady } from './ready';

/** How long after a failed load it is said, unless the page was left meanwhile (`mount`). */
const LATER = 1000;

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
 * mount point (`data-mount`, default `#search-popup`, the first after the config script), or the host the loader
 * makes before its own script when a parsed page has neither — mounts (at most MAX_BOXES, one per task) when it is
 * connected and is destroyed when it leaves the document (after a
 * microtask, so a move is not a remount); a `<search-popup>` whose `device` or `config` attribute changes mounts
 * again. `window.SearchPopup` is defined at once: `ready()` resolves to a live box's instance, `on()` listens on
 * every box present and future, `setUser()` reaches every box, the other calls go to the first live box (queued
 * until one mounts). `destroy()` ends every box, the calls and listeners given so far and the loader's popstate
 * listener; the global and the element stay, and the lifecycle rests until the page uses it again (a call on the
 * global, a `<search-popup>` connected, a new mount point): then every box element in the page mounts again. A
 * second run (the loader included twice, or two versions) finds the first and returns it.
 *
 * Composed of parts that each own their state and its undo: the first paint the start waits for (paint.ts), the
 * config copies (config.ts), the view bundles (bundles.ts), `ready()`'s promise (ready.ts), the early popstate
 * listener (popstate.ts), each box with its page field watch and its listeners (box.ts), the element (element.ts).
 * What is left here is the lifecycle: which boxes exist, mounting them, and the global.
 */
export function boot(d: LoaderDeps): SearchPopupGlobal {
  const { doc, script } = d;
  const win = d.win as HubWindow;
  const setGlobal = (v: SearchPopupGlobal) => {
    try {
      win.SearchPopup = v;
    } catch {
      // A page's read-only `SearchPopup`: nothing to do about it.
    }
  };
  const running = win[HUB];
  if (running) {
    if (win.SearchPopup !== running.api) setGlobal(running.api);
    // The page ran the loader again (a tag a component appends): it uses the widget again, as a call would (after a
    // destroy(), every box element mounts again).
    running.api.ready();
    return running.api;
  }
  // A loader from before the element form (it keeps no hub) is ours all the same: the whole API, with a version.
  const before = win.SearchPopup as Partial<SearchPopupGlobal> | undefined;
  if (before && typeof before.version === 'string' && typeof before.ready === 'function') {
    return before as SearchPopupGlobal;
  }

  const attr = (name: string) => (script && script.getAttribute(name)) || '';
  const configId = attr('data-config') || DEFAULT_CONFIG;
  const boxes: Box[] = [];
  const subs = new Set<Sub>();
  const queue: [keyof Instance, unknown[]][] = [];
  const reported = new Set<string>();
  /**
   * Set by `destroy()`: the box elements it emptied. The lifecycle rests (nothing mounts) until the page uses it
   * again (`wake`).
   */
  let rest: Set<HTMLElement> | null = null;
  /**
   * Until when (performance.now()) each box element is new: FRESH ms after the loader first saw it, 0 for those the
   * page's HTML made (there when the page was parsed, or when a loader that ran later started). A `destroy()` while
   * it is new is the cleanup of the component it replaced (React runs a removed component's cleanup after the commit
   * that put the new node in, a task or a frame later outside an event) or StrictMode's simulated unmount (its
   * effects may run after the widget's start): it leaves the new element's box alone (a new mount point is the page
   * using the widget again, issue 50).
   */
  const seen = new WeakMap<HTMLElement, number>();
  const selector = attr('data-mount') || '#search-popup';
  // The config as the page has it, and the box elements its HTML made: at the first run, and again once the page is
  // parsed (`interactive` comes before the page's deferred and module scripts run, a framework's included).
  const parsed = () => {
    read(configId);
    try {
      doc.querySelectorAll<HTMLElement>(TAG + ',' + selector).forEach((el) => seen.set(el, 0));
    } catch {
      // Not a selector: scan() says so.
    }
  };
  let user: [unknown] | null = null;
  let failure: Error | null = null;
  let legacy: Box | undefined;
  const [popstate, listen, unlisten] = createPopstate(win);
  const [pending, settle, fail] = createReady();
  const live = () => boxes.find((b) => b.inst)?.inst;
  const announce = () => settle(live());
  const log = (message: string) => {
    if (!reported.has(message)) console.error(message);
    reported.add(message);
  };
  // A start that failed: said once (unless `unsaid`), and ready() rejects with it while no box is live.
  const report = (message: string, unsaid?: boolean) => {
    if (!unsaid) log(message);
    failure = new Error(message);
    if (live()) return;
    queue.length = 0;
    fail(failure);
  };
  const [painted, afterPaint] = createPaint(win, doc);
  const [read, configText] = keepConfigs(doc);
  parsed();
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', parsed, { once: true });
  const loadView = createBundles(d.load);

  const drop = (box: Box) => {
    release(box);
    const at = boxes.indexOf(box);
    if (at >= 0) boxes.splice(at, 1);
    if (legacy === box) legacy = undefined;
    announce();
  };
  const end = (box: Box) => {
    if (box.inst) box.inst.destroy();
    else if (box.created) box.host.remove();
    drop(box);
  };

  const mount = (box: Box) => {
    if (box.dead) return;
    if (!painted()) return afterPaint(() => mount(box));
    const { host } = box;
    const element = host.localName === TAG;
    const id = (element && host.getAttribute('config')) || configId;
    // The attribute names only a config the loader tag allows: never another JSON script of the page's.
    if (!configAllowed(id, configId, attr('data-config-ids')))
      return report('SearchPopup: config="' + id + '" needs data-config-ids="' + id + '" on the loader tag');
    const found = read(id);
    if (typeof found === 'string') return report(found);
    const text = configText(id);
    if (text == null) return report('SearchPopup: no config: no <script type="application/json" id="' + id + '">');
    let raw: unknown;
    try {
      raw = JSON.parse(text || '{}');
    } catch (e) {
      return report('SearchPopup: #' + id + ' is not JSON (' + (e as Error).message + ')');
    }
    const device = chooseDevice((element && host.getAttribute('device')) || own(raw, 'device'), win);
    const base = trustedAssetBase(own(raw, 'assetBase'), script, doc, attr('data-asset-origin'));
    if (base.error) log(base.error);
    let urls: string[];
    try {
      urls = d.files[device === 'desktop' ? 'desktop' : 'mobile'].map((f) => new URL(f, base.url!).href);
    } catch {
      return report('SearchPopup: no bundle URL: set "assetBase"');
    }
    loadView(urls).then(
      // One box mounts per task (issue 38): each in a timer task of its own, so a page with many never spends one
      // long task on them; the page's input and paint run between them.
      (mod) =>
        void setTimeout(function go() {
          if (box.dead) return;
          if (!host.isConnected) return drop(box);
          // Never take the page's own field over mid-syllable or mid-key: once no syllable is composing (the
          // composition's end, a plain input, the field left) and the field has been quiet for QUIET ms.
          if (box.composing || box.quiet) return (box.wait = go);
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
            // Reported in the entry's words: a config it refused (the env, contract §1), or why mounting failed.
            return report((e as Error).message);
          }
          box.inst = inst;
          box.untrack();
          failure = null;
          subs.forEach((s) => box.offs.set(s, inst.on(...s)));
          if (user) inst.setUser(user[0] as never);
          if (live() === inst)
            for (const [m, args] of queue.splice(0)) (inst[m] as (...a: unknown[]) => unknown)(...args);
          announce();
        }),
      (e: Error) => {
        // A navigation cuts the page's loads short (Firefox rejects their imports as it starts, before `pagehide`):
        // a failed load is said if the page is still shown LATER ms on; if it was left meanwhile it is not said, and
        // the box mounts again when the page comes back (the back-forward cache).
        const message = 'SearchPopup: could not load ' + urls[0] + ' (' + (e && e.message) + ')';
        let left = false;
        const leave = () => (left = true);
        report(message, true);
        // Listening only until then: a page whose loads all came keeps no listener of the loader's but popstate.
        win.addEventListener('pagehide', leave);
        setTimeout(() => {
          win.removeEventListener('pagehide', leave);
          if (left) mount(box);
          else log(message);
        }, LATER);
      },
    );
  };

  const add = (host: HTMLElement, created = false) => {
    // A page never needs more boxes than MAX_BOXES: past it, a box element is refused (until one of them has gone).
    if (boxes.length >= MAX_BOXES) return void log('SearchPopup: over ' + MAX_BOXES + ' boxes: ignored');
    if (!seen.has(host)) seen.set(host, performance.now() + FRESH);
    const box = createBox(host, created, doc);
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
    let all: NodeListOf<HTMLElement>;
    try {
      all = doc.querySelectorAll(selector);
    } catch {
      return report('SearchPopup: data-mount "' + selector + '" is not a selector');
    }
    // The first that follows the config script (user content before it is not the host's mount point).
    const el = mountPoint(all, read(configId));
    if (all[0] !== el) log('SearchPopup: ' + selector + ' before the config ignored');
    if (!el || boxOf(el)) return;
    if (!rest) legacy = add(el);
    else if (!rest.has(el)) wake();
  };
  const start = () => {
    scan();
    // A parsed page with no box at all: a host element right before the loader's script tag (in the body).
    if (!boxes.length && script && doc.body?.contains(script)) {
      const host = doc.createElement('div');
      script.before(host);
      legacy = add(host, true);
    }
    // Kept through destroy(): a mount point the page adds later mounts again.
    // Each record of a childList observer added or removed a node (the DOM standard asserts one of them).
    new MutationObserver(scan).observe(doc.documentElement, { childList: true, subtree: true });
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
    // The popstate listener destroy() took away (a resting lifecycle has none), added once again.
    listen();
    scan();
    elements();
  };
  const elements = () => doc.querySelectorAll<HTMLElement>(TAG).forEach((el) => sync(el));

  // Calls for the first live box: now, or queued until one mounts (dropped after a failed start).
  const first =
    (m: keyof Instance) =>
    (...args: unknown[]) => {
      wake();
      const inst = live();
      if (inst) return (inst[m] as (...a: unknown[]) => unknown)(...args);
      if (!failure) queue.push([m, args]);
    };
  // Promise-returning calls wait for a live box (or reject with the start's error).
  const whenReady =
    (m: 'cart' | 'alert' | 'confirm') =>
    (...args: unknown[]) =>
      api.ready().then((i) => (i[m] as (...a: unknown[]) => unknown)(...args));
  const api: SearchPopupGlobal = {
    version: d.version,
    ready: () => {
      wake();
      announce();
      return pending();
    },
    open: first('open'),
    close: first('close'),
    toast: first('toast'),
    track: first('track'),
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
      // Resting already (a second destroy()), there is no box and no listener to end.
      if (painted() && !rest) {
        rest = new Set();
        boxes.slice().forEach((b) => {
          // A box element the page connected a moment ago stays (the cleanup is its predecessor's), without the
          // listeners given so far, which destroy() ends; the page uses the widget again.
          if (b.host.isConnected && seen.get(b.host)! > performance.now()) unsubscribe(b);
          else {
            rest!.add(b.host);
            end(b);
          }
        });
        if (boxes.length) rest = null;
        else unlisten();
      }
      queue.length = 0;
      subs.clear();
      user = failure = null;
    },
    cart: whenReady('cart') as SearchPopupGlobal['cart'],
    alert: whenReady('alert') as SearchPopupGlobal['alert'],
    confirm: whenReady('confirm') as SearchPopupGlobal['confirm'],
  };
  win[HUB] = {
    api,
    connect: sync,
    disconnect: sync,
  };
  setGlobal(api);

  // The element form (a page whose `search-popup` is defined already keeps its own).
  defineElement(win);
  afterPaint(start);
  return api;
}
