import { html, Html } from '../../server/html';
import { configTag, demoEnv } from '../../server/pages';
import type { TestPage } from '../pages';
import { filler, loaderTag, testDocument } from '../shell';

/**
 * The first script of every lifecycle page: it wraps `addEventListener`/`removeEventListener` on `window` and
 * `document`, so a test reads how many listeners of a type are there now (`listening('popstate')`), whoever added
 * them, and which (`listening()` by type). The page's own listeners count too: a test compares counts.
 * `calls('popstate')` is what a page that only counts the calls sees (adds minus removes, as a naive wrapper would).
 */
const COUNTER = new Html(`<script>
(function () {
  var live = new Map();
  var calls = {};
  var key = function (t, type, fn, o) {
    var capture = typeof o === 'boolean' ? o : !!(o && o.capture);
    return [t === window ? 'w' : 'd', type, capture].join(' ');
  };
  [window, document].forEach(function (t) {
    var add = t.addEventListener, remove = t.removeEventListener;
    t.addEventListener = function (type, fn, o) {
      calls[type] = (calls[type] || 0) + 1;
      if (fn) {
        var k = key(t, type, fn, o);
        var set = live.get(k) || new Set();
        set.add(fn);
        live.set(k, set);
        if (o && o.once) {
          var self = this;
          add.call(self, type, function onceGone() { set.delete(fn); remove.call(self, type, onceGone, o); }, o);
        }
      }
      return add.call(this, type, fn, o);
    };
    t.removeEventListener = function (type, fn, o) {
      calls[type] = (calls[type] || 0) - 1;
      var set = fn && live.get(key(t, type, fn, o));
      if (set) set.delete(fn);
      return remove.call(this, type, fn, o);
    };
  });
  window.calls = function (type) { return calls[type] || 0; };
  window.listening = function (type) {
    var n = 0, by = {};
    live.forEach(function (set, k) {
      var t = k.split(' ')[1];
      if (!set.size) return;
      by[t] = (by[t] || 0) + set.size;
      if (!type || t === type) n += set.size;
    });
    return type ? n : by;
  };
})();
</script>`);

/** The pages' own layout: a header row, the box 560 px wide. */
const CSS = new Html(`<style>
  body { font: 14px sans-serif; margin: 16px; }
  .site-header { display: flex; gap: 16px; align-items: center; padding: 8px 0; }
  search-popup, #search-popup { display: block; width: 560px; }
</style>`);

/**
 * The lifecycle table's host pages (docs/lifecycle.md), under /test/lifecycle/{name}, each starting with the
 * listener counter:
 *
 * - `react`: host-demo/hosts/lifecycle.tsx, `?react=18` on React 18, `?build=prod` in React's production build
 *   (development by default); the config and a plain loader tag in `<head>` (`?loader=defer`, `async`, or
 *   `component`: the app adds it), the app's bundle deferred. The app reads the rest of the query.
 * - `dom`: the box in a header a page script rewrites, moves, hides; a `<details>`, a `<dialog>` and a second slot to
 *   move it into; `?embed=element` for `<search-popup>`, `?device=mobile-web` for the phone's overlay, `?late=1` for
 *   none in the HTML (a script adds `window.mountHTML`).
 */
export function lifecyclePage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  const m = /^lifecycle\/(react|dom)$/.exec(name);
  if (!m) return null;
  const device = query.get('device') === 'mobile-web' ? 'mobile-web' : 'desktop';
  const config = configTag({ device, gateway: '/api/gw', env: demoEnv(origin), user: null });
  if (m[1] === 'react') {
    const loader = query.get('loader');
    const tag =
      loader === 'component' ? '' : loaderTag(loader === 'defer' ? ' defer' : loader === 'async' ? ' async' : '');
    const app =
      '/vendor/app/lifecycle' +
      (query.get('react') === '18' ? '.r18' : '') +
      (query.get('build') === 'prod' ? '' : '.dev') +
      '.js';
    return {
      html: testDocument('React 호스트의 검색창', html`<div id="root"></div>`, {
        head: html`${COUNTER}${CSS}${config}${tag}
          <script src="${app}" defer></script>`,
      }),
    };
  }
  const mount = query.get('embed') === 'element' ? '<search-popup></search-popup>' : '<div id="search-popup"></div>';
  // `?late=1`: the page's HTML has no mount point; a script adds it (window.mountHTML).
  const late = query.get('late') === '1';
  return {
    html: testDocument(
      '검색창이 사는 페이지',
      html`<header id="slot" class="site-header"><a href="/">데모서점</a>${new Html(late ? '' : mount)}</header>
        <div id="second-slot" class="site-header"></div>
        <details id="details">
          <summary>검색 펼치기</summary>
          <div id="in-details"></div>
        </details>
        <dialog id="dialog"><div id="in-dialog"></div></dialog>
        <main>${filler(20)}</main>
        <script>
          window.mountHTML = ${new Html(JSON.stringify(mount))};
        </script>`,
      { head: html`${COUNTER}${CSS}${config}${loaderTag(' async')}` },
    ),
  };
}
