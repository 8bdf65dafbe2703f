import { html, Html } from '../server/html';
import { configTag, demoEnv, embed } from '../server/pages';
import { filler, testDocument } from './shell';
import { embedRulesPage } from './libPages/embedRules';
import { frameworksPage } from './libPages/frameworks';
import { hostScriptsPage } from './libPages/hostScripts';
import { lifecyclePage } from './libPages/lifecycle';
import { navigationPage } from './libPages/navigation';
import { zoomPage } from './libPages/zoom';

/** A legacy script with no trailing semicolon, followed by the loader, as a host's concatenating build makes it. */
export const LEGACY_SCRIPT =
  "window.legacyCalls = 0;\nwindow.legacy = function () { window.legacyCalls++; return 'legacy' }";

export interface TestPage {
  html: string;
  headers?: Record<string, string>;
}

/** Pages for the browser tests and for anyone replaying an edge case by hand: /test/{name}. */
export function testPage(
  name: string,
  origin: string,
  query: URLSearchParams = new URLSearchParams(),
): TestPage | null {
  const page = legacyTestPage(name, origin);
  if (page !== null) return { html: page };
  // Pages built from real third-party libraries (issue 16), one module per area.
  for (const area of [embedRulesPage, navigationPage, frameworksPage, hostScriptsPage, lifecyclePage, zoomPage]) {
    const found = area(name, origin, query);
    if (found) return found;
  }
  return hardeningPage(name, origin, query);
}

function legacyTestPage(name: string, origin: string): string | null {
  const env = demoEnv(origin);
  const shell = (title: string, body: unknown) => testDocument(title, body, { heading: true });
  switch (name) {
    case 'bad-env': {
      const { imageHost: _i, serviceHosts, ...rest } = env;
      const { ord: _o, ...hosts } = serviceHosts;
      return shell(
        'env 누락: imageHost, serviceHosts.ord',
        embed({ device: 'desktop', env: { ...rest, serviceHosts: hosts } }),
      );
    }
    case 'double':
      return shell(
        '로더 두 번 포함',
        html`${embed({ device: 'desktop', env })}
          <script src="/static/search-popup/loader.js?copy=2"></script>`,
      );
    case 'early':
      // The page's own search form in the mount and no loader yet: a test types into the form, then adds the
      // loader (`addLoader()`), as a slow network would deliver it (README "The box before the script").
      return shell(
        '스크립트 전의 검색창',
        html`<link rel="stylesheet" href="/public/early.css" />
          ${configTag({ device: 'desktop', env })}
          <div id="search-popup">
            <form class="early-search" action="/search" method="get" role="search">
              <input type="search" name="keyword" aria-label="검색어 입력" autocomplete="off" />
              <button type="submit">검색</button>
            </form>
          </div>
          <script>
            function addLoader() {
              var s = document.createElement('script');
              s.src = '/static/search-popup/loader.js';
              document.body.appendChild(s);
            }
          </script>`,
      );
    case 'no-mount':
      return shell(
        '마운트 요소 없음',
        html`${configTag({ device: 'desktop', env })}
          <p id="before">앞 문단</p>
          <script src="/static/search-popup/loader.js"></script>
          <p id="after">뒷 문단</p>`,
      );
    case 'concat':
      return shell(
        '다른 스크립트에 이어 붙인 로더',
        html`${configTag({ device: 'desktop', env, assetBase: '/static/search-popup/' })}
          <div id="search-popup"></div>
          <script src="/test/concat.js"></script>`,
      );
    case 'mobile-trapped':
      // The mount point under a transformed, clipped container and a max-z-index fixed header.
      return testDocument(
        '갇힌 마운트 지점',
        html`<header class="top">고정 헤더 (z-index 2147483647)</header>
          <div class="trap">${embed({ device: 'mobile-web', env })}</div>
          <main>${filler(40)}</main>`,
        { head: html`<link rel="stylesheet" href="/public/trapped.css" />` },
      );
    case 'media-query':
      return shell('device 없음: 화면 너비로 결정', embed({ env }));
    case 'navbar':
      // A narrow search box (460 px) at the right of a fixed, clipped navbar: the dropdown is wider than its box.
      return testDocument(
        '내비게이션 바의 좁은 검색창',
        html`<nav class="bar">
            <a class="brand" href="/">데모서점</a><a href="/search?keyword=%EC%86%8C%EC%84%A4">소설</a
            ><a href="/search?keyword=eBook">eBook</a>
            <div class="box">${embed({ device: 'desktop', env })}</div>
          </nav>
          <main>${filler(30)}</main>`,
        { head: html`<link rel="stylesheet" href="/public/navbar.css" />` },
      );
    default:
      return null;
  }
}

/** A strict Content-Security-Policy: same-origin scripts, styles, images (and data:), connections; nothing inline. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'self'; object-src 'none'";

/**
 * Hostile host behaviour, each a script that runs before the loader. Every page puts the mount point in the same
 * 560 px column, so the widget's computed styles can be compared with the plain page's.
 */
const HOSTILE_SCRIPTS: Record<string, string> = {
  capture: `window.hostKeys = 0;
document.addEventListener('keydown', function (e) { window.hostKeys++; e.stopPropagation(); }, true);
document.addEventListener('mousedown', function (e) { e.stopPropagation(); }, true);`,
  prototype: `Object.prototype.junk = function () { return 'junk'; };
Object.prototype.resultDocuments = ['prototype junk'];
Array.prototype.extra = 'junk';
Array.prototype.toJSON = function () { return '[' + this.map(function (x) { return String(x); }).join(',') + ']'; };
Array.from = function (iterable) { var out = []; for (var i = 0; i < (iterable.length || 0); i++) out.push(iterable[i]); return out; };
var nativeStringify = JSON.stringify;
JSON.stringify = function (value) { return value && value.toJSON ? nativeStringify(value.toJSON()) : nativeStringify(value); };
String.prototype.strip = function () { return this.trim(); };`,
  polyfills: `(function () {
  var Native = window.Promise;
  function OldPromise(executor) { return new Native(executor); }
  OldPromise.resolve = function (v) { return Native.resolve(v); };
  OldPromise.reject = function (v) { return Native.reject(v); };
  OldPromise.all = function (list) { return Native.all(list); };
  OldPromise.race = function (list) { return Native.race(list); };
  window.Promise = OldPromise;
  window.fetch = function (url, init) {
    init = init || {};
    return new Native(function (resolve, reject) {
      var xhr = new XMLHttpRequest();
      xhr.open(init.method || 'GET', url, true);
      var h = init.headers || {};
      for (var k in h) if (Object.prototype.hasOwnProperty.call(h, k)) xhr.setRequestHeader(k, h[k]);
      xhr.onload = function () {
        var body = xhr.responseText;
        resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: function () { return Native.resolve(body); } });
      };
      xhr.onerror = function () { reject(new TypeError('Network request failed')); };
      xhr.send(init.body || null);
    });
  };
})();`,
  spa: `window.routed = [];
window.addEventListener('popstate', function () {
  window.routed.push(location.pathname + location.search);
  var main = document.getElementById('app');
  if (main) main.textContent = 'route: ' + location.pathname + location.search;
});`,
};

const HOSTILE_CSS = `html { font-size: 62.5%; }
* { color: #c00 !important; line-height: 3 !important; letter-spacing: 3px !important; font-family: serif !important; }
div { padding: 11px; border: 3px dashed #c00; box-sizing: content-box; font-size: 30px; text-align: right; }
#search-popup, [id] { display: flex; font: italic 40px/5 serif; color: lime; text-transform: uppercase; cursor: wait; visibility: visible; direction: rtl; }
button, input { all: revert; font-size: 24px !important; border: 4px solid #c00 !important; }
.trap { transform: translateX(0) scale(1); filter: saturate(1); overflow: hidden; height: 60px; }`;

function hardeningPage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  const env = demoEnv(origin);
  const device = query.get('device') === 'mobile' ? 'mobile-web' : 'desktop';
  const embedded = (extra: Record<string, unknown> = {}) => embed({ device, env, ...extra });
  const shell = (title: string, body: unknown, head = '', doctype = true) =>
    testDocument(
      title,
      html`${body}
        <main id="app"><p>본문</p></main>`,
      { head: new Html(head), heading: true, doctype },
    );
  const column = (inner: unknown) =>
    html`<div id="column" style="width:560px;padding:0;border:0;margin:0">${inner}</div>`;
  switch (name) {
    case 'hostile':
      return { html: shell('적대적 게이트웨이 응답', column(embedded({ gateway: '/api/hostile' }))) };
    case 'faults':
      return { html: shell('게이트웨이 장애', column(embedded({ gateway: '/api/fault', timeoutMs: 1500 }))) };
    case 'csp':
    case 'csp-tt': {
      const policy = STRICT_CSP + (name === 'csp-tt' ? "; require-trusted-types-for 'script'" : '');
      const body = html`<link rel="stylesheet" href="/public/legacy.css" />${embedded()}`;
      return { html: shell('엄격한 CSP', body), headers: { 'Content-Security-Policy': policy } };
    }
  }
  const m = /^page\/([a-z-]+)$/.exec(name);
  if (!m) return null;
  const kind = m[1];
  const script = HOSTILE_SCRIPTS[kind];
  const before = script
    ? html`<script>
        ${new Html(script)};
      </script>`
    : '';
  switch (kind) {
    case 'plain':
    case 'capture':
    case 'prototype':
    case 'polyfills':
    case 'spa':
      return { html: shell('호스트 페이지: ' + kind, html`${before}${column(embedded())}`) };
    case 'css':
      return {
        html: shell(
          '호스트 페이지: css',
          column(html`<div class="trap" style="padding:0;border:0">${embedded()}</div>`),
          `<style>${HOSTILE_CSS}</style>`,
        ),
      };
    case 'dialog':
      return {
        html: shell(
          '호스트 페이지: dialog',
          html`<dialog id="host-dialog" style="width:600px;padding:0;border:0">${column(embedded())}</dialog>
            <script>
              document.getElementById('host-dialog').showModal();
            </script>`,
        ),
      };
    case 'base':
      return { html: shell('호스트 페이지: base', column(embedded()), '<base href="/somewhere/else/">') };
    case 'versions':
      // The older version is a classic script before the embed, so it runs first on every load (an async
      // script placed later cannot run before it): it mounts, and the current loader finds and returns it.
      return {
        html: shell(
          '호스트 페이지: 두 버전',
          html`<script src="/static/search-popup/loader-old.js"></script>
            ${column(embedded())}`,
        ),
      };
    case 'quirks':
      return { html: shell('호스트 페이지: quirks', column(embedded()), '', false) };
    default:
      return null;
  }
}
