import type { EventType, Instance } from '../../widget/src/public';

/** A listener given to `SearchPopup.on()`: every live box gets it. */
export type Sub = [EventType, (detail: unknown) => void];

/** One mount point (a `<search-popup>`, the legacy mount point, or the host the loader made) and what it owns. */
export interface Box {
  host: HTMLElement;
  /** The loader made this host (the fallback before its script tag): removed on destroy, replaced by any real box. */
  created: boolean;
  inst?: Instance;
  dead?: boolean;
  /** The `on()` listeners given to its instance, each with its removal. */
  offs: Map<Sub, () => void>;
  /** A syllable is being composed in the page's own field inside the box (the widget mounts after it). */
  composing?: boolean;
  /** Stops watching the page's field (once mounted or dropped). */
  untrack: () => void;
  /** The mount waiting for the composition to end (called with nothing: it clears itself in the call). */
  wait?: (cleared?: undefined) => void;
  /** Set while the page's field had a composition, input or focus event in the last `QUIET` ms. */
  quiet?: ReturnType<typeof setTimeout>;
}

/**
 * How long the page's own field in a box must be quiet (no composition or input event) before the widget takes it
 * over; the key that ends a syllable arrives well within it even on a loaded machine.
 */
export const QUIET = 300;

/**
 * A box for `host`, watching the page's own field in it (platform/earlyField.ts takes it over at the mount) until
 * `untrack()`: whether a syllable may be composing there, and whether it has been quiet; `wait` runs once it is both.
 */
export function createBox(host: HTMLElement, created: boolean, doc: Document): Box {
  // Focused with text before the loader ran, the field may already be composing (the composing syllable is in the
  // value): no event says so until the shopper's next key. Focused and empty (a page's autofocus), it is not.
  const focused = doc.activeElement as HTMLInputElement | null;
  // The key that ends a syllable (a space, Enter) comes after the composition's end, a task or a frame later with
  // an asynchronous IME (ibus): moving the focus in that gap can lose it. So the field must be quiet too.
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
  const box: Box = {
    host,
    created,
    offs: new Map(),
    composing: !!focused && host.contains(focused) && !!focused.value,
    untrack: () => types.forEach((t) => host.removeEventListener(t, track, true)),
  };
  types.forEach((t) => host.addEventListener(t, track, true));
  return box;
}

/** The box is gone: it stops watching its field and takes back the `on()` listeners it gave its instance. */
export function release(box: Box): void {
  box.dead = true;
  box.untrack();
  unsubscribe(box);
}

/** Takes back the `on()` listeners the box gave its instance. */
export function unsubscribe(box: Box): void {
  box.offs.forEach((off) => off());
  box.offs.clear();
}

/**
 * The most boxes a page mounts at once (issue 38): a header box and a page box are the real case; a flood of
 * `<search-popup>` elements (a list rendered from data, user content) stops here with one console error.
 */
export const MAX_BOXES = 8;

/**
 * How long a box element the page connected after the start counts as new (ms): a `SearchPopup.destroy()` within it
 * comes from the cleanup of the component it replaced, or StrictMode's simulated unmount, and leaves its box alone.
 * React runs a removed component's cleanup within a task or a frame of the commit that put the new node in; a page
 * that means to end a box it has just added calls the instance's `destroy()`.
 */
export const FRESH = 1000;
