import type { ReadableAtom } from 'nanostores';
import type * as React from 'react';
import type * as ReactDom from 'react-dom';
import { createPortal as portal, render } from 'preact';
import * as hooks from 'preact/hooks';

/**
 * The page load's React: Preact's own hooks, portal and render, typed as React's, and a `useStore` on them. The views
 * the page load carries (the box, the popup's frame, the phone's trigger and overlay: SearchInput, Popup, DesktopApp,
 * MobileApp, icons) and entries/mountWidget.tsx take them from here, not from `react`, so preact/compat (about
 * 1.5 KB of gzip: React's event and prop names, `nativeEvent`, Suspense…) ships with the later chunk, whose views
 * import `react` (rollup.config.mjs; test/built/manifest.test.ts says where each ships). Until it arrives these views
 * run on Preact alone, so they use nothing compat adds: DOM event names (`onFocus` is `focus` here, `focusin` once
 * compat is there: the same for a field), the event itself (no `nativeEvent`), the icons' strokes in CSS (not SVG
 * props in camelCase), no `defaultValue` or `onChange`. Jest runs every view on compat, as the later chunk does.
 */
export const useEffect = hooks.useEffect as typeof React.useEffect;
export const useLayoutEffect = hooks.useLayoutEffect as typeof React.useLayoutEffect;
export const useRef = hooks.useRef as typeof React.useRef;
export const useState = hooks.useState as typeof React.useState;
export const createPortal = portal as unknown as typeof ReactDom.createPortal;

/** Renders a view tree into `el` (react-dom/client's root, on Preact's render). */
export const createRoot = (el: HTMLElement) => ({
  render: (node: React.ReactNode) => render(node as Parameters<typeof render>[0], el),
  unmount: () => render(null, el),
});

/**
 * A store's value, rendered again when it changes (as @nanostores/react's `useStore`, which the later views use): the
 * value read at render, subscribed before paint, and read again then in case it changed in between.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useState(0);
  const value = store.get();
  useLayoutEffect(() => {
    const changed = () => rerender((n) => n + 1);
    if (store.get() !== value) changed();
    return store.listen(changed);
    // The value this subscription was made after: a later render's value is checked by its listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return value;
}
