/**
 * A phone's on-screen keyboard, simulated in the page (any engine: the function is serialised by the driver, so it
 * is self-contained; it takes the widget's shadow root first, as the page object's `inShadow` gives it). Safari on
 * iOS and Chrome on Android shrink only the visual viewport for their keyboard; no desktop engine here has one, so
 * the page gets a `window.visualViewport` of its own (the widget reads that property when its overlay opens) and a
 * keyboard: an element in the top layer over the screen's lower `fraction`, shown while an editable field has focus
 * (the widget's too; checked each frame), raised above whatever the page or the widget opens later, and the visual
 * viewport shrunk to the part above it (`resize`). What sits under it is covered for a hit test, as for a thumb: the
 * visibility helper (test/helpers/seen.ts) reports it.
 *
 * Run it once the widget is mounted and before the overlay opens: `w.inShadow(simulateKeyboard, 0.5)`.
 */
export function simulateKeyboard(root: ShadowRoot, fraction: number): boolean {
  const w = window as unknown as { __keyboard?: { up: boolean } };
  if (w.__keyboard) return false;
  const full = innerHeight;
  const viewport = Object.assign(new EventTarget(), {
    width: innerWidth,
    height: full,
    offsetTop: 0,
    offsetLeft: 0,
    pageTop: 0,
    pageLeft: 0,
    scale: 1,
    onresize: null,
    onscroll: null,
    onscrollend: null,
  });
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  const keyboard = document.createElement('div');
  keyboard.id = 'sim-keyboard';
  keyboard.setAttribute('popover', 'manual');
  keyboard.setAttribute('aria-hidden', 'true');
  const height = Math.round(full * fraction);
  keyboard.style.cssText =
    `position:fixed;inset:auto 0 0 0;width:100%;height:${height}px;margin:0;border:0;padding:0;` +
    'background:#d1d5db repeating-linear-gradient(90deg,#d1d5db 0 36px,#fff 36px 38px);';
  document.body.append(keyboard);
  const state = { up: false };
  w.__keyboard = state;
  const deepActive = () => (document.activeElement === root.host ? root.activeElement : document.activeElement);
  const editable = (el: Element | null) =>
    !!el &&
    ((el instanceof HTMLInputElement && /^(text|search|email|tel|url|password|number)$/.test(el.type)) ||
      el instanceof HTMLTextAreaElement ||
      (el as HTMLElement).isContentEditable);
  const raise = () => {
    if (keyboard.matches(':popover-open')) keyboard.hidePopover();
    keyboard.showPopover();
  };
  const follow = () => {
    const up = editable(deepActive());
    if (up === state.up) return;
    state.up = up;
    if (up) raise();
    else keyboard.hidePopover();
    viewport.height = up ? full - height : full;
    viewport.dispatchEvent(new Event('resize'));
  };
  // Which field has focus, each frame (focus events don't come in every driven engine: Firefox's window may not
  // have the system's focus, and still moves document.activeElement).
  const frame = () => {
    follow();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Whatever opens in the top layer after the keyboard (a toast, a dialog) goes under it, as under a real one.
  const observer = new MutationObserver(() => state.up && raise());
  for (const r of [document, root]) observer.observe(r, { subtree: true, childList: true, attributes: true });
  return true;
}

/**
 * In the page, on the widget's shadow root (`w.inShadow(underKeyboard, selector)`): the elements `selector` finds in
 * the widget that reach below the visual viewport (under the keyboard), named; empty when none does.
 */
export function underKeyboard(root: ShadowRoot, selector: string): string[] {
  const vv = window.visualViewport!;
  return [...root.querySelectorAll(selector)]
    .filter((el) => el.getBoundingClientRect().bottom > vv.offsetTop + vv.height + 0.5)
    .map((el) => `${selector} "${(el.textContent ?? '').trim().slice(0, 20)}": under the keyboard`);
}

/** In the page: whether the simulated keyboard is up. */
export const keyboardIsUp = (): boolean => !!(window as unknown as { __keyboard?: { up: boolean } }).__keyboard?.up;
