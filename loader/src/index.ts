import { boot, type LoaderDeps } from './boot';

declare const __SP_FILES__: { desktop: string[]; mobile: string[] };
declare const __SP_VERSION__: string;
/**
 * The pinned loader's integrity table (`<version>/loader.js`: each chunk of the release → its `sha384-…`); `0` in
 * `loader.js`, where the code below that uses it is dropped by the minifier.
 */
declare const __SP_SRI__: Record<string, string> | 0;

/** The folders (as absolute URLs) whose integrity map is in the page already. */
const mapped: Record<string, 1> = {};
interface ScriptPolicy {
  createScript(s: string): unknown;
}
type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: { createScript(s: string): string }): ScriptPolicy };
};
let policy: ScriptPolicy | undefined;

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
  return import('search-popup/' + url).catch((e: Error) => {
    console.error(
      'SearchPopup: ' +
        url +
        ' not loaded (integrity mismatch, network, or the integrity map refused: docs/deploy.md): ' +
        e.message,
    );
    throw e;
  });
}

const deps: LoaderDeps = {
  win: window,
  doc: document,
  // Captured synchronously: `document.currentScript` is null once this first run is over.
  script: document.currentScript as HTMLScriptElement | null,
  files: __SP_FILES__,
  version: __SP_VERSION__,
  load: (url) => (__SP_SRI__ ? pinnedImport(url, __SP_SRI__, deps.script) : import(url)),
};
boot(deps);
