/** `node dist-demo/server.mjs`: serves the demo shop (see main.ts for the environment variables). */
import { ACCOUNTS } from './accounts';
import { createDemoServer } from './main';
const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST || '127.0.0.1';
const { server, shop } = createDemoServer({
  dataDir: process.env.DATA_DIR || undefined,
  catalogueFile: process.env.CATALOGUE || undefined,
  testMode: process.env.DEMO_TEST_MODE === '1',
  gatewayJitterMs: Number(process.env.GATEWAY_JITTER_MS) || 0,
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  bodyTimeoutMs: Number(process.env.BODY_TIMEOUT_MS) || undefined,
  clientBudget: {
    share: Number(process.env.CLIENT_WORK_SHARE) || undefined,
    burstMs: Number(process.env.CLIENT_WORK_BURST_MS) || undefined,
  },
  hostname,
});
server.listen(port, hostname, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Demo shop: http://${hostname}:${actual}/ (desktop), http://${hostname}:${actual}/mobile (mobile) — ${shop.index.size} products`,
  );
  console.log(`Demo accounts: ${ACCOUNTS.map((a) => `${a.key} (${a.name})`).join(', ')}; anonymous by default.`);
});
const stop = () =>
  server.close(() => {
    shop.db.close();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
