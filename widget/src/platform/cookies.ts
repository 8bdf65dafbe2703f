import Cookies from 'js-cookie';

/**
 * Cookies, read and written raw: the core codecs produce cookie-safe values and do all decoding themselves
 * (tolerant of garbage and of legacy EUC-KR percent-encoding), so js-cookie's own encoding stays out of the way.
 */
const raw = Cookies.withConverter({ read: (v) => v, write: (v) => String(v) });

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

/** The page's cookies (the stores are passed this jar). */
export function documentCookies(doc: Document): CookieJar {
  /**
   * Writes through js-cookie, or directly where it can't: js-cookie walks its attributes with `for…in`, which
   * throws on a host page with enumerable junk on `Object.prototype` (our values are cookie-safe already).
   */
  const write = (name: string, value: string, days: number): void => {
    try {
      if (days < 0) raw.remove(name, { path: '/' });
      else raw.set(name, value, { expires: days, path: '/', sameSite: 'Lax' });
    } catch {
      const expires = new Date(Date.now() + days * 864e5).toUTCString();
      doc.cookie = name + '=' + value + '; expires=' + expires + '; path=/; SameSite=Lax';
    }
  };
  return {
    get: (name) => {
      try {
        return raw.get(name);
      } catch {
        return undefined;
      }
    },
    set: (name, value, days) => write(name, value, days),
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
