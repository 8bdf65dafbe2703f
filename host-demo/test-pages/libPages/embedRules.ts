import { html, Html, jsonForScript } from '../../server/html';
import { configTag, demoEnv } from '../../server/pages';
import type { TestPage } from '../pages';
import { loaderTag, testDocument } from '../shell';

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
  const config = (c: Record<string, unknown>) => configTag({ device: 'desktop', env, ...c });
  const loader = (attrs = '') => loaderTag(' async' + attrs);
  const mount = new Html('<div id="search-popup"></div>');
  const page = (title: string, body: unknown) => ({
    html: testDocument(title, body, { heading: true, viewport: false }),
  });
  /** A page whose own script runs before the config, the mount point and the loader. */
  const withScript = (title: string, script: string) =>
    page(
      title,
      html`<script>
          ${new Html(script)};
        </script>
        ${config({})}${mount}${loader()}`,
    );
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
      return withScript(
        '페이지의 var SearchPopup',
        'var SearchPopup = window.SearchPopup || {}; SearchPopup.pageOwn = true;',
      );
    case 'old-global':
      return withScript(
        'ready()가 있는 다른 객체',
        'window.SearchPopup = { ready: function () { return new Promise(function () {}); } };',
      );
    case 'thenable':
      return withScript(
        'Object.prototype.then',
        `Object.prototype.then = function () {}; Object.prototype.assetBase = '${other}/x/';`,
      );
    // Issue 38, finding 5: another JSON script of the page (a user profile an app renders) named by a box's
    // `config` attribute; `?allow=1` lists it in the loader tag's data-config-ids.
    case 'config-id': {
      const allow = query.get('allow') === '1' ? ' data-config-ids="user-profile"' : '';
      return page(
        'config 속성이 고른 다른 JSON',
        html`${config({})}
          <script type="application/json" id="user-profile">
            ${jsonForScript({ device: 'desktop', env, gateway: other + '/api/gw', nickname: '독자' })}
          </script>
          <header><search-popup config="user-profile"></search-popup></header>
          ${loader(allow)}`,
      );
    }
    // Finding 6: a review (sanitized user content keeps `id`) above the config and the header's mount point.
    case 'mount-hijack':
      return page(
        '사용자 글 속 마운트 지점',
        html`<section class="review">
            <p>리뷰: 좋아요</p>
            <div id="search-popup" class="hijack"></div>
          </section>
          ${config({})}
          <header class="site-header"><div id="search-popup" class="header"></div></header>
          ${loader()}`,
      );
    // Finding 10: 200 boxes in one page. A page script counts the boxes' ready events that came in the same task
    // as the one before (the microtask that clears `inTask` runs when a task ends).
    case 'flood':
      return page(
        '상자 200개',
        html`<script>
            window.readyCount = 0;
            window.sameTask = 0;
            var inTask = false;
            document.addEventListener('searchpopup:ready', function () {
              window.readyCount++;
              if (inTask) window.sameTask++;
              inTask = true;
              queueMicrotask(function () {
                inTask = false;
              });
            });
          </script>
          ${config({})}
          <div class="boxes">${new Html('<search-popup></search-popup>'.repeat(200))}</div>
          ${loader()}`,
      );
    default:
      return null;
  }
}
