/**
 * The journeys' probes: functions run in the page on the widget's shadow root (`w.inShadow(probe, ...args)`), so
 * self-contained; the widget's parts they need come as arguments (test/helpers/parts.ts).
 */
/** In the page: whether the element at `selector` in the widget is drawn inside the search field (`field`). */
export const inField = (root: ShadowRoot, selector: string, field: string) => {
  const el = root.querySelector(selector);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const f = root.querySelector(field)!.getBoundingClientRect();
  return r.width > 0 && r.left >= f.left && r.right <= f.right && r.top >= f.top && r.bottom <= f.bottom;
};

/**
 * In the page (issue 39, item 12): every target of the widget a person can see and press — links, buttons, switches,
 * the field — on screen and smaller than 24×24 CSS px (WCAG 2.5.8), named, with its size; empty when none is.
 */
export const smallTargets = (root: ShadowRoot) =>
  [
    ...root.querySelectorAll(
      'a[href], button, input, select, [role=switch], [role=button], [role=link], [tabindex]:not([tabindex="-1"])',
    ),
  ].flatMap((el) => {
    // A link stretched over its row by an absolutely placed ::after (the product rows' name) is that row's size.
    const after = getComputedStyle(el, '::after');
    const stretched = after.position === 'absolute' && after.content !== 'none' && (el as HTMLElement).offsetParent;
    const r = (stretched || el).getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') return [];
    // Off screen (the swiper's other pages) is not a target now.
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return [];
    if (r.width >= 24 && r.height >= 24) return [];
    const name = (el.getAttribute('aria-label') || el.textContent || el.localName).trim().slice(0, 40);
    return [`${name}: ${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10}`];
  });

/**
 * In the page: the button named `name` draws its icon as SVG (no text glyph), and how big the drawing is; null when
 * there is no such button.
 */
export const svgIcon = (root: ShadowRoot, name: string) => {
  const b = [...root.querySelectorAll('button')].find((x) => x.getAttribute('aria-label') === name);
  if (!b) return null;
  const svg = b.querySelector('svg');
  const r = svg?.getBoundingClientRect();
  return { text: (b.textContent ?? '').trim(), svg: r ? [Math.round(r.width), Math.round(r.height)] : null };
};

/**
 * In the page (issue 54, item 4): the box's placeholder, how wide its words are drawn in the box's font and how much
 * room the box gives them (its width inside its padding), in px.
 */
export const placeholderRoom = (root: ShadowRoot, input: string) => {
  const box = root.querySelector(input) as HTMLInputElement;
  const s = getComputedStyle(box);
  const probe = document.createElement('span');
  const { fontFamily, fontSize, fontStyle, fontWeight, letterSpacing } = s;
  Object.assign(probe.style, { position: 'absolute', whiteSpace: 'pre', fontFamily, fontSize, fontStyle, fontWeight });
  probe.style.letterSpacing = letterSpacing;
  probe.textContent = box.placeholder;
  root.append(probe);
  const words = probe.getBoundingClientRect().width;
  probe.remove();
  return {
    placeholder: box.placeholder,
    words: Math.ceil(words),
    room: Math.floor(box.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)),
  };
};
