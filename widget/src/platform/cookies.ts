import Cookies from 'js-cookie';

/**
 * Cookies, read and written raw: the core codecs produce cookie-safe values and do all decoding themselves
 * (tolerant of garbage and of legacy EUC-KR percent-encoding), so js-cookie's own encoding stays out of the way.
 */
const raw = Cookies.withConverter({ read: (v) => v, write: (v) => String(v) });

export interface CookieJar {
  /** The first cookie of `name` in `document.cookie` (what js-cookie reads). */
  get(name: string): string | undefined;
  /** Every cookie of `name`, in `document.cookie`'s order: a sibling subdomain may have added one (issue 38). */
  all(name: string): string[];
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

/**
 * js-cookie walks a write's attributes with `for…in` (and reads the jar with `in`), so a host page with enumerable
 * junk on `Object.prototype` would have it written into the cookie as attributes (`; junk=…`: a `domain` or
 * `expires` of the page's choosing) or make the write throw (a function has no `split`). The guard: every such key
 * is an own attribute of our own, `undefined`, which js-cookie skips. Looked up on each write: a page may add junk
 * after the widget mounted. Junk that is also read-only makes js-cookie's own copy of the attributes throw: then
 * nothing is written (the box works on, without recent searches kept or the anonymous cart's number).
 */
function attributes(days: number): Cookies.CookieAttributes {
  const attrs: Record<string, unknown> = { expires: days, path: '/', sameSite: 'Lax' };
  for (const k in attrs)
    if (!Object.prototype.hasOwnProperty.call(attrs, k))
      Object.defineProperty(attrs, k, { value: undefined, enumerable: true, writable: true });
  return attrs;
}

/**
 * The page's cookies (the stores are passed this jar), written by js-cookie alone: the document the widget mounted
 * in is the page's own, the one js-cookie writes. js-cookie keeps the first of two cookies of one name; `all` reads
 * `document.cookie` itself for every one (raw, as `get`).
 */
export function documentCookies(doc: Document): CookieJar {
  const write = (name: string, value: string, days: number): void => {
    try {
      raw.set(name, value, attributes(days));
    } catch {
      // A page whose `document.cookie` throws (a sandboxed frame), or read-only junk (above): nothing is kept.
    }
  };
  return {
    get: (name) => {
      try {
        // The jar is a plain object: a name a page put on Object.prototype is that junk, not a cookie.
        const jar = raw.get();
        return Object.prototype.hasOwnProperty.call(jar, name) ? jar[name] : undefined;
      } catch {
        return undefined;
      }
    },
    all: (name) => {
      try {
        return doc.cookie
          .split('; ')
          .filter((c) => c.startsWith(name + '='))
          .map((c) => c.slice(name.length + 1));
      } catch {
        return [];
      }
    },
    set: write,
    remove: (name) => write(name, '', -1),
  };
}

/**
 * The browser's EUC-KR decoder for old cookie values: made on first use (making one costs milliseconds at mount,
 * and almost no cookie needs it); null for bytes that aren't EUC-KR either, or where the browser has none.
 */
export function eucKrDecoder(): (bytes: Uint8Array) => string | null {
  let decoder: TextDecoder | null | undefined;
  return (bytes) => {
    try {
      decoder ??= new TextDecoder('euc-kr', { fatal: true });
      return decoder.decode(bytes);
    } catch {
      decoder ??= null;
      return null;
    }
  };
}
