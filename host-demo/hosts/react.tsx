/**
 * The React 19 host page (/test/frameworks/react), built from the real react and react-dom: a StrictMode root
 * whose header holds `<search-popup>`; a button changes the header's key (React throws the element away and
 * makes a new one); the loader's script tag is added from an effect, which StrictMode runs twice.
 * `?loader=0` renders the same app without the loader.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

// `<search-popup>` in JSX: the shipped types declare it (widget/src/public.ts, the end).
import type {} from '../../widget/src/public';

declare global {
  interface Window {
    loaderScriptsAdded?: number;
  }
}

/** The integrator's effect: add the loader, remove the tag on cleanup (the script has run by then, or still will). */
function useLoader(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const script = document.createElement('script');
    script.src = '/static/search-popup/loader.js';
    script.async = true;
    document.body.appendChild(script);
    window.loaderScriptsAdded = (window.loaderScriptsAdded ?? 0) + 1;
    return () => script.remove();
  }, [enabled]);
}

function App() {
  const [generation, setGeneration] = useState(0);
  useLoader(new URLSearchParams(location.search).get('loader') !== '0');
  return (
    <>
      <header key={generation} className="site-header" data-generation={generation}>
        <a href="/">데모서점</a>
        <search-popup></search-popup>
      </header>
      <button type="button" id="rekey" onClick={() => setGeneration((g) => g + 1)}>
        헤더 다시 만들기 ({generation})
      </button>
      <main>
        <p>본문</p>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
