import { html, Html, jsonForScript } from '../html';
import { demoEnv } from '../pages';
import type { TestPage } from '../testPages';

/**
 * The config rules and a page's own globals (issue 16, contract §1 "Config rules"): /test/embed/{kind}. `other`
 * is the same demo server under a second origin (localhost for 127.0.0.1), standing in for an attacker's or a
 * CDN's origin.
 */
export function embedRulesPage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  const m = /^embed\/([a-z-]+)$/.exec(name);
  if (!m) return null;
  const env = demoEnv(origin);
  const other = origin.replace('127.0.0.1', 'localhost');
  const config = (c: Record<string, unknown>, attrs = '') =>
    html`<script type="application/json" id="search-popup-config" ${new Html(attrs)}>
      ${jsonForScript({ device: 'desktop', env, ...c })}
    </script>`;
  const loader = (attrs = '') => new Html(`<script src="/static/search-popup/loader.js" async${attrs}></script>`);
  const page = (title: string, body: unknown) => ({
    html:
      '<!DOCTYPE html>\n' +
      html`<html lang="ko">
        <head>
          <meta charset="utf-8" />
          <title>${title}</title>
        </head>
        <body>
          <h1>${title}</h1>
          ${body}
        </body>
      </html>`.value,
  });
  const mount = new Html('<div id="search-popup"></div>');
  switch (m[1]) {
    case 'forged':
      // Sanitized user content (a review, a Q&A answer) keeps `id`: a forged config placed before the real one.
      return page(
        '사용자 글 속 가짜 설정',
        html`<section class="review">
            <div id="search-popup-config" hidden>
              ${JSON.stringify({ device: 'desktop', env, assetBase: other + '/static/search-popup/', gateway: other + '/api/gw' })}
            </div>
          </section>
          ${config({})}${mount}${loader()}`,
      );
    case 'twice':
      return page('설정 두 개', html`${config({ gateway: other + '/api/gw' })}${config({})}${mount}${loader()}`);
    case 'asset-base': {
      const optIn = query.get('opt-in') === '1' ? ` data-asset-origin="${other}"` : '';
      return page(
        '다른 출처의 assetBase',
        html`${config({ assetBase: other + '/static/search-popup/' })}${mount}${loader(optIn)}`,
      );
    }
    case 'no-config':
      return page('설정이 없는 페이지', html`${mount}${loader()}`);
    case 'own-global':
      return page(
        '페이지의 var SearchPopup',
        html`<script>
            var SearchPopup = window.SearchPopup || {};
            SearchPopup.pageOwn = true;
          </script>
          ${config({})}${mount}${loader()}`,
      );
    case 'old-global':
      return page(
        'ready()가 있는 다른 객체',
        html`<script>
            window.SearchPopup = {
              ready: function () {
                return new Promise(function () {});
              },
            };
          </script>
          ${config({})}${mount}${loader()}`,
      );
    case 'thenable':
      return page(
        'Object.prototype.then',
        html`<script>
            Object.prototype.then = function () {};
            Object.prototype.assetBase = '${other}/x/';
          </script>
          ${config({})}${mount}${loader()}`,
      );
    default:
      return null;
  }
}
