import { own } from '../../widget/src/core/validateEnv';
import type { EntryModule, Instance, SearchPopupGlobal } from '../../widget/src/public';

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

type Method = 'open' | 'close' | 'setUser' | 'destroy' | 'on' | 'toast';
interface Pending {
  m: Method;
  args: unknown[];
  out?: unknown;
  dead?: boolean;
}

const noop = () => {};

/**
 * The device flag in effect (contract §1): the config's when it gives one (`desktop` loads the dropdown, any
 * other flag the mobile overlay), otherwise `(max-width: 767px)` picks `mobile-web` or `desktop`.
 */
export function chooseDevice(flag: unknown, win: Window): string {
  if (typeof flag === 'string' && flag) return flag;
  return win.matchMedia && win.matchMedia('(max-width: 767px)').matches ? 'mobile-web' : 'desktop';
}

/**
 * Defines `window.SearchPopup` at once (a queue until the bundle arrives), reads and validates the config,
 * picks the view, imports its hashed bundle from the loader's own folder and mounts it. A second run (the
 * loader included twice, or two versions) finds the first and returns it.
 */
export function boot(d: LoaderDeps): SearchPopupGlobal {
  const { win, doc, script } = d;
  const existing = win.SearchPopup;
  if (existing && typeof existing.ready === 'function') return existing;

  let inst: Instance | null = null;
  let failed = false;
  let settle: [(i: Instance) => void, (e: Error) => void];
  const ready = new Promise<Instance>((res, rej) => (settle = [res, rej]));
  // A host that never calls ready() must not see an unhandled rejection.
  ready.catch(noop);
  const queue: Pending[] = [];

  const call = (m: Method, args: unknown[]): unknown => {
    if (inst) return (inst[m] as (...a: unknown[]) => unknown)(...args);
    if (failed) return m === 'on' ? noop : undefined;
    const p: Pending = { m, args };
    queue.push(p);
    // An `on` made before the bundle arrived can still be cancelled, before or after the mount.
    if (m === 'on') return () => {
      p.dead = true;
      if (typeof p.out === 'function') p.out();
    };
  };

  const api: SearchPopupGlobal = {
    version: d.version,
    ready: () => ready,
    open: (keyword?: string) => void call('open', [keyword]),
    close: () => void call('close', []),
    setUser: (user) => void call('setUser', [user]),
    destroy: () => void call('destroy', []),
    on: (type, listener) => call('on', [type, listener]) as () => void,
    toast: (options) => void call('toast', [options]),
    // Promise-returning calls wait for the mount (or reject with its error).
    cart: (code, items) => ready.then((i) => i.cart(code, items)),
    alert: (options) => ready.then((i) => i.alert(options)),
    confirm: (options) => ready.then((i) => i.confirm(options)),
  };
  win.SearchPopup = api;

  const attr = (name: string, fallback: string) => (script && script.getAttribute(name)) || fallback;
  const fail = (message: string) => {
    failed = true;
    queue.length = 0;
    console.error(message);
    settle[1](new Error(message));
  };
  const whenParsed = (fn: () => void): boolean => {
    if (doc.readyState !== 'loading') return false;
    doc.addEventListener('DOMContentLoaded', fn, { once: true });
    return true;
  };

  const start = () => {
    const id = attr('data-config', 'search-popup-config');
    const el = doc.getElementById(id);
    if (!el && whenParsed(start)) return;
    let raw: unknown = {};
    if (el) {
      try {
        raw = JSON.parse(el.textContent || '{}');
      } catch (e) {
        return fail('SearchPopup: the config in #' + id + ' is not valid JSON (' + (e as Error).message + ')');
      }
    }
    const device = chooseDevice(own(raw, 'device'), win);
    const assetBase = own(raw, 'assetBase');
    let urls: string[];
    try {
      const base = typeof assetBase === 'string' && assetBase ? new URL(assetBase.replace(/\/?$/, '/'), doc.baseURI).href : script!.src;
      urls = d.files[device === 'desktop' ? 'desktop' : 'mobile'].map((f) => new URL(f, base).href);
    } catch {
      return fail('SearchPopup: cannot tell where the bundles are; set "assetBase" in the config');
    }
    Promise.all(urls.map((u) => d.load(u))).then(
      (mods) => {
        const place = () => {
          let host: HTMLElement | null = null;
          const selector = attr('data-mount', '#search-popup');
          try {
            host = doc.querySelector(selector);
          } catch {
            return fail('SearchPopup: data-mount "' + selector + '" is not a valid selector');
          }
          if (!host && whenParsed(place)) return;
          const created = !host;
          if (!host) {
            host = doc.createElement('div');
            const parent = script && script.parentNode;
            if (parent && parent !== doc.head && script!.isConnected) parent.insertBefore(host, script);
            else doc.body.appendChild(host);
          }
          try {
            inst = (mods[0] as EntryModule).mount({
              host, created, raw, device, version: d.version,
              onDestroy: () => {
                if (win.SearchPopup === api) delete win.SearchPopup;
              },
            });
          } catch (e) {
            if (created) host.remove();
            // A config the entry refused (the env, contract §1) is reported in its own words.
            const m = (e as Error).message;
            return fail((e as { config?: boolean }).config ? m : 'SearchPopup: mounting failed (' + m + ')');
          }
          for (const p of queue.splice(0)) if (!p.dead) p.out = call(p.m, p.args);
          settle[0](inst);
        };
        place();
      },
      (e: Error) => fail('SearchPopup: could not load ' + urls[0] + ' (' + (e && e.message) + ')'),
    );
  };
  start();
  return api;
}
