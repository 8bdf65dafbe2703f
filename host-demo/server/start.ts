/** `node dist-demo/server.mjs`: serves the demo shop (see main.ts for the environment variables). */
import { fileURLToPath } from 'node:url';
import { ACCOUNTS } from './accounts';
import { readPartnerOrigins } from './gateway/partners';
import { createDemoServer } from './main';
import { createPartnerSite } from './partnerSite';
import { openPostgresStore } from './store/postgres';
import { createTestRoutes } from '../test-pages/routes';
const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST || '127.0.0.1';
// The partner blog on another site: another loopback address (a port alone would share the shop's cookies).
const partnerHost = process.env.PARTNER_HOST || '127.0.0.2';
const partnerPort = process.env.PARTNER_PORT !== undefined ? Number(process.env.PARTNER_PORT) : port ? port + 1 : 0;
// Filled once the partner site listens; PARTNER_ORIGINS adds more (comma-separated origins).
const { origins: partnerOrigins, refused } = readPartnerOrigins(process.env.PARTNER_ORIGINS);
refused.forEach((line) => console.warn(line));
// DATABASE_URL: sessions, carts, tallies and quotas in PostgreSQL, shared by every process on it (docs/deploy.md);
// without it, the embedded SQLite file in DATA_DIR, one process.
const store = process.env.DATABASE_URL
  ? await openPostgresStore(process.env.DATABASE_URL).catch((e: Error) => {
      console.error(`DATABASE_URL: ${e.message}`);
      process.exit(1);
    })
  : undefined;
const { server, shop } = createDemoServer({
  store,
  dataDir: process.env.DATA_DIR || undefined,
  catalogueFile: process.env.CATALOGUE || undefined,
  // Test mode (`npm test`, `npm run bench`): the test pages, the hostile and fault gateways (../test-pages/).
  testRoutes: process.env.DEMO_TEST_MODE === '1' ? createTestRoutes() : undefined,
  gatewayJitterMs: Number(process.env.GATEWAY_JITTER_MS) || 0,
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  bodyTimeoutMs: Number(process.env.BODY_TIMEOUT_MS) || undefined,
  clientBudget: {
    share: Number(process.env.CLIENT_WORK_SHARE) || undefined,
    burstMs: Number(process.env.CLIENT_WORK_BURST_MS) || undefined,
  },
  hostname,
  partnerOrigins,
});
let shopOrigin = '';
const partnerSite = createPartnerSite({
  shopOrigin: () => shopOrigin,
  publicDir: fileURLToPath(new URL('../host-demo/public', import.meta.url)),
});
const busy = (what: string, p: number) => (e: NodeJS.ErrnoException) => {
  if (e.code === 'EADDRINUSE')
    console.error(`${what}: port ${p} is in use (another demo still running?). Try PORT=0 npm start for free ports.`);
  else console.error(`${what}: ${e.message}`);
  process.exit(1);
};
server.on('error', busy('Demo shop', port));
partnerSite.on('error', (e: NodeJS.ErrnoException) => {
  // The partner site is a convenience beside the shop: without it, the shop still serves.
  console.log(
    `Partner site not started (${partnerHost}:${partnerPort}: ${e.code ?? e.message}); set PARTNER_PORT or PARTNER_HOST`,
  );
});
server.listen(port, hostname, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Demo shop: http://${hostname}:${actual}/ (desktop), http://${hostname}:${actual}/mobile (mobile) — ${shop.index.size} products`,
  );
  console.log(`Demo accounts: ${ACCOUNTS.map((a) => `${a.key} (${a.name})`).join(', ')}; anonymous by default.`);
  shopOrigin = process.env.PUBLIC_ORIGIN || `http://${hostname}:${actual}`;
  partnerSite.listen(partnerPort, partnerHost, () => {
    const a = partnerSite.address();
    const origin = `http://${partnerHost}:${typeof a === 'object' && a ? a.port : partnerPort}`;
    partnerOrigins.push(origin);
    console.log(`Partner site (another origin, the shop's cookies third-party there): ${origin}/`);
  });
});
const stop = () =>
  server.close(() => {
    partnerSite.close();
    void shop.store.close();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
