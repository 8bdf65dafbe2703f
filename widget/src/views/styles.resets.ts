/**
 * The resets of elements only what the popup shows has (links, images, headings and paragraphs), with no class weight
 * (:where) so every component rule wins over them; the box's are in views/styles.ts. Each view's later chunk adopts
 * them first (entries/desktopParts.ts, mobileParts.ts), before its own sheet and the popup's.
 */
export const resetsCss = `
:where(.sp-root) a { color: inherit; text-decoration: none; }
:where(.sp-root) img { display: block; }
:where(.sp-root) :is(h3, p) { margin: 0; }
`;
