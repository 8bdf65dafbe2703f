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
import { Fragment, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Instance } from '../../widget/src/public';

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
  const [generation, setGeneration] = useState(0);
  const [shown, setShown] = useState(true);
  const rekey = () => setGeneration((g) => g + 1);
  const toggle = () => setShown((s) => !s);
  window.lifecycle = Object.assign(window.lifecycle ?? { cleanups: 0 }, {
    generation,
    // From a timer: a default-priority update, not a discrete one.
    rekey: () => void setTimeout(rekey),
    toggle: () => void setTimeout(toggle),
  });
  return (
    <>
      <header className="site-header">
        <a href="/">데모서점</a>
        {shown && <SearchBox key={generation} generation={generation} />}
      </header>
      <button type="button" id="rekey" onClick={rekey}>
        검색창 다시 만들기 ({generation})
      </button>
      <button type="button" id="toggle" onClick={toggle}>
        {shown ? '검색창 없애기' : '검색창 넣기'}
      </button>
      <main>
        <p>본문</p>
      </main>
    </>
  );
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
