/**
 * Decodes percent-encoding without ever throwing. Escapes become bytes and the bytes are read as UTF-8. When
 * they are not valid UTF-8: a legacy decoder, when given, gets them (an old page wrote EUC-KR, say); failing
 * that, a value cut off inside its last character keeps what comes before; anything else can't be read and
 * gives ''. A `%` that starts no escape (`%`, `%4`, `%zz`) stays as it is.
 */
export function percentDecode(text: string, legacy?: (bytes: Uint8Array) => string | null): string {
  if (text.indexOf('%') < 0) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 37 && /^[0-9a-f]{2}$/i.test(text.substr(i + 1, 2))) {
      bytes.push(parseInt(text.substr(i + 1, 2), 16));
      i += 2;
    } else if (c < 0x80) bytes.push(c);
    else {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      for (const b of utf8(cp)) bytes.push(b);
    }
  }
  const decoded = decodeUtf8(bytes);
  if (decoded.valid) return decoded.text;
  if (legacy) {
    try {
      const out = legacy(Uint8Array.from(bytes));
      if (typeof out === 'string' && out.indexOf('\ufffd') < 0) return out;
    } catch {
      // Not legacy-encoded either.
    }
  }
  for (let k = 1; k <= 3 && k < bytes.length + 1; k++) {
    const cut = bytes.length - k;
    const lead = bytes[cut];
    const need =
      lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    const tail = bytes.slice(cut + 1);
    if (need >= k && tail.every((b) => (b & 0xc0) === 0x80)) {
      const prefix = decodeUtf8(bytes.slice(0, cut));
      return prefix.valid ? prefix.text : '';
    }
  }
  return '';
}

function utf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

/** Strict UTF-8: overlong forms, surrogates and truncated sequences make it invalid. */
function decodeUtf8(bytes: number[]): { text: string; valid: boolean } {
  let text = '';
  let valid = true;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let cp = need === 0 ? b : need === 1 ? b & 31 : need === 2 ? b & 15 : b & 7;
    let ok = need >= 0 && i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (next & 63);
    }
    if (
      ok &&
      ((need === 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
        (need === 3 && (cp < 0x10000 || cp > 0x10ffff)))
    )
      ok = false;
    if (ok) {
      text += String.fromCodePoint(cp);
      i += need + 1;
    } else {
      valid = false;
      i++;
    }
  }
  return { text, valid };
}
