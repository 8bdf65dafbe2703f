/**
 * What a person can see, asserted in the page (any engine: the function is serialised by the driver, so it is
 * self-contained). For each element the selector finds inside the widget's shadow root, it lists what hides it:
 * - outside the viewport;
 * - outside the visible box of a clipping or scrolling ancestor (crossing the shadow boundary up to the page, up to
 *   the top layer);
 * - covered: the hit test at its centre finds something that is neither it nor inside it (nor an ancestor whose
 *   pseudo-elements draw nothing: a link stretched over its row by a clear ::after);
 * - text cut where the shopper needs it: an element matched by `whole` (a price) is narrower than its text, or
 *   ends in an ellipsis; an element matched by `firstLine` (a name) shows less than one line of its text.
 * An empty list means every element is seen. `min` fails when fewer elements than that are found.
 */
export interface SeenQuery {
  /** The widget's host element. @default '#search-popup' */
  host?: string;
  /** The elements to check, inside the shadow root. */
  selector: string;
  /** Inside each element: text that must be shown whole (e.g. '.sp-price'). */
  whole?: string;
  /** Inside each element: text whose first line must show (e.g. '.sp-name'). */
  firstLine?: string;
  min?: number;
}

export function unseen(q: SeenQuery): string[] {
  const root = document.querySelector(q.host ?? '#search-popup')?.shadowRoot;
  if (!root) return ['no shadow root at ' + (q.host ?? '#search-popup')];
  const els = Array.from(root.querySelectorAll(q.selector));
  const problems: string[] = [];
  if (els.length < (q.min ?? 1)) problems.push(`${q.selector}: ${els.length} found, ${q.min ?? 1} expected`);
  const name = (el: Element, i: number) => `${q.selector}[${i}] "${(el.textContent ?? '').trim().slice(0, 24)}"`;
  const parentOf = (el: Element): Element | null =>
    el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host ?? null;
  els.forEach((el, i) => {
    const r = el.getBoundingClientRect();
    const id = name(el, i);
    if (r.width < 1 || r.height < 1) return problems.push(id + ': has no size');
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
      problems.push(
        `${id}: outside the viewport (${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}×${innerHeight})`,
      );
    }
    // An element in the top layer (a popover, a modal dialog) is clipped by no ancestor; a fixed one only by an
    // ancestor that makes itself its containing block (a transform, a filter, paint containment).
    let fixed = false;
    for (
      let a: Element | null = el, inTopLayer = false;
      a && a !== document.documentElement && !inTopLayer;
      a = parentOf(a)
    ) {
      inTopLayer = a.matches(':popover-open, :modal');
      const style = getComputedStyle(a);
      const contains =
        style.transform !== 'none' || style.filter !== 'none' || /paint|layout|strict|content/.test(style.contain);
      if (fixed && !contains) continue;
      fixed = style.position === 'fixed';
      if (a === el || (style.overflowX === 'visible' && style.overflowY === 'visible')) continue;
      const b = a.getBoundingClientRect();
      // client* are in the element's own pixels, the rects in the viewport's: under CSS zoom they differ by its scale.
      const k = (a as HTMLElement).offsetWidth ? b.width / (a as HTMLElement).offsetWidth : 1;
      const left = b.left + a.clientLeft * k;
      const top = b.top + a.clientTop * k;
      const clipX = style.overflowX !== 'visible' && (r.left < left - 0.5 || r.right > left + a.clientWidth * k + 0.5);
      const clipY = style.overflowY !== 'visible' && (r.top < top - 0.5 || r.bottom > top + a.clientHeight * k + 0.5);
      if (clipX || clipY)
        problems.push(
          `${id}: cut by <${a.tagName.toLowerCase()} class="${a.getAttribute('class') ?? ''}"> (overflow ${style.overflowX}/${style.overflowY})`,
        );
    }
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = (root as ShadowRoot & { elementFromPoint(x: number, y: number): Element | null }).elementFromPoint(
      x,
      y,
    );
    // An ancestor hit at its centre covers it only with a pseudo-element that draws something: a link stretched over
    // its row by a clear ::after (the product rows' name) is still under the pointer there, not in front of the eye.
    const clearOver = (a: Element) =>
      a.contains(el) &&
      ['::before', '::after'].every((p) => {
        const s = getComputedStyle(a, p);
        return (
          /^(none|normal|""|'')$/.test(s.content) ||
          (s.backgroundImage === 'none' && /^(transparent|rgba\(0, 0, 0, 0\))$/.test(s.backgroundColor))
        );
      });
    if (!hit || (hit !== el && !el.contains(hit) && !clearOver(hit))) {
      problems.push(
        `${id}: covered at its centre by <${hit?.tagName.toLowerCase() ?? 'nothing'} class="${hit?.getAttribute('class') ?? ''}">`,
      );
    }
    if (q.whole) {
      for (const t of Array.from(el.querySelectorAll(q.whole)) as HTMLElement[]) {
        const text = (t.textContent ?? '').trim();
        if (t.scrollWidth > t.clientWidth + 1 && getComputedStyle(t).overflowX !== 'visible')
          problems.push(`${id}: "${text}" cut (${t.scrollWidth} > ${t.clientWidth} px)`);
        const range = document.createRange();
        range.selectNodeContents(t);
        const tr = range.getBoundingClientRect();
        if (tr.right > r.right + 1 || tr.left < r.left - 1)
          problems.push(
            `${id}: "${text}" runs past its row (${Math.round(tr.left)}–${Math.round(tr.right)} outside ${Math.round(r.left)}–${Math.round(r.right)})`,
          );
        for (let a = parentOf(t); a && a !== el; a = parentOf(a)) {
          const style = getComputedStyle(a);
          const b = a.getBoundingClientRect();
          if (style.overflowX !== 'visible' && (tr.right > b.right + 1 || tr.left < b.left - 1))
            problems.push(
              `${id}: "${text}" cut by <${a.tagName.toLowerCase()} class="${a.getAttribute('class') ?? ''}">`,
            );
        }
        if (/…|\.\.\.$/.test(text)) problems.push(`${id}: "${text}" ends in an ellipsis`);
      }
    }
    if (q.firstLine) {
      for (const t of Array.from(el.querySelectorAll(q.firstLine)) as HTMLElement[]) {
        const line = parseFloat(getComputedStyle(t).lineHeight) || parseFloat(getComputedStyle(t).fontSize) * 1.2;
        if (t.clientHeight + 1 < line)
          problems.push(`${id}: its first line does not show (${t.clientHeight} < ${line} px)`);
        if (t.scrollWidth > t.clientWidth + 1)
          problems.push(
            `${id}: "${(t.textContent ?? '').trim().slice(0, 24)}" is wider than its box (${t.scrollWidth} > ${t.clientWidth} px)`,
          );
      }
    }
  });
  return problems;
}

/**
 * `unseen` for each query in turn, as one expression for the page to evaluate (one round trip instead of one per
 * query): the problems of all of them, in order.
 */
export const unseenAll = (queries: SeenQuery[]): string => `${JSON.stringify(queries)}.flatMap(${unseen.toString()})`;
