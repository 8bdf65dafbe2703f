/**
 * The config's security rules (contract §1, "Config rules"). User content a page shows (sanitized HTML keeps
 * `id`) can put an element with the config's id before the real one; it must never choose the code that runs
 * on the shop's origin or the gateway that receives the shopper's token.
 */

/**
 * The config element: only a `<script type="application/json">` with that id counts (any other element with the
 * id is ignored); two such scripts are refused. `null` when there is none (yet), a message when refused.
 */
export function findConfig(doc: Document, id: string): HTMLScriptElement | string | null {
  const found = [].filter.call(
    doc.getElementsByTagName('script'),
    (s: HTMLScriptElement) => s.id === id && s.type.trim().toLowerCase() === 'application/json',
  ) as HTMLScriptElement[];
  if (found.length > 1) return 'SearchPopup: ' + found.length + ' configs have the id "' + id + '": refused';
  return found[0] || null;
}

/**
 * Where the hashed bundles are: the loader's own folder, or the config's `assetBase` when it is on the loader's
 * own origin or on an origin the loader tag lists in `data-asset-origin` (written by the host, never config
 * text). A foreign `assetBase` is ignored with an error saying how to allow it. `url` is null when neither the
 * loader's URL nor a usable `assetBase` is known.
 */
export function trustedAssetBase(
  assetBase: unknown,
  script: HTMLScriptElement | null,
  doc: Document,
  optIn: string,
): { url: string | null; error?: string } {
  const own = (script && script.src) || null;
  if (typeof assetBase !== 'string' || !assetBase) return { url: own };
  let url: URL;
  try {
    url = new URL(assetBase.replace(/\/?$/, '/'), doc.baseURI);
  } catch {
    return { url: own, error: 'SearchPopup: config.assetBase is not a URL; ignored' };
  }
  const home = new URL(own || doc.baseURI).origin;
  if (url.origin === home || optIn.split(/\s+/).indexOf(url.origin) >= 0) return { url: url.href };
  return {
    url: own,
    error:
      'SearchPopup: config.assetBase on ' +
      url.origin +
      ' ignored: it needs data-asset-origin="' +
      url.origin +
      '" on the loader tag',
  };
}

/**
 * The configs as the loader saw them, by id: a framework that owns the node holding one (Vue's in-DOM template)
 * drops the script when it mounts, before the widget's start reads it. The live element wins while there is one (a
 * config added or rewritten later); a copy is taken on each `read`, so the last one seen serves once it is gone.
 * Returns `read(id)`, which answers as `findConfig`, and `text(id)`, the copy.
 */
export function keepConfigs(doc: Document) {
  const kept = new Map<string, string>();
  return [
    (id: string) => {
      const found = findConfig(doc, id);
      if (found && typeof found !== 'string') kept.set(id, found.textContent!);
      return found;
    },
    (id: string) => kept.get(id),
  ] as const;
}

/** The config id the loader reads when its tag names none. */
export const DEFAULT_CONFIG = 'search-popup-config';

/**
 * Whether a `<search-popup config="…">` may read the config with that id (issue 38): the loader tag's own
 * (`data-config`), the default, or one the tag lists in `data-config-ids` (space-separated, written by the host).
 * Any other JSON script on the page (a user profile, a stranger's markup) never becomes a box's gateway or env.
 */
export function configAllowed(id: string, tagId: string, listed: string): boolean {
  return id === tagId || id === DEFAULT_CONFIG || listed.split(/\s+/).indexOf(id) >= 0;
}

/**
 * The legacy mount point among the elements the `data-mount` selector matched (issue 38): the first that follows
 * the config script in document order. User content before the config (a review's `<div id="search-popup">`
 * above the header) never takes the box. With no config script in the document (refused, or dropped by a
 * framework after it was read) the first match serves.
 */
export function mountPoint<E extends Element>(matches: Iterable<E>, config: Element | string | null): E | undefined {
  // Not an element: none, or the message that refused two.
  return [...matches].find(
    (el) => !(config as Element)?.nodeType || (config as Element).compareDocumentPosition(el) & 4,
  );
}
