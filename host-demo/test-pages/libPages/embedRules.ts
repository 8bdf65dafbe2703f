import { html, Html } from '../../server/html';
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
    default:
      return null;
  }
}
