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
