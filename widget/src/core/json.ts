/**
 * JSON text for plain data (objects, arrays, strings, finite numbers, booleans, null), written without
 * `JSON.stringify` on objects: a host page running Prototype.js-era code gives `Array.prototype` a `toJSON`
 * (arrays come out as strings) or replaces `JSON.stringify` itself. Only own enumerable keys are written, so
 * junk on `Object.prototype` stays out; `undefined` and functions in objects are left out, as JSON does.
 */
export function toJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      parts.push(v === undefined || typeof v === 'function' ? 'null' : toJson(v));
    }
    return '[' + parts.join(',') + ']';
  }
  if (typeof value === 'object') {
    const parts: string[] = [];
    for (const key of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined && typeof v !== 'function') parts.push(quote(key) + ':' + toJson(v));
    }
    return '{' + parts.join(',') + '}';
  }
  return 'null';
}

const ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A JSON string literal, escaped as (well-formed) `JSON.stringify` does: controls, quotes, lone surrogates. */
function quote(s: string): string {
  // A valid surrogate pair matches first and stays; what is left of the surrogate range is lone.
  return (
    '"' +
    // eslint-disable-next-line no-control-regex -- JSON escapes the control characters U+0000-U+001F
    s.replace(/[\ud800-\udbff][\udc00-\udfff]|["\\\u0000-\u001f\ud800-\udfff]/g, (c) =>
      c.length === 2 ? c : (ESCAPES[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')),
    ) +
    '"'
  );
}
