/**
 * What a shopper sees of the rows' details and the prompts' text (issue 39): how text is laid out in lines, the cart
 * button against its row, covers drawn whole. The in-page functions take the widget's shadow root first and are
 * self-contained (the drivers serialise them): call them with `widget(...).inShadow` from Playwright
 * (test/browser/seenRows.test.ts) and from the engines' journeys alike. The checks that read their answers run in
 * Node and return the problems found, an empty list when there are none.
 */
import { P } from './parts';
import type { Widget } from './widget';

/** An element's text, a character at a time, with the rendered line each is drawn on (-1: blank or not drawn). */
export interface Laid {
  text: string;
  line: number[];
}

/**
 * In the page: each element `selector` finds (and draws), its text laid out: a character's line is found from its
 * own box (a Range over it); a new line starts where a character's middle is below the line so far. A character
 * whose middle lies outside a clipping ancestor's box (overflow other than visible) is not drawn: a person doesn't
 * see it.
 */
export const laidOut = (root: ShadowRoot, selector: string): Laid[] =>
  [...root.querySelectorAll(selector)]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let text = '';
      const line: number[] = [];
      let at = -1;
      let bottom = -Infinity;
      const clipped = (node: Node, r: DOMRect) => {
        const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
        for (let e = node.parentElement; e; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const c = e.getBoundingClientRect();
          if (x < c.left || x > c.right || y < c.top || y > c.bottom) return true;
        }
        return false;
      };
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const c = node.data[i];
          text += c;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = [...range.getClientRects()].find((b) => b.width > 0 && b.height > 0);
          if (!r || /\s/.test(c) || clipped(node, r)) {
            line.push(-1);
            continue;
          }
          if ((r.top + r.bottom) / 2 > bottom) {
            at++;
            bottom = r.bottom;
          } else bottom = Math.max(bottom, r.bottom);
          line.push(at);
        }
      }
      return { text, line };
    });

const drawn = (l: Laid) => l.line.flatMap((n, i) => (n >= 0 ? [i] : []));
const WORD = /[\p{L}\p{N}]/u;
const around = (l: Laid, i: number, j: number) =>
  `"${l.text.slice(Math.max(0, i - 8), i + 1)}" / "${l.text.slice(j, j + 8)}" in "${l.text}"`;

/** Line breaks inside a word: two letters or digits, nothing blank between them, on two lines. */
export function brokenWords(l: Laid): string[] {
  const at = drawn(l);
  return at.slice(1).flatMap((j, k) => {
    const i = at[k];
    const between = l.text.slice(i + 1, j);
    return l.line[j] > l.line[i] && !/\s/.test(between) && WORD.test(l.text[i]) && WORD.test(l.text[j])
      ? ['a word broken: ' + around(l, i, j)]
      : [];
  });
}

/** The lines as drawn (from each line's first drawn character to its last), and whether a line starts after `\n`. */
export function lines(l: Laid): { text: string; forced: boolean }[] {
  const at = drawn(l);
  const out: { text: string; forced: boolean; from: number; to: number }[] = [];
  for (const i of at) {
    const n = l.line[i];
    if (out[n]) out[n].to = i;
    else {
      const prev = out[n - 1];
      out[n] = { text: '', forced: !prev || l.text.slice(prev.to + 1, i).includes('\n'), from: i, to: i };
    }
  }
  return out.map((o) => ({ text: l.text.slice(o.from, o.to + 1), forced: o.forced }));
}

/** A word alone on a line the text wrapped to (an orphan): `…구매할 수` / `있습니다.`. */
export const orphans = (l: Laid): string[] =>
  lines(l).flatMap((line) =>
    !line.forced && !/\s/.test(line.text) ? [`"${line.text}" alone on a line of "${l.text}"`] : [],
  );

/** A line that starts with a separator (`· 441P (5%) 적립`) or ends with one (`10% 8,820원 ·`). */
export const strandedSeparators = (l: Laid): string[] =>
  lines(l).flatMap((line) => [
    ...(/^[·|]/.test(line.text) ? [`a line starts with its separator: "${line.text}"`] : []),
    ...(/[·|]$/.test(line.text) ? [`a line ends with its separator: "${line.text}"`] : []),
  ]);

/**
 * In the page: each meta line `selector` finds whose author's first word isn't shown whole (`데… · 워너브라더스`),
 * as `author / what shows`. The word is cut where it reaches past the box that clips it, less the ellipsis drawn
 * there when that box's text overflows.
 */
export const authorsCut = (root: ShadowRoot, selector: string): string[] =>
  [...root.querySelectorAll(selector)]
    .filter((el) => el.getClientRects().length > 0 && (el.textContent ?? '').includes(' · '))
    .flatMap((el) => {
      const author = el.textContent!.split(' · ')[0];
      const word = author.trim().split(/\s/)[0];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const first = walker.nextNode() as Text;
      const from = first.data.indexOf(word);
      if (from < 0 || from + word.length > first.data.length) return [`${author} / its first word is split`];
      const range = document.createRange();
      range.setStart(first, from);
      range.setEnd(first, from + word.length);
      const right = range.getBoundingClientRect().right;
      for (let e = first.parentElement; e && e !== el.parentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === 'visible') continue;
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ellipsis = e.scrollWidth > e.clientWidth && style.textOverflow === 'ellipsis';
        const edge = e.getBoundingClientRect().right - (ellipsis ? canvas.measureText('…').width : 0);
        if (right > edge + 0.5)
          return [`${author} / ${el.textContent} (its first word ends at ${right}, the box at ${edge})`];
      }
      return [];
    });

/** A figure (a price, points, a rate) drawn on more than one line (`225,400` / `원`). */
export function splitFigures(l: Laid): string[] {
  const figure = /\d[\d,]*(?:원|P(?: \(\d+(?:\.\d+)?%\))?)|\d+(?:\.\d+)?%/g;
  const out: string[] = [];
  for (let m = figure.exec(l.text); m; m = figure.exec(l.text)) {
    const on = new Set(l.line.slice(m.index, m.index + m[0].length).filter((n) => n >= 0));
    if (on.size > 1) out.push(`"${m[0]}" broken over ${on.size} lines in "${l.text}"`);
  }
  return out;
}

/** One cart button as measured in the page: see `cartButtons`. */
export interface CartButton {
  name: string;
  text: string;
  width: number;
  height: number;
  /** The row it belongs to is the active (hovered or keyboard-chosen) one. */
  active: boolean;
  /** Contrast of its fill with what is around it (the row), and of its border (0 without one). */
  fill: number;
  edge: number;
}

/**
 * In the page: every cart button `selector` finds that is drawn, with its size, its text and the contrast (WCAG
 * 2.x relative luminance) of its fill and of its border against the colour behind it: the first opaque background
 * of its ancestors, with the translucent ones above it laid on.
 */
export const cartButtons = (root: ShadowRoot, selector: string): CartButton[] => {
  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba => {
    const n = (/rgba?\(([^)]*)\)/.exec(c)?.[1] ?? '0 0 0 0')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1];
  };
  const over = (top: Rgba, below: Rgba): Rgba =>
    [0, 1, 2].map((k) => top[k] * top[3] + below[k] * (1 - top[3])).concat(1) as Rgba;
  const lum = (c: Rgba) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return Math.round(((x + 0.05) / (y + 0.05)) * 100) / 100;
  };
  const parent = (el: Element): Element | null =>
    el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host ?? null;
  const behind = (el: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let a = parent(el); a; a = parent(a)) {
      const c = parse(getComputedStyle(a).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  return [...root.querySelectorAll(selector)].flatMap((b) => {
    const r = b.getBoundingClientRect();
    if (!r.width || !r.height) return [];
    const s = getComputedStyle(b);
    const back = behind(b);
    const fill = over(parse(s.backgroundColor), back);
    const width = Math.min(
      ...['Top', 'Right', 'Bottom', 'Left'].map(
        (k) => parseFloat(s.getPropertyValue(`border-${k.toLowerCase()}-width`)) || 0,
      ),
    );
    const line = over(parse(s.borderTopColor), fill);
    return [
      {
        name: b.getAttribute('aria-label') ?? '',
        text: (b.textContent ?? '').trim(),
        width: Math.round(r.width * 10) / 10,
        height: Math.round(r.height * 10) / 10,
        active: !!b.closest('.sp-active'),
        fill: contrast(fill, back),
        edge: width >= 1 && s.borderTopStyle !== 'none' ? contrast(line, back) : 0,
      },
    ];
  });
};

/** A cart button a shopper can't make out from its row: neither its fill nor its border at 3:1 (WCAG 1.4.11). */
export const faintButtons = (buttons: CartButton[]): string[] =>
  buttons.flatMap((b) =>
    Math.max(b.fill, b.edge) < 3
      ? [`${b.name}${b.active ? ' (active row)' : ''}: fill ${b.fill}:1, border ${b.edge}:1 against its row`]
      : [],
  );

/** The images checked by `croppedImages`, how many of them are square or wide, and what is wrong. */
export interface ImagesDrawn {
  checked: number;
  notPortrait: number;
  problems: string[];
}

/**
 * In the page: every loaded, drawn image `selector` finds, its picture placed by its object-fit and object-position
 * in its content box: a picture that runs past the box (cropped: `cover`) or is drawn at another aspect than its
 * own (stretched: `fill`) is a problem. `notPortrait` counts the square and wide pictures among them.
 */
export const croppedImages = (root: ShadowRoot, selector: string): ImagesDrawn => {
  const out = { checked: 0, notPortrait: 0, problems: [] as string[] };
  for (const img of root.querySelectorAll<HTMLImageElement>(selector)) {
    const r = img.getBoundingClientRect();
    if (!img.complete || !img.naturalWidth || !r.width || !r.height) continue;
    const s = getComputedStyle(img);
    const px = (p: string) => parseFloat(s.getPropertyValue(p)) || 0;
    const box = {
      left: r.left + px('border-left-width') + px('padding-left'),
      top: r.top + px('border-top-width') + px('padding-top'),
      width: r.width - px('border-left-width') - px('padding-left') - px('padding-right') - px('border-right-width'),
      height: r.height - px('border-top-width') - px('padding-top') - px('padding-bottom') - px('border-bottom-width'),
    };
    const [nw, nh] = [img.naturalWidth, img.naturalHeight];
    const fit = Math.min(box.width / nw, box.height / nh);
    const scale =
      s.objectFit === 'cover'
        ? Math.max(box.width / nw, box.height / nh)
        : s.objectFit === 'none'
          ? 1
          : s.objectFit === 'scale-down'
            ? Math.min(1, fit)
            : fit;
    const [w, h] = s.objectFit === 'fill' ? [box.width, box.height] : [nw * scale, nh * scale];
    const [ox, oy] = s.objectPosition.split(/\s+/).map((v, k) => {
      const room = k ? box.height - h : box.width - w;
      if (/%$/.test(v)) return (room * parseFloat(v)) / 100;
      if (v === 'left' || v === 'top') return 0;
      if (v === 'right' || v === 'bottom') return room;
      if (v === 'center') return room / 2;
      return parseFloat(v) || 0;
    });
    out.checked++;
    if (nw / nh > 0.85) out.notPortrait++;
    const name = `${img.className} ${img.src.split('/').pop()} (${nw}×${nh} in ${Math.round(box.width)}×${Math.round(box.height)}, ${s.objectFit})`;
    if (ox < -0.5 || oy < -0.5 || ox + w > box.width + 0.5 || oy + h > box.height + 0.5)
      out.problems.push(`${name}: drawn ${Math.round(w)}×${Math.round(h)}, cut by its box`);
    if (Math.abs(w / h / (nw / nh) - 1) > 0.02)
      out.problems.push(`${name}: stretched to ${Math.round(w)}×${Math.round(h)}`);
  }
  return out;
};

/** The covers of the product rows and the featured panel. */
export const COVERS = `${P.products} img${P.thumb}, ${P.featured} img`;

/**
 * The covers once asked (a new image waits for the typing to pause, its box a `P.imageWaiting`) and loaded where
 * drawn (a lazy image not drawn, like the narrow featured panel's, never loads): what they show cut or stretched.
 */
export async function coversDrawn(w: Widget): Promise<ImagesDrawn> {
  await w.until(
    (root, s, waiting) =>
      !root.querySelector(waiting) &&
      [...root.querySelectorAll<HTMLImageElement>(s)].every((i) => !i.getClientRects().length || i.complete),
    {},
    COVERS,
    P.imageWaiting,
  );
  return w.inShadow(croppedImages, COVERS);
}

/** A prompt's lines with a word broken over two of them or left alone on one. */
export const wordProblems = (lines: Laid[]): string[] => lines.flatMap((l) => [...brokenWords(l), ...orphans(l)]);
