/**
 * The page's own search field, written inside the mount before the script (progressive enhancement, as GOV.UK's
 * accessible-autocomplete enhances a server-rendered `<select>`): `<form action="…/search"><input name="keyword">`
 * works with no JavaScript at all. When the widget mounts over it, its shadow root (no slot) takes the form's
 * place: the form is no longer rendered, nor in the accessibility tree, and the page's markup is left as it was.
 * The shopper's text, caret and focus move to the widget's input in the same task, so nothing typed is lost and
 * the box never shows empty. Null when there is no such field or nothing to take over. The loader never mounts
 * while a syllable is being composed in it (loader/src/boot.ts): the text read here is whole.
 */
export function earlyField(host: HTMLElement): { keyword: string; focus: boolean; caret: [number, number] } | null {
  const field = host.querySelector<HTMLInputElement>('input[name="keyword"]');
  if (!field) return null;
  const focus = host.ownerDocument.activeElement === field;
  const { value } = field;
  if (!focus && !value) return null;
  return { keyword: value, focus, caret: [field.selectionStart ?? value.length, field.selectionEnd ?? value.length] };
}
