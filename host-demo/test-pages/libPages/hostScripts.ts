import { html, Html } from '../../server/html';
import { demoEnv, embed } from '../../server/pages';
import type { TestPage } from '../pages';
import { testDocument } from '../shell';

/**
 * Host pages under /test/{name} (issue 16) whose own scripts, from the real libraries, listen to the keys and the
 * dataLayer the widget shares with them:
 * - `keys/jquery`: jQuery 1.12 with the classic Backspace guard (no Backspace outside a text field, so it can't go
 *   back a page) and a `/` shortcut that focuses the site's own search box.
 * - `keys/bootstrap?in=dropdown|modal`: Bootstrap 5 (bundle with Popper), the widget inside a dropdown menu next to
 *   menu items, or inside a modal between its close buttons (its focus trap wraps Tab).
 * - `datalayer?push=helper|throw|nonarray`: Google's data-layer-helper as GTM's merged model (it replaces
 *   `dataLayer.push`, as GTM does), a `dataLayer.push` that throws, or a `dataLayer` that is no array.
 * `?device=mobile` embeds the mobile overlay instead of the desktop dropdown. Each page keeps what its scripts did
 * in `window.hostLog`, for the tests to read.
 */
export function hostScriptsPage(name: string, origin: string, query: URLSearchParams): TestPage | null {
  const env = demoEnv(origin);
  const device = query.get('device') === 'mobile' ? 'mobile-web' : 'desktop';
  const widget = embed({ device, env });
  const shell = (title: string, head: Html, body: Html) => ({
    html: testDocument(title, body, {
      head: html`<script>
          window.hostLog = [];
        </script>
        ${head}`,
    }),
  });
  switch (name) {
    case 'keys/jquery':
      return shell(
        'jQuery 1.12: Backspace 가드와 / 단축키',
        html`<script src="/vendor/jquery.js"></script>
          <script>
            // No Backspace outside a text field: an old browser would go back a page.
            $(document).on('keydown', function (e) {
              if (e.which === 8 && !$(e.target).is('input, textarea, [contenteditable]')) {
                e.preventDefault();
                hostLog.push('backspace blocked');
              }
            });
            // "/" anywhere but in a text field jumps to the site's own search box.
            $(document).on('keydown', function (e) {
              if (e.key === '/' && !$(e.target).is('input, textarea, [contenteditable]')) {
                e.preventDefault();
                $('#site-search').focus();
                hostLog.push('slash');
              }
            });
          </script>`,
        html`<header>
            <h1>jQuery 1.12 호스트</h1>
            <label>사이트 검색 <input id="site-search" type="search" /></label>
          </header>
          <main>
            <div style="width:560px">${widget}</div>
            <p>본문</p>
          </main>`,
      );
    case 'keys/bootstrap': {
      const inModal = query.get('in') === 'modal';
      const head = html`<link rel="stylesheet" href="/vendor/bootstrap.css" />
        <script src="/vendor/bootstrap.js" defer></script>
        <script>
          document.addEventListener('hidden.bs.dropdown', function () {
            hostLog.push('dropdown hidden');
          });
          document.addEventListener('hidden.bs.modal', function () {
            hostLog.push('modal hidden');
          });
          // Shown (after the fade): the modal's focus trap is on from then.
          document.addEventListener('shown.bs.modal', function () {
            window.modalShown = true;
          });
        </script>`;
      if (inModal) {
        return shell(
          'Bootstrap 5: 모달 안의 검색창',
          head,
          html`<main class="container py-3">
              <button
                type="button"
                class="btn btn-primary"
                id="open-modal"
                data-bs-toggle="modal"
                data-bs-target="#search-modal"
              >
                검색 모달 열기
              </button>
              <div class="modal" id="search-modal" tabindex="-1" aria-labelledby="search-modal-title">
                <div class="modal-dialog modal-lg">
                  <div class="modal-content">
                    <div class="modal-header">
                      <h2 class="modal-title fs-5" id="search-modal-title">상품 검색</h2>
                      <button
                        type="button"
                        class="btn-close"
                        id="modal-x"
                        data-bs-dismiss="modal"
                        aria-label="모달 닫기"
                      ></button>
                    </div>
                    <div class="modal-body">
                      <a href="#help" id="modal-help">검색 도움말</a>
                      <div style="width:560px">${widget}</div>
                    </div>
                  </div>
                </div>
              </div>
            </main>
            <footer class="container"><a href="#top" id="page-end">맨 위로</a></footer>`,
        );
      }
      // A dropdown that holds a form keeps itself open on clicks inside it (`data-bs-auto-close="outside"`).
      return shell(
        'Bootstrap 5: 드롭다운 메뉴 안의 검색창',
        head,
        html`<nav class="navbar bg-body-tertiary">
            <div class="container-fluid">
              <div class="dropdown">
                <button
                  type="button"
                  class="btn btn-secondary dropdown-toggle"
                  id="menu-toggle"
                  data-bs-toggle="dropdown"
                  data-bs-auto-close="outside"
                  aria-expanded="false"
                >
                  메뉴
                </button>
                <div class="dropdown-menu p-2" style="width:600px">
                  <div>${widget}</div>
                  <a class="dropdown-item" href="#new">신간</a>
                  <a class="dropdown-item" href="#best">베스트셀러</a>
                </div>
              </div>
            </div>
          </nav>
          <main class="container"><p>본문</p></main>`,
      );
    }
    case 'datalayer': {
      const mode = query.get('push') ?? 'helper';
      const setup: Record<string, string> = {
        // GTM's model: every message merged into one object (arrays merged index by index).
        helper: `window.dataLayer = [];
window.gtmModel = new DataLayerHelper(window.dataLayer);`,
        throw: `window.dataLayer = [];
window.dataLayer.push = function () { hostLog.push('push'); throw new Error('dataLayer.push failed'); };`,
        nonarray: `window.dataLayer = { owner: 'host' };`,
      };
      if (!setup[mode]) return null;
      const helper = mode === 'helper' ? html`<script src="/vendor/data-layer-helper.js"></script>` : '';
      return shell(
        'dataLayer: ' + mode,
        html`${helper}
          <script>
            ${new Html(setup[mode])};
          </script>`,
        html`<main>
          <div style="width:560px">${widget}</div>
          <p>본문</p>
        </main>`,
      );
    }
    default:
      return null;
  }
}
