/** Test fixtures only: replaces the jsdom body (or appends after a node) with markup the test wrote itself. */
export function setBody(markup: string): void {
  document.body.replaceChildren(document.createRange().createContextualFragment(markup));
}

export function insertAfter(node: Node, markup: string): void {
  node.parentNode!.insertBefore(document.createRange().createContextualFragment(markup), node.nextSibling);
}

export function insertBefore(node: Node, markup: string): void {
  node.parentNode!.insertBefore(document.createRange().createContextualFragment(markup), node);
}

/** Expires every cookie the page can see (jsdom keeps them between tests of a file). */
export function clearCookies(): void {
  for (const c of document.cookie.split(';')) document.cookie = c.split('=')[0].trim() + '=; Max-Age=0; Path=/';
}
