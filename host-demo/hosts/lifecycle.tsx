/**
 * The lifecycle table's React host (docs/lifecycle.md, /test/lifecycle/react): built from the real react and
 * react-dom, React 19 from the root project or React 18 (`.r18`, host-demo/react18), in their development or
 * production build, StrictMode on or off. The page's query picks the integrator's choices:
 *
 * - `embed=element` renders `<search-popup>`, otherwise the one-script-tag embed's `<div id="search-popup">`;
 * - `cleanup=global` (the default) calls `SearchPopup.destroy()` in the search box's effect cleanup, `instance` ends
 *   the box's own instance (`(await SearchPopup.ready()).destroy()`), `none` leaves it to the widget;
 * - `loader=component` appends an async loader tag in the effect and removes it in the cleanup (the page's HTML then
 *   has none);
 * - `late=1` renders the app only after its first fetch has answered (after the widget's start);
 * - `strict=0` renders without StrictMode.
 *
 * The effect does nothing else with the API: the box must come back without one. `window.lifecycle` changes the
 * search box's key, unmounts or mounts it from a timer (a state update outside any event: React commits it and runs
 * the old component's cleanup later); the `#rekey` and `#toggle` buttons do the same from a click (a discrete update,
 * whose cleanup runs in the same task).
 */
import { Fragment, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Instance } from '../../widget/src/public';
import { RemountPage, useRemount } from './parts/remount';

declare global {
  interface Window {
    lifecycle?: { rekey(): void; toggle(): void; generation: number; cleanups: number };
  }
}

const q = new URLSearchParams(location.search);
const element = q.get('embed') === 'element';
const cleanup = q.get('cleanup') || 'global';
const loaderInComponent = q.get('loader') === 'component';

function SearchBox({ generation }: { generation: number }) {
  useEffect(() => {
    let gone = false;
    let inst: Instance | undefined;
    let script: HTMLScriptElement | undefined;
    if (loaderInComponent) {
      script = document.createElement('script');
      script.src = '/static/search-popup/loader.js';
      script.async = true;
      document.body.appendChild(script);
    }
    if (cleanup === 'instance')
      void window.SearchPopup?.ready().then(
        (i) => void (gone || (inst = i)),
        () => {},
      );
    return () => {
      gone = true;
      window.lifecycle!.cleanups++;
      script?.remove();
      if (cleanup === 'global') window.SearchPopup?.destroy();
      else if (cleanup === 'instance') inst?.destroy();
    };
  }, []);
  return element ? (
    <search-popup data-generation={generation}></search-popup>
  ) : (
    <div id="search-popup" data-generation={generation}></div>
  );
}

function App() {
  const state = useRemount();
  window.lifecycle = Object.assign(window.lifecycle ?? { cleanups: 0 }, {
    generation: state.generation,
    // From a timer: a default-priority update, not a discrete one.
    rekey: () => void setTimeout(state.rekey),
    toggle: () => void setTimeout(state.toggle),
  });
  return <RemountPage state={state} Box={SearchBox} />;
}

const Root = q.get('strict') === '0' ? Fragment : StrictMode;
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <Root>
      <App />
    </Root>,
  );
if (q.get('late') === '1')
  void fetch(location.href)
    .catch(() => null)
    .then(() => setTimeout(render, 300));
else render();
