import { html, Html } from '../server/html';

export interface TestDocument {
  /** More in `<head>` (styles, scripts): HTML. */
  head?: unknown;
  /** The title again as the page's `<h1>`. */
  heading?: boolean;
  /** The phone viewport `<meta>` (default true). */
  viewport?: boolean;
  /** `<!DOCTYPE html>` (default true; without it the page is in quirks mode). */
  doctype?: boolean;
}

const VIEWPORT = new Html('<meta name="viewport" content="width=device-width, initial-scale=1" />');

/** A test page's whole document, in Korean and UTF-8: `body` (HTML) under the title. */
export function testDocument(title: string, body: unknown, parts: TestDocument = {}): string {
  const { head = '', heading = false, viewport = true, doctype = true } = parts;
  return (
    (doctype ? '<!DOCTYPE html>\n' : '') +
    html`<html lang="ko">
      <head>
        <meta charset="utf-8" />
        ${viewport ? VIEWPORT : ''}
        <title>${title}</title>
        ${head}
      </head>
      <body>
        ${heading ? html`<h1>${title}</h1>` : ''} ${body}
      </body>
    </html>`.value
  );
}

/** The loader's script tag, `attrs` added (` async`, ` defer`). */
export const loaderTag = (attrs = '') => new Html(`<script src="/static/search-popup/loader.js"${attrs}></script>`);

/** Some paragraphs of filler, so the page scrolls. */
export const filler = (count: number) => html`${Array.from({ length: count }, (_, i) => html`<p>본문 ${i + 1}</p>`)}`;
