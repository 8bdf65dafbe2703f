/** The demo's host pages: a legacy-style desktop shop page and a mobile page, each embedding the widget. */

const SERVICE_CODES = ['onk', 'pdt', 'myr', 'evt', 'bcf', 'mbr', 'ord', 'sch', 'ebk', 'ebp', 'ecs', 'eli', 'sam', 'hotf', 'store', 'ecp', 'htr'];

/** Every env host points at the demo's own origin: the demo serves every page the widget links to. */
export function demoEnv(origin) {
  const serviceHosts = {};
  for (const code of SERVICE_CODES) serviceHosts[code] = origin;
  return { mainHost: origin, searchHost: origin, eventHost: origin, imageHost: origin, serviceHosts };
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');

/** The one-script-tag embed of contract §1; JSON in the page can't close its `<script>` element. */
export function embed(config, attrs = '') {
  const json = JSON.stringify(config, null, 2).replace(/</g, '\\u003c');
  return `<script type="application/json" id="search-popup-config">${json}</script>
<div id="search-popup"></div>
<script src="/static/search-popup/loader.js" async${attrs}></script>`;
}

export function desktopPage(origin) {
  const config = { device: 'desktop', gateway: '/api/gw', env: demoEnv(origin), user: null };
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>데모 서점 - 책, 음반, 선물</title>
<link rel="stylesheet" href="/public/legacy.css">
</head>
<body>
<table class="top" width="100%" cellpadding="0" cellspacing="0">
  <tr>
    <td class="logo"><a href="/">데모<b>서점</b></a></td>
    <td class="search-cell">${embed(config)}</td>
    <td class="util"><a href="/MBR/login">로그인</a> | <a href="/ORD/cart">장바구니</a> | <a href="/cscenter">고객센터</a></td>
  </tr>
</table>
<ul class="gnb"><li>국내도서</li><li>외국도서</li><li>eBook</li><li>sam</li><li>핫트랙스</li><li>이벤트</li></ul>
<div class="content">
  <h2>오늘의 책</h2>
  <p>검색창에 <b>해리</b>, <b>한강</b>, <b>어린 왕자</b>를 입력해 보세요.</p>
</div>
</body>
</html>`;
}

export function mobilePage(origin) {
  const config = { device: 'mobile-web', gateway: '/api/gw', env: demoEnv(origin), user: null };
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>데모 서점 모바일</title>
<link rel="stylesheet" href="/public/mobile.css">
</head>
<body>
<header class="m-header"><a class="m-logo" href="/mobile">데모서점</a></header>
<div class="m-search">${embed(config)}</div>
<main class="m-main"><h2>오늘의 추천</h2><p>검색창에 <b>해리</b>를 입력해 보세요.</p></main>
</body>
</html>`;
}

export function notFoundPage(path) {
  return `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>페이지를 찾을 수 없습니다</title></head>
<body><h1>페이지를 찾을 수 없습니다</h1><p>${escapeHtml(path)}</p><p><a href="/">처음으로</a></p></body></html>`;
}

/** Pages for the browser tests and for anyone replaying a loader edge case by hand: /test/{name}. */
export function testPage(name, origin) {
  const env = demoEnv(origin);
  const shell = (title, body) => `<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>
${body}
</body></html>`;
  switch (name) {
    case 'bad-env': {
      const { imageHost, ...rest } = env;
      const { ord, ...serviceHosts } = rest.serviceHosts;
      return shell('env 누락: imageHost, serviceHosts.ord', embed({ device: 'desktop', env: { ...rest, serviceHosts } }));
    }
    case 'double':
      return shell('로더 두 번 포함', embed({ device: 'desktop', env }) + '\n<script src="/static/search-popup/loader.js?copy=2"></script>');
    case 'no-mount':
      return shell('마운트 요소 없음', `<script type="application/json" id="search-popup-config">${JSON.stringify({ device: 'desktop', env })}</script>
<p id="before">앞 문단</p>
<script src="/static/search-popup/loader.js"></script>
<p id="after">뒷 문단</p>`);
    case 'concat':
      return shell('다른 스크립트에 이어 붙인 로더', `<script type="application/json" id="search-popup-config">${JSON.stringify({ device: 'desktop', env, assetBase: '/static/search-popup/' })}</script>
<div id="search-popup"></div>
<script src="/test/concat.js"></script>`);
    case 'media-query':
      return shell('device 없음: 화면 너비로 결정', `<meta name="viewport" content="width=device-width, initial-scale=1">` + embed({ env }));
    default:
      return null;
  }
}

/** A legacy script with no trailing semicolon, followed by the loader, as a host's concatenating build makes it. */
export const LEGACY_SCRIPT = "window.legacyCalls = 0;\nwindow.legacy = function () { window.legacyCalls++; return 'legacy' }";
