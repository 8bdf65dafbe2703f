import { boot } from './boot';

declare const __SP_FILES__: { desktop: string[]; mobile: string[] };
declare const __SP_VERSION__: string;

// Captured synchronously: `document.currentScript` is null once this first run is over.
boot({
  win: window,
  doc: document,
  script: document.currentScript as HTMLScriptElement | null,
  files: __SP_FILES__,
  version: __SP_VERSION__,
  load: (url) => import(url),
});
