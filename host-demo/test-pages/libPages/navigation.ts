import { html, Html } from '../../server/html';
import { configTag, demoEnv } from '../../server/pages';
import type { TestPage } from '../pages';
import { filler, loaderTag, testDocument } from '../shell';

/**
 * Host pages whose navigation is owned by a real library (issue 16): Turbo 8, Turbolinks 5, jquery-pjax, React
 * Router 7 and Vue Router 4, each with two pages or routes. Every page keeps a log on `window` of what its router
 * did (visits, renders, swaps, navigations), so a test can tell whether the router took a history move for its own.
 *
 * `?embed=element` puts the widget in as `<search-popup>`, otherwise as the one-script-tag embed's
 * `#search-popup`; in Turbo, Turbolinks and pjax pages the mount point is in the content the library swaps, unless
 * `?permanent=1` marks it as Turbo's and Turbolinks' permanent element (kept, moved into each new body).
 * `?device=desktop` gives the desktop view (the default is the mobile overlay). `?first=1` puts the loader tag
 * before Turbo's and Turbolinks' script, as the README asks (otherwise an async one after it).
 */
export function navigationPage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  const m = /^nav-(turbo|turbolinks|pjax|react|vue)(-2)?$/.exec(name);
  if (!m) return null;
  const kind = m[1] as Kind;
  const second = Boolean(m[2]);
  const w: Widget = {
    config: {
      device: query.get('device') === 'desktop' ? 'desktop' : 'mobile-web',
      gateway: '/api/gw',
      env: demoEnv(origin),
      user: null,
    },
    element: query.get('embed') === 'element',
    permanent: query.get('permanent') === '1',
    first: query.get('first') === '1',
  };
  const q = new URLSearchParams();
  if (w.element) q.set('embed', 'element');
  if (w.permanent) q.set('permanent', '1');
  if (w.first) q.set('first', '1');
  return { html: PAGES[kind](w, second, q.size ? '?' + q : '') };
}

type Kind = 'turbo' | 'turbolinks' | 'pjax' | 'react' | 'vue';
interface Widget {
  config: Record<string, unknown>;
  element: boolean;
  /** The box kept across visits: Turbo's and Turbolinks' permanent element (an id and the attribute). */
  permanent: boolean;
  /** The loader tag before the navigation library's script (Turbo, Turbolinks). */
  first: boolean;
}

const config = (w: Widget) => configTag(w.config);
const LOADER = loaderTag(' async');
/**
 * Before a router's script, as the README asks: the loader's popstate listener then comes first, and the router
 * never hears the widget's own back-button pops (React Router and Vue Router navigate on any popstate).
 */
const LOADER_FIRST = loaderTag();
const mountPoint = (w: Widget) => {
  const keep = w.permanent ? ' data-turbo-permanent data-turbolinks-permanent' : '';
  return new Html(
    w.element
      ? `<search-popup${w.permanent ? ' id="site-search"' : ''}${keep}></search-popup>`
      : `<div id="search-popup"${keep}></div>`,
  );
};

/** Links between the two pages; `q` keeps the embed form across navigations. */
const links = (kind: Kind, q: string, attrs = '') =>
  html`<nav>
    <a id="to-1" href="/test/nav-${kind}${q}" ${new Html(attrs)}>첫 페이지</a> |
    <a id="to-2" href="/test/nav-${kind}-2${q}" ${new Html(attrs)}>둘째 페이지</a>
  </nav>`;

const shell = (title: string, head: Html, body: Html) => testDocument(title, body, { head });

/**
 * Turbo Drive (on by default) and Turbolinks 5 replace <body> on each visit and restore it from their cache on the
 * back button. Config and loader sit in <head>, which they keep; the mount point is in the body they swap.
 */
const bodySwapping =
  (kind: 'turbo' | 'turbolinks', label: string, library: Html) => (w: Widget, second: boolean, q: string) =>
    shell(
      `${label} ${second ? '둘째' : '첫'}`,
      w.first
        ? html`${config(w)} ${LOADER_FIRST} ${library}
          ${logEvents(['visit', 'before-render', 'render', 'load'].map((e) => kind + ':' + e))}`
        : html`${library} ${logEvents(['visit', 'before-render', 'render', 'load'].map((e) => kind + ':' + e))}
          ${config(w)} ${LOADER}`,
      html`<header>${links(kind, q)}${mountPoint(w)}</header>
        <main id="content">
          <h1>${label} ${second ? '둘째' : '첫'} 페이지</h1>
          ${filler(30)}
        </main>`,
    );

/** Records a library's document events in `window.navLog` (the window outlives every visit and swap). */
const logEvents = (events: string[]) =>
  new Html(`<script>window.navLog = window.navLog || [];
${JSON.stringify(events)}.forEach(function (type) {
  document.addEventListener(type, function () { window.navLog.push(type + ' ' + location.pathname); });
});</script>`);

const PAGES: Record<Kind, (w: Widget, second: boolean, q: string) => string> = {
  turbo: bodySwapping('turbo', 'Turbo', html`<script src="/vendor/turbo.js"></script>`),
  // Turbolinks 5: its state under `turbolinks`.
  turbolinks: bodySwapping(
    'turbolinks',
    'Turbolinks',
    html`<script src="/vendor/turbolinks.js"></script>
      <script>
        Turbolinks.start();
      </script>`,
  ),
  // jquery-pjax swaps #pjax-container (the mount point included) with the same container of the fetched page.
  pjax: (w, second, q) =>
    shell(
      second ? 'pjax 둘째' : 'pjax 첫',
      html`<script src="/vendor/jquery.js"></script>
        <script src="/vendor/jquery.pjax.js"></script>
        ${config(w)}`,
      html`${links('pjax', q, ' data-pjax')}
        <div id="pjax-container">
          ${mountPoint(w)}
          <main id="content">
            <h1>${second ? 'pjax 둘째 페이지' : 'pjax 첫 페이지'}</h1>
            ${filler(30)}
          </main>
        </div>
        <script>
          window.navLog = [];
          $(document).pjax('a[data-pjax]', '#pjax-container');
          ['pjax:send', 'pjax:popstate', 'pjax:beforeReplace', 'pjax:end'].forEach(function (type) {
            $(document).on(type, function () {
              window.navLog.push(type + ' ' + location.pathname);
            });
          });
        </script>
        ${LOADER}`,
    ),
  // React Router 7 (browser router) renders the two routes into #app; the widget is in the static header.
  react: (w, _second, q) =>
    shell(
      'React Router',
      html`${config(w)} ${LOADER_FIRST}`,
      html`<header>${mountPoint(w)}</header>
        <div id="app" data-query="${q}"></div>
        <script src="/vendor/app/nav-react.js"></script>`,
    ),
  // Vue Router 4 (HTML5 history) renders the two routes into #app; the widget is in the static header.
  vue: (w, _second, q) =>
    shell(
      'Vue Router',
      html`${config(w)} ${LOADER_FIRST}
        <script src="/vendor/vue.js"></script>
        <script src="/vendor/vue-router.js"></script>`,
      html`<header>${mountPoint(w)}</header>
        <div id="app" data-query="${q}">
          <nav>
            <router-link id="to-1" :to="'/test/nav-vue' + q">첫 페이지</router-link> |
            <router-link id="to-2" :to="'/test/nav-vue-2' + q">둘째 페이지</router-link>
          </nav>
          <router-view></router-view>
        </div>
        <script>
          ${new Html(VUE_APP)};
        </script>`,
    ),
};

/**
 * The Vue app: each route component counts its renders in `window.renders`; `afterEach` logs every navigation the
 * router finished (a pop it took for its own included).
 */
const VUE_APP = `window.navLog = [];
window.renders = 0;
(function () {
  var page = function (title) {
    return { render: function () { window.renders++; return Vue.h('main', { id: 'content' }, [Vue.h('h1', title)].concat(
      Array.from({ length: 30 }, function (_, i) { return Vue.h('p', '본문 ' + (i + 1)); }))); } };
  };
  var router = VueRouter.createRouter({
    history: VueRouter.createWebHistory(),
    routes: [
      { path: '/test/nav-vue', component: page('Vue 첫 페이지') },
      { path: '/test/nav-vue-2', component: page('Vue 둘째 페이지') },
    ],
  });
  router.afterEach(function (to) { window.navLog.push('afterEach ' + to.fullPath); });
  var app = Vue.createApp({ data: function () { return { q: document.getElementById('app').dataset.query }; } });
  app.config.warnHandler = function (msg) { console.error('[Vue warn] ' + msg); };
  app.use(router);
  window.vueRouter = router;
  app.mount('#app');
})();`;
