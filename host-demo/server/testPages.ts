import { html, jsonForScript } from './html';
import { demoEnv, embed } from './pages';

/** A legacy script with no trailing semicolon, followed by the loader, as a host's concatenating build makes it. */
export const LEGACY_SCRIPT = "window.legacyCalls = 0;\nwindow.legacy = function () { window.legacyCalls++; return 'legacy' }";

/** Pages for the browser tests and for anyone replaying a loader edge case by hand: /test/{name}. */
export function testPage(name: string, origin: string): string | null {
  const env = demoEnv(origin);
  const shell = (title: string, body: unknown) => html`<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><h1>${title}</h1>
${body}
</body></html>`.value;
  const config = (c: unknown) => html`<script type="application/json" id="search-popup-config">${jsonForScript(c)}</script>`;
  switch (name) {
    case 'bad-env': {
      const { imageHost: _i, serviceHosts, ...rest } = env;
      const { ord: _o, ...hosts } = serviceHosts;
      return shell('env 누락: imageHost, serviceHosts.ord', embed({ device: 'desktop', env: { ...rest, serviceHosts: hosts } }));
    }
    case 'double':
      return shell('로더 두 번 포함', html`${embed({ device: 'desktop', env })}\n<script src="/static/search-popup/loader.js?copy=2"></script>`);
    case 'no-mount':
      return shell('마운트 요소 없음', html`${config({ device: 'desktop', env })}
<p id="before">앞 문단</p>
<script src="/static/search-popup/loader.js"></script>
<p id="after">뒷 문단</p>`);
    case 'concat':
      return shell('다른 스크립트에 이어 붙인 로더', html`${config({ device: 'desktop', env, assetBase: '/static/search-popup/' })}
<div id="search-popup"></div>
<script src="/test/concat.js"></script>`);
    case 'mobile-trapped':
      // The mount point under a transformed, clipped container and a max-z-index fixed header.
      return html`<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>갇힌 마운트 지점</title>
<link rel="stylesheet" href="/public/trapped.css"></head>
<body>
<header class="top">고정 헤더 (z-index 2147483647)</header>
<div class="trap">${embed({ device: 'mobile-web', env })}</div>
<main>${Array.from({ length: 40 }, (_, i) => html`<p>본문 ${i + 1}</p>`)}</main>
</body></html>`.value;
    case 'media-query':
      return shell('device 없음: 화면 너비로 결정', embed({ env }));
    default:
      return null;
  }
}
