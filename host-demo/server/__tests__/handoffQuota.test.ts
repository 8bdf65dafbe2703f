/** Issue 52: a hand-off's confirmation meets the cart rows' quota before its token is spent (in the store). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handoffTokens } from '../handoff';
import type { CatalogueProduct } from '../catalogue';
import { openSqliteStore } from '../store/sqlite';
import type { Store } from '../store/types';

const product = { sale_CMDTID: 'S000000007' } as CatalogueProduct;
const request = {
  code: '002' as const,
  items: [
    { product, qty: 1 },
    { product, qty: 2 },
  ],
  partner: null,
};

let dir = '';
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sp-handoff-'));
  store = openSqliteStore(dir, { now: () => 0 });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a confirmation over the quota is refused and its token stays unspent, so the next press can go', async () => {
  const tokens = handoffTokens(Buffer.from('k'), store.handoffs, () => 0);
  const token = tokens.issue(request, 'tmpr:a');
  const refuse = jest.fn(async (_rows: number) => false);
  await expect(tokens.redeem(token, 'tmpr:a', refuse)).resolves.toEqual({ error: 'quota' });
  expect(refuse.mock.calls).toEqual([[2]]);
  await expect(tokens.redeem(token, 'tmpr:a', async () => true)).resolves.toMatchObject({ c: '002', o: 'tmpr:a' });
  await expect(tokens.redeem(token, 'tmpr:a', async () => true)).resolves.toMatchObject({ error: 'spent' });
});

test('the quota is not asked for a token that is not good anyway', async () => {
  const tokens = handoffTokens(Buffer.from('k'), store.handoffs, () => 0);
  const token = tokens.issue(request, 'tmpr:a');
  const admit = jest.fn(async () => true);
  await expect(tokens.redeem(token, 'tmpr:b', admit)).resolves.toEqual({ error: 'owner' });
  await expect(tokens.redeem('x.y', 'tmpr:a', admit)).resolves.toEqual({ error: 'invalid' });
  expect(admit).not.toHaveBeenCalled();
});
