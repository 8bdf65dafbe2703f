/** Issue 52: a hand-off's confirmation meets the cart rows' quota before its token is spent. */
import { handoffTokens } from '../handoff';
import type { CatalogueProduct } from '../catalogue';

const product = { sale_CMDTID: 'S000000007' } as CatalogueProduct;
const request = {
  code: '002' as const,
  items: [
    { product, qty: 1 },
    { product, qty: 2 },
  ],
  partner: null,
};

test('a confirmation over the quota is refused and its token stays unspent, so the next press can go', () => {
  const tokens = handoffTokens(Buffer.from('k'), () => 0);
  const token = tokens.issue(request, 'tmpr:a');
  const refuse = jest.fn((_rows: number) => false);
  expect(tokens.redeem(token, 'tmpr:a', refuse)).toEqual({ error: 'quota' });
  expect(refuse.mock.calls).toEqual([[2]]);
  expect(tokens.redeem(token, 'tmpr:a', () => true)).toMatchObject({ c: '002', o: 'tmpr:a' });
  expect(tokens.redeem(token, 'tmpr:a', () => true)).toMatchObject({ error: 'spent' });
});

test('the quota is not asked for a token that is not good anyway', () => {
  const tokens = handoffTokens(Buffer.from('k'), () => 0);
  const token = tokens.issue(request, 'tmpr:a');
  const admit = jest.fn(() => true);
  expect(tokens.redeem(token, 'tmpr:b', admit)).toEqual({ error: 'owner' });
  expect(tokens.redeem('x.y', 'tmpr:a', admit)).toEqual({ error: 'invalid' });
  expect(admit).not.toHaveBeenCalled();
});
