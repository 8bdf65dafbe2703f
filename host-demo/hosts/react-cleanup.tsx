/**
 * React 19 host pages (issue 36), built from the real react and react-dom in their development build, under
 * StrictMode (effects run, cleaned up and run again on mount). `#root`'s `data-app` picks one:
 *
 * - `cleanup` (/test/frameworks/react-cleanup): the one-script-tag embed's `<div id="search-popup">` inside a
 *   search-box component whose effect subscribes through `window.SearchPopup` and whose cleanup unsubscribes and
 *   calls `SearchPopup.destroy()`, the hygiene the contract's `destroy()` invites. `#rekey` changes the
 *   component's key (React unmounts it and mounts a new one, with a new mount node); `#toggle` unmounts it and
 *   mounts it again.
 * - `device` (/test/frameworks/react-device): `<search-popup device={device}>`, `#device` switching the attribute
 *   between `desktop` and `mobile-web`.
 *
 * Each effect run records whether `window.SearchPopup` was there (`window.apiSeen`); `window.opened` counts the
 * `open` events the subscription heard. `?loader=0` serves the same app without the loader.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RemountPage, useRemount } from './parts/remount';

declare global {
  interface Window {
    apiSeen?: boolean[];
    opened?: number;
  }
}

function SearchBox({ generation }: { generation: number }) {
  useEffect(() => {
    (window.apiSeen ??= []).push(!!window.SearchPopup);
    const off = window.SearchPopup?.on('open', () => (window.opened = (window.opened ?? 0) + 1));
    return () => {
      off?.();
      window.SearchPopup?.destroy();
    };
  }, []);
  return <div id="search-popup" data-generation={generation}></div>;
}

function CleanupApp() {
  return <RemountPage state={useRemount()} Box={SearchBox} />;
}

function DeviceApp() {
  const [device, setDevice] = useState<'desktop' | 'mobile-web'>('desktop');
  return (
    <>
      <header className="site-header">
        <a href="/">데모서점</a>
        <search-popup device={device}></search-popup>
      </header>
      <button type="button" id="device" onClick={() => setDevice((d) => (d === 'desktop' ? 'mobile-web' : 'desktop'))}>
        {device === 'desktop' ? '모바일 보기' : 'PC 보기'}
      </button>
      <main>
        <p>본문</p>
      </main>
    </>
  );
}

const root = document.getElementById('root')!;
createRoot(root).render(<StrictMode>{root.dataset.app === 'device' ? <DeviceApp /> : <CleanupApp />}</StrictMode>);
