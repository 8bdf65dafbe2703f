/**
 * The demo shop: host pages, the built widget under /static/search-popup/, the image host, the sign-ins and the
 * partner hand-off, and the reference gateway (./gateway/: its answers under /api/gw/, its HTTP side, the limits
 * every answer here shares), answered by one ordered route table (`createDemoServer`; ./routes.ts: a route's shape
 * and each kind's policy). Configured by environment variables (read by ./start.ts):
 *   PORT (8080; 0 picks a free port, printed on the first line), HOST (127.0.0.1),
 *   PUBLIC_ORIGIN (the origin absolute URLs and the write check use; http://HOST:PORT by default, never the request's
 *   own Host header), DATA_DIR (host-demo/.data: the SQLite database and the signing key), DEMO_SECRET (the signing
 *   key, instead of the one kept in DATA_DIR), CATALOGUE (a catalogue JSON file; the curated one by default),
 *   DEMO_TEST_MODE=1 (the test pages, the hostile and fault gateways: ../test-pages/routes.ts),
 *   DATABASE_URL (a PostgreSQL URL: sessions, carts, tallies and quotas shared by many processes, docs/deploy.md;
 *   the embedded SQLite file in DATA_DIR without it), BODY_TIMEOUT_MS (10000: how long a request body may take), CLIENT_WORK_SHARE and CLIENT_WORK_BURST_MS (0.5 and
 *   2000: the work one client may take, ./gateway/clientBudget.ts), GATEWAY_JITTER_MS (test mode only: delay each
 *   gateway answer by a random 0..n ms, so answers arrive out of order; its Server-Timing header says how long).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountRoutes } from './accountRoutes';
import { cartRoutes } from './cartRoutes';
import { catalogueRoutes, NOT_FOUND } from './catalogueRoutes';
import { fileRoutes, fileUnder } from './files';
import { createGateway } from './gateway/answers';
import {
  CDN_BASE,
  exchange,
  GATEWAY_BASE,
  gatewayHttp,
  limitedServer,
  type Exchange,
  type GatewayHttpOptions,
} from './gateway/http';
import { tempMembers } from './gateway/tempMembers';
import { handoffTokens } from './handoff';
import { router, shopRequest, SHOP_PAGE_HEADERS, type Route, type ShopRequest } from './routes';
import { loadSecret } from './secret';
import { createShop, type Shop } from './shop';
import { openSqliteStore } from './store/sqlite';
import type { Store, StoreCaps } from './store/types';
import { visitorOf } from './visitor';

// This file runs bundled as dist-demo/server.mjs: the repository is one folder up.
const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const ROOT = join(REPO, 'host-demo');

/** A request the shop hands to the routes of test mode (../test-pages/routes.ts), with what they answer through. */
export interface TestRequest extends Exchange {
  /** Answers through the reference gateway, for the path under `prefix` (charged like the gateway's own). */
  viaGateway(prefix: string, body: string | undefined): Promise<void>;
  /** The reference gateway's answer body for a path, without sending it. */
  gatewayBody(path: string, body: string | undefined): Promise<unknown>;
  /** The built loader, or null before a build. */
  loader(): Promise<string | null>;
  /** A file of the build (`dist/`), or null. */
  dist(rel: string): Promise<Buffer | null>;
  /** The headers every test page gets (framing and referrer rules). */
  pageHeaders: Record<string, string>;
}

export interface DemoOptions {
  dataDir?: string;
  catalogueFile?: string;
  shop?: Shop;
  distDir?: string;
  /** Test mode: the test pages and the hostile and fault gateways (../test-pages/routes.ts); true when answered. */
  testRoutes?: (t: TestRequest) => Promise<boolean>;
  /** Test mode only: each gateway answer waits a random 0..n ms, so answers arrive out of order. */
  gatewayJitterMs?: number;
  /** The site's origin for absolute URLs and the write check; else http://{hostname}:{the listening port}. */
  publicOrigin?: string;
  /** The host name the server listens on (127.0.0.1). */
  hostname?: string;
  /** How long a request's body may take to arrive (10 s). */
  bodyTimeoutMs?: number;
  /** How much work one client may take (./gateway/clientBudget.ts). */
  clientBudget?: GatewayHttpOptions['clientBudget'];
  /**
   * The partner origins whose pages may read the gateway (CORS, docs/partners.md); read on each request, so a
   * caller may fill it once it knows the partner site's port.
   */
  partnerOrigins?: string[];
  /**
   * Where sessions, carts, tallies and quotas live (./store/): PostgreSQL for many processes (`DATABASE_URL`,
   * ./start.ts); else the embedded SQLite file in `dataDir`, on the clock `now` with the caps `storeCaps`.
   */
  store?: Store;
  /** The clock of the store and the hand-off tokens (ms; Date.now). */
  now?: () => number;
  /** Caps of ./store/limits.ts lowered (tests). */
  storeCaps?: Partial<StoreCaps>;
}

export function createDemoServer(options: DemoOptions = {}) {
  const dataDir = options.dataDir ?? join(ROOT, '.data');
  const now = options.now ?? Date.now;
  const shop =
    options.shop ??
    createShop({
      dataDir,
      catalogueFile: options.catalogueFile ?? join(ROOT, 'data', 'catalogue.json'),
      store: options.store ?? openSqliteStore(dataDir, { now, caps: options.storeCaps }),
    });
  const { store } = shop;
  const secret = loadSecret(dataDir);
  const members = tempMembers(secret);
  const handoffs = handoffTokens(secret, store.handoffs, now);
  const gateway = gatewayHttp(createGateway(shop, { tempMembers: members }), {
    partnerOrigins: options.partnerOrigins,
    clientBudget: options.clientBudget,
    tempMembers: members,
    jitterMs: options.testRoutes ? options.gatewayJitterMs : 0,
  });
  const testRoutes = options.testRoutes;
  const distDir = options.distDir ?? join(REPO, 'dist');

  const testRequest = (r: ShopRequest): TestRequest => ({
    ...r,
    viaGateway: (prefix, body) => gateway.answerUnder(r, prefix, body, r.account),
    gatewayBody: async (sub, body) => (await gateway.call(r, sub, body, r.account)).body,
    loader: async () => (await fileUnder(distDir, 'loader.js'))?.body.toString('utf8') ?? null,
    dist: async (rel) => (await fileUnder(distDir, rel))?.body ?? null,
    pageHeaders: {
      'Content-Security-Policy': "frame-ancestors 'self'",
      'Referrer-Policy': SHOP_PAGE_HEADERS['Referrer-Policy'],
    },
  });
  const viaGateway = (r: ShopRequest) => gateway.handle(r, r.account);
  const testPages = (r: ShopRequest) => testRoutes!(testRequest(r));
  // In order: the first route that takes a request answers it (./routes.ts: each kind's policy).
  const routes: Route[] = [
    // Test mode sees each gateway request first (it counts them per page origin, and leaves them to the gateway).
    {
      method: '*',
      under: GATEWAY_BASE,
      testOnly: true,
      async answer(r) {
        await testPages(r);
        return false;
      },
    },
    { method: '*', under: CDN_BASE, answer: viaGateway },
    { method: '*', under: GATEWAY_BASE, answer: viaGateway },
    { method: '*', under: '', testOnly: true, answer: testPages },
    ...fileRoutes({ shop, repo: REPO, distDir }),
    ...accountRoutes(store),
    ...cartRoutes({ shop, handoffs, partnerOrigins: () => options.partnerOrigins ?? [] }),
    ...catalogueRoutes(shop),
    NOT_FOUND,
  ];
  const answer = router(routes, { gateway, members, testMode: !!testRoutes });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The configured origin, never the request's Host header (issue 20: a forged Host made absolute URLs elsewhere).
    const origin = options.publicOrigin ?? `http://${options.hostname ?? '127.0.0.1'}:${req.socket.localPort}`;
    const x = exchange(req, res, { origin, bodyTimeoutMs: options.bodyTimeoutMs });
    await shop.ready;
    await answer(shopRequest(x, await visitorOf(x, store, members)));
  }

  return { server: limitedServer(handle), shop };
}
