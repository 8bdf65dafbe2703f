import { decidePop, layerOf, layerState, unwrapHost, wrapHost } from '../core/historyPop';
import type { createListeners } from './listeners';

/** The loader's early popstate listener (MountOptions.popstate): registers a handler, returns its removal. */
export type EarlyPopstate = (fn: (e: PopStateEvent) => void) => () => void;

/** A layer's handle: the sequence number of its history entry. */
export type LayerId = number;

interface Shared {
  /** Open layers of every widget in the window, oldest first. */
  layers: { seq: LayerId; onBack(): void }[];
  seq: number;
  /**
   * The entry we believe is current (`layerOf` its state) and its address. A host push is not seen, so arriving
   * at the very entry we believe current means the host had pushed over it: the address is taken as changed.
   */
  here: { layer: number | null; href: string };
  transit: boolean;
  /** A back of ours is under way: its popstate has not come yet. */
  due: boolean;
  /** Popstates already decided (each widget in the window listens; the first one decides). */
  seen: WeakSet<Event>;
}

/** This document's mark on its entries: no other state counts as ours (an earlier document's, a page's own). */
const DOC = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
const windows = new WeakMap<Window, Shared>();

/**
 * A history entry for an open overlay or modal on mobile (spec §2): opening pushes one; the browser's back pops it
 * and closes the layer; closing by a button goes back over our own entry. Every widget in a window shares one
 * stack, so two boxes never take each other's entries for dead ones.
 *
 * Our entry holds no copy of the host's state, and the host's entry under it is wrapped while a layer is open
 * (core/historyPop). A popstate that only moves over our entries is also stopped on `window`, which keeps it from
 * every router that added its listener after ours — and ours is the loader's, added when the loader ran, so a
 * router whose script comes after the loader tag never hears it. One added before still hears it (at the target,
 * engines run listeners in the order they were added, capture or not): Turbo, Turbolinks and jquery-pjax then
 * find no state of theirs and leave the page alone; React Router and Vue Router navigate to the same address on
 * any popstate, which is why the README asks for the loader tag before a router's script.
 *
 * Only this document's marks are ours (core/historyPop `layerOf`), and one popstate of the shopper's or the host's
 * makes us step back at most once, so no state a page writes can walk the tab off it. A box that ends with a back
 * of ours under way (destroyed with the overlay open) keeps listening until that pop lands and the host's entry is
 * unwrapped; a host entry still found wrapped when a box starts is unwrapped then.
 */
export function createHistoryLayer(win: Window, listeners: ReturnType<typeof createListeners>, early?: EarlyPopstate) {
  let shared = windows.get(win);
  if (!shared)
    windows.set(
      win,
      (shared = {
        layers: [],
        seq: 0,
        here: { layer: null, href: '' },
        transit: false,
        due: false,
        seen: new WeakSet(),
      }),
    );
  const s = shared;
  const current = () => ({ layer: layerOf(win.history.state, DOC), href: win.location.href });
  const back = () => {
    s.due = true;
    win.history.back();
  };
  if (!s.layers.length) {
    // No layer is open, so a wrapped host entry here is one a box left when it ended before its back landed (a page
    // that took our popstate listener away): the host's own state again.
    const host = unwrapHost(win.history.state);
    if (host.wrapped) win.history.replaceState(host.state, '');
    s.here = current();
  }

  const decide = (e: PopStateEvent) => {
    s.due = false;
    const arrived = layerOf(win.history.state, DOC);
    const d = decidePop({
      arrived,
      open: s.layers.map((l) => l.seq),
      leftLayer: s.here.layer !== null,
      sameUrl: s.here.href === win.location.href && !(arrived !== null && arrived === s.here.layer),
      transit: s.transit,
    });
    s.here = current();
    s.transit = d.passNext;
    if (d.hide) e.stopImmediatePropagation();
    for (const seq of d.close) {
      const at = s.layers.findIndex((l) => l.seq === seq);
      if (at >= 0) s.layers.splice(at, 1)[0].onBack();
    }
    // Back on the host's entry: its own state again (a router that re-stamped it already left nothing to unwrap).
    const host = unwrapHost(win.history.state);
    if (host.wrapped && !s.layers.length) {
      win.history.replaceState(host.state, '');
      // A move the host must hear (it navigated while a layer was open, and came back: a Turbo visit behind the
      // overlay) carries the wrapped state in its event, which a router reads (Turbo takes a state without its key
      // for an entry it doesn't know and only re-caches, leaving the other page's content at this address): the
      // host hears it again, with its own state, and not the wrapped one.
      if (!d.hide && !d.stepBack) {
        e.stopImmediatePropagation();
        const again = new PopStateEvent('popstate', { state: host.state });
        s.seen.add(again);
        win.dispatchEvent(again);
      }
    }
    if (d.stepBack) back();
  };
  let ending = false;
  const onPop = (e: PopStateEvent) => {
    if (!s.seen.has(e)) {
      s.seen.add(e);
      decide(e);
    }
    if (ending && !s.due) off();
  };
  const ownListener = () => {
    win.addEventListener('popstate', onPop, true);
    return () => win.removeEventListener('popstate', onPop, true);
  };
  // The loader's popstate listener, added when the loader ran (before a router loaded after it), else our own.
  let off = early ? early(onPop) : ownListener();
  listeners.own(() => {
    if (!s.due) return off();
    // Ended with a back of ours under way (destroyed with the overlay open): we stay until it lands, to hide it and
    // give the host's entry its own state back. The loader may be taking its listener away (SearchPopup.destroy()),
    // so ours too: added now, it runs after a router's, which then hears that pop at its own address (as any
    // host listener added before ours would) and finds its state again right after.
    ending = true;
    if (early) {
      const slot = off;
      const mine = ownListener();
      off = () => {
        slot();
        mine();
      };
    }
  });

  return {
    push(onBack: () => void): LayerId {
      const seq = ++s.seq;
      const under = win.history.state;
      if (layerOf(under, DOC) === null && !unwrapHost(under).wrapped)
        win.history.replaceState(wrapHost(DOC, under), '');
      win.history.pushState(layerState(DOC, seq), '');
      s.layers.push({ seq, onBack });
      s.here = current();
      return seq;
    },
    /**
     * Closed by the widget itself: go back over the entry if it is still the current one (that popstate leaves our
     * entry at the same address, so the host never sees it). A buried entry stays, dead: arriving at it later from
     * another address is stepped over.
     */
    pop(id: LayerId): void {
      const at = s.layers.findIndex((l) => l.seq === id);
      if (at < 0) return;
      s.layers.splice(at, 1);
      if (layerOf(win.history.state, DOC) === id) back();
    },
  };
}
export type HistoryLayer = ReturnType<typeof createHistoryLayer>;
