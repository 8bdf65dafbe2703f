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

/**
 * Counts the `popstate` listeners added on `window` from now on and not removed yet (a listener added twice is one,
 * as the DOM counts it); `restore()` ends the count.
 */
export function popstateListeners() {
  const on = new Set<unknown>();
  // What a page counting the calls (a wrapped addEventListener, adds minus removes) sees.
  let calls = 0;
  const add = jest.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, ...a) {
    if (a[0] === 'popstate') {
      on.add(a[1]);
      calls++;
    }
    return EventTarget.prototype.addEventListener.apply(this, a);
  });
  const remove = jest.spyOn(window, 'removeEventListener').mockImplementation(function (this: Window, ...a) {
    if (a[0] === 'popstate') {
      on.delete(a[1]);
      calls--;
    }
    return EventTarget.prototype.removeEventListener.apply(this, a);
  });
  return {
    now: () => on.size,
    calls: () => calls,
    restore() {
      add.mockRestore();
      remove.mockRestore();
    },
  };
}
