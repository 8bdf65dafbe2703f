import { html, Html } from '../../server/html';
import { demoEnv, embed } from '../../server/pages';
import type { TestPage } from '../pages';
import { filler, testDocument } from '../shell';

/**
 * The host's CSS for each case of /test/zoom?case=…: CSS `zoom` on the root or the body, a zoomed header around the
 * mount point, and a transformed one (which makes itself the containing block of anything fixed inside it).
 */
export const ZOOM_CASES: Record<string, string> = {
  none: '',
  'html-125': 'html { zoom: 1.25; }',
  'html-080': 'html { zoom: 0.8; }',
  'body-125': 'body { zoom: 1.25; }',
  'header-150': 'header.top { zoom: 1.5; }',
  'header-scale': 'header.top { transform: translate(12px, 6px) scale(0.9); transform-origin: 0 0; }',
};

/**
 * Host pages under /test/{name} (issue 16): `/test/zoom?case=body-125` is a shop header with the search box 180 px
 * from the left (so a dropdown left-aligned with it would run past the right edge if it weren't kept inside) and a
 * page long enough to scroll, under one of ZOOM_CASES; `&low` puts a tall banner above the header.
 */
export function zoomPage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  if (name !== 'zoom') return null;
  const key = query.get('case') ?? 'none';
  const css = ZOOM_CASES[key];
  if (css === undefined) return null;
  // `&low`: a 520 px banner above the header, so the dropdown needs the page to scroll to show its rows.
  const low = query.has('low');
  return {
    html: testDocument(
      `CSS zoom: ${key}`,
      html`${low ? html`<div class="banner">배너</div>` : ''}
        <header class="top">
          <span class="brand">데모서점</span>
          <div class="box">${embed({ device: 'desktop', env: demoEnv(origin) })}</div>
        </header>
        <main>${filler(60)}</main>`,
      {
        head: html`<style>
          body { margin: 0; font: 15px/1.6 sans-serif; }
          header.top { display: flex; align-items: center; gap: 24px; padding: 12px 24px; background: #f4f1ea; border-bottom: 1px solid #ddd; }
          header.top .brand { width: 132px; font-weight: 700; font-size: 20px; }
          header.top .box { width: 420px; }
          main { padding: 16px 24px; }
          .banner { height: 520px; background: #e8eef4; }
          ${new Html(css)}
        </style>`,
      },
    ),
  };
}
