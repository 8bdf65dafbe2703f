import { html, Html } from '../../server/html';
import { configTag, demoEnv } from '../../server/pages';
import type { TestPage } from '../pages';
import { loaderTag, testDocument } from '../shell';

/** The framework pages' own layout: a header row, the element 560 px wide. */
const FRAMEWORK_CSS = html`<style>
  body {
    font: 14px sans-serif;
    margin: 16px;
  }
  .site-header {
    display: flex;
    gap: 16px;
    align-items: center;
    padding: 8px 0;
  }
  search-popup {
    display: block;
    width: 560px;
  }
</style>`;

/**
 * Host pages under /test/frameworks/{name} (issue 16): the `<search-popup>` element in pages whose DOM a real
 * framework owns (React 19, Vue 3, AngularJS 1.8, served from node_modules at /vendor/), the legacy
 * `#search-popup` div replaced by a page script, two boxes on one page, and a bare element for remove/re-add
 * cycles; issue 36's cases: a React component whose cleanup calls `SearchPopup.destroy()`, a `<search-popup>`
 * whose `device` attribute React changes, and a Vue in-DOM template that holds the config. `?loader=0` serves the
 * same page without the loader: what the page is with no widget at all, for comparing listener counts after
 * `destroy()`.
 */
export function frameworksPage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  const m = /^frameworks\/([a-z-]+)$/.exec(name);
  if (!m) return null;
  const withLoader = query.get('loader') !== '0';
  const config = configTag({ device: 'desktop', env: demoEnv(origin) });
  const loader = (attrs = '') => (withLoader ? loaderTag(attrs) : '');
  const shell = (title: string, body: unknown, head: unknown = '', withConfig = true) => ({
    html: testDocument(title, html`${withConfig ? config : ''} ${body}`, { head: html`${FRAMEWORK_CSS}${head}` }),
  });

  switch (m[1]) {
    case 'react':
      // The app (host-demo/hosts/react.tsx), in React's development build, where StrictMode runs effects twice; it adds
      // the loader from an effect. `?loader=0` reaches it as location.search.
      return shell(
        'React 19 호스트',
        html`<div id="root"></div>
          <script src="/vendor/app/react.dev.js"></script>`,
      );

    case 'react-cleanup':
    case 'react-device':
      // host-demo/hosts/react-cleanup.tsx in React's development build (StrictMode runs effects twice), after the
      // loader in <head> (`defer` on both keeps their order, as the README asks).
      return shell(
        m[1] === 'react-cleanup' ? 'React 19: 정리 함수의 destroy()' : 'React 19: device 속성',
        html`<div id="root" data-app="${m[1] === 'react-cleanup' ? 'cleanup' : 'device'}"></div>`,
        html`${loader(' defer')}
          <script src="/vendor/app/react-cleanup.dev.js" defer></script>`,
      );

    case 'vue-config': {
      // A Laravel layout: the config script inside #app, Vue mounted on the in-DOM template by a module script
      // (deferred, like the Vite entry), which drops the <script> from the template. The loader is in <head>:
      // `defer` (it runs once the page is parsed, before the app) or, `?loader=sync`, a plain tag (it runs before
      // the body is parsed).
      const app = `Vue.createApp({ data: function () { return { shop: '데모서점' }; } });`;
      return shell(
        'Vue 3: #app 안의 설정',
        html`<div id="app">
          ${config}
          <header class="site-header"><a href="/">{{ shop }}</a><search-popup></search-popup></header>
          <main><p>본문</p></main>
        </div>`,
        html`${loader(query.get('loader') === 'sync' ? '' : ' defer')}
          <script src="/vendor/vue.js" defer></script>
          <script type="module">
            ${new Html(`const app = ${app}
            app.config.compilerOptions.isCustomElement = (tag) => tag === 'search-popup';
            app.mount('#app');
            window.vueMounted = true;`)};
          </script>`,
        false,
      );
    }

    case 'vue':
      // An in-DOM template: the browser parses <search-popup> before Vue mounts (late, after the loader ran and the
      // page loaded), then Vue compiles the template and renders its own copy.
      return shell(
        'Vue 3 호스트',
        html`<div id="app" v-cloak>
            <header v-if="shown" class="site-header"><a href="/">데모서점</a><search-popup></search-popup></header>
            <button type="button" id="toggle" @click="shown = !shown">
              {{ shown ? '헤더 숨기기' : '헤더 보이기' }}
            </button>
            <main><p>본문</p></main>
          </div>
          ${loader()}
          <script src="/vendor/vue.js"></script>
          <script>
            window.addEventListener('load', function () {
              setTimeout(function () {
                var app = Vue.createApp({
                  data: function () {
                    return { shown: true };
                  },
                });
                app.config.compilerOptions.isCustomElement = function (tag) {
                  return tag === 'search-popup';
                };
                app.mount('#app');
                window.vueMounted = true;
              }, 200);
            });
          </script>`,
        new Html('<style>[v-cloak] { display: none; }</style>'),
      );

    case 'angularjs':
      return shell(
        'AngularJS 1.8 호스트',
        html`<div ng-controller="HeaderCtrl as h">
            <header ng-if="h.shown" class="site-header">
              <a href="#!/books">데모서점</a><search-popup id="header-box"></search-popup>
            </header>
            <button type="button" id="toggle" ng-click="h.shown = !h.shown">헤더 토글</button>
          </div>
          <nav><a href="#!/books">국내도서</a> <a href="#!/ebooks">eBook</a></nav>
          <div ng-view></div>
          <script src="/vendor/angular.js"></script>
          <script src="/vendor/angular-route.js"></script>
          <script>
            angular
              .module('shop', ['ngRoute'])
              .config([
                '$routeProvider',
                function ($routeProvider) {
                  $routeProvider
                    .when('/books', {
                      template:
                        '<section class="route" data-route="books"><h2>국내도서</h2><search-popup></search-popup></section>',
                    })
                    .when('/ebooks', {
                      template:
                        '<section class="route" data-route="ebooks"><h2>eBook</h2><search-popup></search-popup></section>',
                    })
                    .otherwise({ redirectTo: '/books' });
                },
              ])
              .controller('HeaderCtrl', function () {
                this.shown = true;
              })
              .run([
                '$rootScope',
                function ($rootScope) {
                  $rootScope.$on('$routeChangeSuccess', function () {
                    window.routeChanges = (window.routeChanges || 0) + 1;
                  });
                },
              ]);
            angular.bootstrap(document.body, ['shop'], { strictDi: true });
          </script>
          ${loader(' async')}`,
      );

    case 'legacy-replaced':
      // The old embed: a #search-popup div that a page script later replaces by rewriting its container.
      return shell(
        '#search-popup 교체',
        html`<div id="header-slot" class="site-header">
            <a href="/">데모서점</a>
            <div id="search-popup"></div>
          </div>
          ${loader(' async')}
          <main><p>본문</p></main>
          <script>
            window.headerReplaced = 0;
            window.replaceHeader = function () {
              document.getElementById('header-slot').innerHTML =
                '<a href="/">데모서점</a><div id="search-popup"></div>';
              window.headerReplaced++;
            };
            window.addEventListener('load', function () {
              setTimeout(window.replaceHeader, 300);
            });
          </script>`,
      );

    case 'two-boxes':
      // The host routes itself: a navigate event is cancelled and recorded, so a submitted search stays on the page.
      // Cart events are recorded with the id of the box they came from.
      return shell(
        '검색창 두 개',
        html`<header class="site-header"><a href="/">데모서점</a><search-popup id="box-top"></search-popup></header>
          <main style="padding-top: 640px">
            <h2>본문 검색</h2>
            <search-popup id="box-main"></search-popup>
            <p style="height: 900px">본문</p>
          </main>
          ${loader(' async')}
          <script>
            window.navigations = [];
            document.addEventListener('searchpopup:navigate', function (e) {
              e.preventDefault();
              window.navigations.push(e.detail.url);
            });
            window.cartEvents = [];
            document.addEventListener('searchpopup:cart', function (e) {
              window.cartEvents.push({ box: e.target.id, result: e.detail.result });
            });
          </script>`,
      );

    case 'element':
      return shell(
        '<search-popup> 하나',
        html`<div id="slot" class="site-header"><search-popup></search-popup></div>
          ${loader(' async')}
          <main><p>본문</p></main>`,
      );

    default:
      return null;
  }
}
