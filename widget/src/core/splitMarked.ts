/**
 * Markers the widget asks the gateway to wrap matched text in (`highlightPre`/`highlightPost`). Private-use
 * characters: they can't be mistaken for HTML and never occur in a product name.
 */
export const HIGHLIGHT_PRE = '\uE000';
export const HIGHLIGHT_POST = '\uE001';

export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * Splits a server-marked name into plain and marked segments. Markers are exact strings; a marker without its
 * partner is dropped and its text stays plain, so an unbalanced answer still reads right. Never parses HTML:
 * every segment is shown as text.
 */
export function splitMarked(name: string, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): Segment[] {
  const out: Segment[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.marked === marked) last.text += text;
    else out.push({ text, marked });
  };
  let rest = name;
  while (rest) {
    const open = rest.indexOf(pre);
    if (open < 0) break;
    const close = rest.indexOf(post, open + pre.length);
    if (close < 0) break;
    push(rest.slice(0, open).split(post).join(''), false);
    push(
      rest
        .slice(open + pre.length, close)
        .split(pre)
        .join(''),
      true,
    );
    rest = rest.slice(close + post.length);
  }
  push(rest.split(pre).join('').split(post).join(''), false);
  return out;
}

/** The name with every marker removed. */
export function plainName(name: string, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): string {
  return name.split(pre).join('').split(post).join('');
}
