/** HTML built by a tagged template that escapes every value unless it is already HTML (`Html`). */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');

function render(v: unknown): string {
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  if (v === null || v === undefined || v === false) return '';
  return escapeHtml(String(v));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((v, i) => (out += render(v) + strings[i + 1]));
  return new Html(out);
}

/** JSON inside a `<script type="application/json">`: it can't close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  new Html(JSON.stringify(value, null, 1).replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
