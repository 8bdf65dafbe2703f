import { chunkFailure } from '../../widget/src/core/chunkFailure';
import { boot, type LoaderDeps } from './boot';
import { HUB, type HubWindow } from './element';

declare const __SP_FILES__: { desktop: string[]; mobile: string[] };
declare const __SP_VERSION__: string;
/**
 * The pinned loader's integrity table (`<version>/loader.js`: each chunk of the release → its `sha384-…`); `0` in
 * `loader.js`, where the code below that uses it is dropped by the minifier.
 */
declare const __SP_SRI__: Record<string, string> | 0;
/** Named once: the build writes the table where `__SP_SRI__` stands, and each mention would be a copy of it. */
const SRI = __SP_SRI__;

/** The folders (as absolute URLs) whose integrity map is in the page already. */
const mapped: Record<string, 1> = {};
interface ScriptPolicy {
  createScript(s: string): unknown;
}
type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: { createScript(s: string): string }): ScriptPolicy };
};
let policy: ScriptPolicy | undefined;

/** Each chunk's cause, once it failed (by URL): worked out once; a later chunk's said once (`said`). */
const causes: Record<string, Promise<string>> = {};
const said: Record<string, 1> = {};
/**
 * Why a chunk of the release did not load (core/chunkFailure.ts): the network or an HTTP status (a plain fetch),
 * bytes that fail the release's hash (the same fetch with `integrity`), or else the engine refused the integrity map.
 */
const why = (url: string, sri: Record<string, string>) =>
  (causes[url] ??= fetch(url).then(
    (r) =>
      r.ok
        ? fetch(url, { integrity: sri[url.slice(url.lastIndexOf('/') + 1)] }).then(
            () => chunkFailure(200, true),
            () => chunkFailure(200, false),
          )
        : chunkFailure(r.status, false),
    () => chunkFailure(null, false),
  ));

/**
 * The pinned loader imports its chunks under an import map it adds to the page: `integrity` lists every chunk of
 * the release (absolute URLs in the folder the view's files resolve to), so the engine checks each one before
 * running it, the entry, its static imports and the lazy `import()`s alike; `imports` maps a bare name for each
 * chunk to its URL, and the loader imports the entry by that name. An engine that did not take the map (Firefox,
 * once the page has loaded a module or an import map of its own; a CSP that refuses the map's inline script)
 * can't resolve the name: nothing unchecked runs and the loader says why (docs/deploy.md).
 */
function pinnedImport(url: string, sri: Record<string, string>, script: HTMLScriptElement | null): Promise<unknown> {
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  if (!mapped[base]) {
    let integrity = '';
    let imports = '';
    Object.keys(sri).forEach((f, i) => {
      // URL serialisation escapes `"` and turns `\` into `/`: safe inside a JSON string as it is.
      const abs = '"' + new URL(f, base).href + '"';
      integrity += (i ? ',' : '') + abs + ':"' + sri[f] + '"';
      imports += (i ? ',' : '') + '"search-popup/' + abs.slice(1) + ':' + abs;
    });
    const map = document.createElement('script');
    map.type = 'importmap';
    if (script && script.nonce) map.nonce = script.nonce;
    try {
      const text = '{"imports":{' + imports + '},"integrity":{' + integrity + '}}';
      // Under Trusted Types a script's text must be a TrustedScript: the map's, from a policy of the loader's own
      // (a page whose `trusted-types` directive doesn't list `search-popup` refuses it: fail closed).
      const tt = (window as TrustedTypesWindow).trustedTypes;
      map.textContent = (
        tt ? (policy ??= tt.createPolicy('search-popup', { createScript: (s) => s })).createScript(text) : text
      ) as string;
      (document.head || document.documentElement).appendChild(map);
    } catch (e) {
      return Promise.reject(e);
    }
    mapped[base] = 1;
  }
  // The entry: its cause is the message `ready()` rejects with, and the one line the loader says (boot.ts).
  return import('search-popup/' + url).catch(() =>
    why(url, sri).then((cause) => {
      throw new Error(cause + ': docs/deploy.md');
    }),
  );
}

const deps: LoaderDeps = {
  win: window,
  doc: document,
  // Captured synchronously: `document.currentScript` is null once this first run is over.
  script: document.currentScript as HTMLScriptElement | null,
  files: __SP_FILES__,
  version: __SP_VERSION__,
  load: (url) => (SRI ? pinnedImport(url, SRI, deps.script) : import(url)),
};
boot(deps);
// A later chunk the entry or a chunk imports (the versioned copies' import, rollup.config.mjs `pinnedCode`) that
// failed: one console line names it and the cause, however often it is needed again.
if (SRI) {
  const hub = (window as HubWindow)[HUB];
  if (hub)
    hub.why = (url: string) =>
      why(url, SRI).then((cause) => {
        const message = url + ' (' + cause + ': docs/deploy.md)';
        if (!said[url]) console.error('SearchPopup: could not load ' + message);
        said[url] = 1;
        throw new Error(message);
      });
}
