/**
 * A page for the loader's lifecycle tests: its config and box markup, the loader run from a script tag, and an
 * entry whose every mount is its own instance.
 */
import { fullEnv } from '../../../widget/src/core/__tests__/fixtures';
import type { EntryModule, Instance, MountOptions } from '../../../widget/src/public';
import { boot, type LoaderDeps } from '../boot';
import { FRESH, MAX_BOXES } from '../box';
import { endLoader, reconnectElements } from './endLoader';

export const FILES = { desktop: ['desktop-AAA.js'], mobile: ['mobile-BBB.js'] };
export const LOADER = 'https://cdn.example.com/sp/loader.js';
export const json = (c: unknown, id = 'search-popup-config') =>
  `<script type="application/json" id="${id}">${JSON.stringify(c)}</script>`;
/** The config as a page script adds it: a JSON script element built with the DOM, never parsed from a string. */
export function configElement(c: unknown, id = 'search-popup-config'): HTMLScriptElement {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = id;
  s.textContent = JSON.stringify(c);
  return s;
}
export const config = (extra: Record<string, unknown> = {}) => ({ device: 'desktop', env: fullEnv(), ...extra });

/** An entry whose every mount is its own instance, destroyed the way the real one is (host emptied, hook called). */
export function entry() {
  const mounts: (MountOptions & { inst: Instance; calls: unknown[][]; alive: boolean })[] = [];
  const mod: EntryModule = {
    mount(o) {
      const calls: unknown[][] = [];
      const record = { ...o, calls, alive: true } as (typeof mounts)[number];
      const on = (type: string) => {
        calls.push(['on', type]);
        return () => calls.push(['off', type]);
      };
      record.inst = {
        open: (k) => void calls.push(['open', k]),
        close: () => void calls.push(['close']),
        setUser: (u) => void calls.push(['setUser', u]),
        on: on as Instance['on'],
        cart: async () => ({ result: 'INS' }),
        toast: () => {},
        track: () => {},
        alert: async () => {},
        confirm: async () => true,
        destroy() {
          record.alive = false;
          o.host.replaceChildren();
          if (o.created) o.host.remove();
          o.onDestroy?.();
        },
      };
      o.host.append('box');
      mounts.push(record);
      return record.inst;
    },
  };
  const alive = () => mounts.filter((m) => m.alive);
  /** The live boxes' element names, sorted. */
  const aliveTags = () =>
    alive()
      .map((m) => m.host.localName)
      .sort();
  return { mod, mounts, alive, aliveTags };
}

/**
 * Runs the loader from `script` with `mod` as every bundle's module: each URL it loads is recorded in `loaded`, and
 * answered at once, or once `gate` opens.
 */
export function runLoader(
  script: HTMLScriptElement | null,
  mod: EntryModule,
  over: Partial<LoaderDeps> = {},
  gate?: Promise<void>,
) {
  const loaded: string[] = [];
  const api = boot({
    win: window,
    doc: document,
    script,
    files: FILES,
    version: '1',
    load: async (u) => {
      loaded.push(u);
      if (gate) await gate;
      return mod;
    },
    ...over,
  });
  reconnectElements();
  return { api, loaded };
}

/** A gate for `runLoader`: the bundles arrive when `open()` is called. */
export function gate() {
  let open!: () => void;
  const closed = new Promise<void>((r) => (open = r));
  return { closed, open };
}

/**
 * Runs the loader from a script tag in `where` (default: the body's end), with every bundle at once; `attrs` are the
 * tag's other attributes (`data-config-ids`…).
 */
export function start(where: 'body' | 'head' = 'body', attrs: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.src = LOADER;
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  (where === 'head' ? document.head : document.body).appendChild(script);
  const e = entry();
  return { ...runLoader(script, e.mod), ...e, script };
}
/** Runs `fn` as if FRESH ms had passed since now (performance.now() moved on): the boxes the page added have stood. */
export async function stood<T>(fn: () => T): Promise<T> {
  const now = performance.now() + FRESH;
  const clock = jest.spyOn(performance, 'now').mockReturnValue(now);
  try {
    return await fn();
  } finally {
    clock.mockRestore();
  }
}

/** Two tasks: the one the page's change queued its box in, and the box's own (one mounts per task). */
export const settle = () => new Promise((r) => setTimeout(() => setTimeout(r, 0), 0));
/** Every box waiting for its turn has mounted: one mounts per task (issue 38), at most MAX_BOXES of them. */
export async function settleBoxes() {
  for (let i = 0; i < MAX_BOXES; i++) await settle();
}
/** What a framework or a page script puts in a container: a new `tag` (with an id), wrapped in `wrap` if given. */
export function replaceWith(containerId: string, tag: string, id = '', wrap = '') {
  const el = document.createElement(tag);
  if (id) el.id = id;
  let node: Element = el;
  if (wrap) {
    node = document.createElement(wrap);
    node.append(el);
  }
  document.getElementById(containerId)!.replaceChildren(node);
}

/**
 * Each test of the file on a new page: its console errors recorded (`errors()` is the spy), and after it the running
 * loader ended and its global gone.
 */
export function eachTestANewPage() {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    document.head.replaceChildren();
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    endLoader();
    delete window.SearchPopup;
    errors.mockRestore();
  });
  return () => errors;
}
