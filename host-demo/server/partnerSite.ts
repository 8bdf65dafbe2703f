import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { html, jsonForScript } from './html';
import { partnerBlog } from './pages';

/**
 * A partner's blog on its own origin (README "Start here: a partner page"), built only from what docs/partners.md
 * tells a partner: the compact config (`shopOrigin`, `partner`, `cdnBase`), the shop's loader URL, and a mount
 * point. `npm start` serves it beside the shop on another loopback address, so the shop's cookies are third-party
 * there as on a real partner site.
 *
 * Query parameters for trying the failure cases by hand and in tests: `device=mobile-web` (the mobile overlay),
 * `cdn=0` (no `cdnBase`: the gateway answers the empty input), `gateway=down` (a gateway nobody answers on).
 */
export function createPartnerSite(options: { shopOrigin: () => string; partnerId?: string; publicDir: string }) {
  const partner = options.partnerId ?? 'bookcat-blog';
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://partner.invalid');
      const shop = options.shopOrigin();
      if (url.pathname === '/partner.css') {
        const css = await readFile(join(options.publicDir, 'partner.css'));
        res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
        return void res.end(css);
      }
      if (url.pathname === '/partner.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
        return void res.end(PARTNER_JS);
      }
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204);
        return void res.end();
      }
      if (url.pathname !== '/') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('not found');
      }
      const device = url.searchParams.get('device');
      const config = {
        partner,
        shopOrigin: shop,
        // Nothing listens on 127.0.0.3: the connection is refused, as a gateway that is down.
        gateway:
          url.searchParams.get('gateway') === 'down'
            ? shop.replace(/\/\/[^:/]+/, '//127.0.0.3') + '/api/gw'
            : shop + '/api/gw',
        ...(url.searchParams.get('cdn') === '0' ? {} : { cdnBase: shop + '/cdn/search-popup' }),
        ...(device === 'desktop' || device === 'mobile-web' ? { device } : {}),
      };
      const page = partnerBlog({
        css: '/partner.css',
        tagline: '데모서점과 함께하는 독서 블로그 (제휴 사이트)',
        extra: html`<p class="book-buttons">
          <button type="button" data-cart="002" data-sale-id="S000000003">데모서점 장바구니에 담기</button>
          <button type="button" data-cart="001" data-sale-id="S000000003">데모서점에서 바로구매</button>
        </p>`,
        box: html`<script type="application/json" id="search-popup-config">
            ${jsonForScript(config)}
          </script>
          <div id="search-popup" class="partner-search"></div>
          <script src="${shop}/static/search-popup/loader.js" async></script>
          <script src="/partner.js" defer></script>`,
      });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(page);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

/**
 * The partner's own buttons for the book in its post: the shop's cart flow through `SearchPopup.cart` (contract §2),
 * which on a partner page continues on the shop (docs/partners.md). Called in the click, so the new window the
 * flow opens counts as the shopper's.
 */
const PARTNER_JS = `document.addEventListener('click', function (e) {
  var b = e.target.closest && e.target.closest('button[data-cart]');
  if (!b || !window.SearchPopup) return;
  window.SearchPopup.cart(b.getAttribute('data-cart'), [{ saleCmdtid: b.getAttribute('data-sale-id'), ordQty: 1 }]);
});
`;
