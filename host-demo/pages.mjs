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
