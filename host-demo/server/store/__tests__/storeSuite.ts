/**
 * The store suite (issue 52, item 4): one set of cases every store (../types.ts) passes, on a fake clock
 * (StoreOptions.now) with caps lowered where a case fills a table (StoreOptions.caps). ./sqliteStore.test.ts and
 * ./postgresStore.test.ts run it; LIMIT_CASES holds, per table, the case that fills it past its cap and the one that
 * takes it past its expiry (./limits.test.ts checks every table of ../limits.ts TABLE_LIMITS has both).
 *
 * Bounded tables are pruned every PRUNE_EVERY writes of a store (../sql.ts), so a case about a bound writes that many.
 */
import * as L from '../limits';
import { PRUNE_EVERY, timestamp } from '../sql';
import type { CartLine, QuotaRule, Store, StoreCaps, StoreOptions, TallyRule } from '../types';

/** How a test file opens its store. */
export interface StoreMaker {
  /** A store on a fresh, empty database. */
  open(options: StoreOptions): Promise<Store>;
  /** Another store on the database of the latest `open` (as another process, or the same one after a restart). */
  again(options: StoreOptions): Promise<Store>;
  /**
   * Whether two stores on one database may work at the same time (PostgreSQL: any number of processes). SQLite is
   * one process's file: its second store is used after the first, and its concurrent cases run on one store.
   */
  parallel: boolean;
}

const START = Date.UTC(2026, 0, 15, 3, 0, 0);

/** A fake clock: ms since the epoch, moved by the test. */
export function fakeClock(start = START) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** What a case gets: its clock, and stores opened on it (closed after the case). */
export interface Harness {
  clock: ReturnType<typeof fakeClock>;
  open(caps?: Partial<StoreCaps>): Promise<Store>;
  again(caps?: Partial<StoreCaps>): Promise<Store>;
  parallel: boolean;
}

const line = (saleId: string, qty = 1): CartLine => ({ saleId, name: '상품 ' + saleId, price: 1000, qty, code: '001' });
const linesOf = (prefix: string, n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => line(`${prefix}-${from + i}`));

/** Adds `n` new lines (INS) in adds of at most L.ORDER_MAX_ITEMS, each add to an owner of its own: `owner-0`, `owner-1`… */
async function insertLines(store: Store, owner: string, n: number) {
  for (let done = 0, add = 0; done < n; add++) {
    const batch = Math.min(L.ORDER_MAX_ITEMS, n - done);
    const results = await store.carts.add(`${owner}-${add}`, linesOf('fill', batch));
    expect(results.every((r) => r.resultCode === 'INS')).toBe(true);
    done += batch;
  }
}

const codes = (results: { resultCode: string }[]) => results.map((r) => r.resultCode).join(' ');

/** Logs a search of `keyword` by each of `clients`, the clock a second on between two. */
async function searchedBy(h: Harness, store: Store, keyword: string, clients: string[], age = '30', sex = '1') {
  for (const client of clients) {
    await store.searches.log(keyword, { age, sex, client });
    h.clock.advance(1000);
  }
}
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

const quotaRule = (over: Partial<QuotaRule> = {}): QuotaRule => ({
  name: 'test',
  perClient: { perSecond: 1, burst: 3 },
  global: { perSecond: 10, burst: 5 },
  ...over,
});
const TALLY: TallyRule = { name: 'test', windowMs: 600_000, perClient: 3 };
const HANDOFF_TTL = 900_000;

type LimitCase = (h: Harness) => Promise<void>;

/**
 * Per table of ../limits.ts TABLE_LIMITS: a case filling it past its cap, and one taking its rows past their expiry.
 * The store suite runs each on every store.
 */
export const LIMIT_CASES: Record<string, { cap: [string, LimitCase]; expiry: [string, LimitCase] }> = {
  meta: {
    cap: [
      'one row per once() key, whatever the other tables hold',
      async (h) => {
        const store = await h.open({ sessions: 2, anonCartRows: 2 });
        const before = (await store.tableRows()).meta;
        await insertLines(store, 'tmpr:m', PRUNE_EVERY);
        await store.sessions.start('member', 'c1');
        await store.searches.log('가방', { age: null, sex: null, client: 'c1' });
        expect((await store.tableRows()).meta).toBe(before);
        for (let i = 0; i < 3; i++) await store.once('seeded', async () => undefined);
        expect((await store.tableRows()).meta).toBe(before + 1);
      },
    ],
    expiry: [
      'has none: its keys stay as they are as time passes',
      async (h) => {
        const store = await h.open();
        const before = (await store.tableRows()).meta;
        h.clock.advance(400 * 86_400_000);
        await store.sessions.start('member', 'c1');
        expect((await store.tableRows()).meta).toBe(before);
      },
    ],
  },
  cart: {
    cap: [
      `anonymous rows past the anonCartRows cap: the oldest go (members' rows are not counted); ${L.CART_MAX_ITEMS} per owner`,
      async (h) => {
        const store = await h.open({ anonCartRows: 10 });
        await store.carts.add('tmpr:a', linesOf('a', 5));
        await store.carts.add('tmpr:b', linesOf('b', 7));
        await insertLines(store, 'member:fill', PRUNE_EVERY - 12);
        expect((await store.carts.lines('tmpr:a')).map((l) => l.saleId)).toEqual(['a-4', 'a-3', 'a-2']);
        expect(await store.carts.lines('tmpr:b')).toHaveLength(7);
        expect((await store.tableRows()).cart).toBe(10 + PRUNE_EVERY - 12);
        // One owner's cap: OVF past CART_MAX_ITEMS.
        await store.carts.add('member:full', linesOf('x', L.ORDER_MAX_ITEMS));
        await store.carts.add('member:full', linesOf('x', L.ORDER_MAX_ITEMS, L.ORDER_MAX_ITEMS));
        expect(codes(await store.carts.add('member:full', [line('one-more')]))).toBe('OVF');
        expect(await store.carts.lines('member:full')).toHaveLength(L.CART_MAX_ITEMS);
      },
    ],
    expiry: [
      'anonymous rows go after ANON_CART_MS, members’ after MEMBER_CART_MS',
      async (h) => {
        const store = await h.open();
        await store.carts.add('tmpr:old', linesOf('o', 3));
        await store.carts.add('member:m', linesOf('m', 2));
        h.clock.advance(L.ANON_CART_MS - 1000);
        await store.carts.add('tmpr:young', linesOf('y', 1));
        h.clock.advance(2000);
        await insertLines(store, 'member:fill', PRUNE_EVERY - 6);
        expect(await store.carts.lines('tmpr:old')).toEqual([]);
        expect(await store.carts.lines('tmpr:young')).toHaveLength(1);
        expect(await store.carts.lines('member:m')).toHaveLength(2);
        h.clock.advance(L.MEMBER_CART_MS + 1000);
        await insertLines(store, 'member:later', PRUNE_EVERY);
        expect(await store.carts.lines('member:m')).toEqual([]);
        expect(await store.carts.lines('member:fill-0')).toEqual([]);
        expect(await store.carts.lines('tmpr:young')).toEqual([]);
        expect((await store.tableRows()).cart).toBe(PRUNE_EVERY);
      },
    ],
  },
  search_log: {
    cap: [
      'past searchLogRows rows the oldest go',
      async (h) => {
        const store = await h.open({ searchLogRows: 10 });
        await searchedBy(h, store, 'older', names('o', PRUNE_EVERY - 10));
        await searchedBy(h, store, 'newest', names('n', 10));
        expect((await store.tableRows()).search_log).toBe(10);
        expect((await store.searches.rise('all', 'all')).map((r) => r.keywords)).toEqual(['newest']);
      },
    ],
    expiry: [
      'rows go after SEARCH_LOG_MS',
      async (h) => {
        const store = await h.open();
        await searchedBy(h, store, 'old', names('o', 5));
        h.clock.advance(L.SEARCH_LOG_MS);
        await searchedBy(h, store, 'new', names('n', PRUNE_EVERY - 5));
        expect((await store.tableRows()).search_log).toBe(PRUNE_EVERY - 5);
      },
    ],
  },
  view_counts: {
    cap: [
      'past viewCountRows the least viewed, then the least recently viewed, go',
      async (h) => {
        const store = await h.open({ viewCountRows: 10 });
        for (let i = 0; i < 3; i++) await store.views.count('', 'hot');
        for (let i = 0; i < PRUNE_EVERY - 3; i++) {
          h.clock.advance(1000);
          await store.views.count('', `p${i}`);
        }
        expect((await store.tableRows()).view_counts).toBe(10);
        const newest = Array.from({ length: 9 }, (_, i) => `p${PRUNE_EVERY - 4 - i}`);
        expect(await store.views.recommended('', 20)).toEqual(['hot', ...newest]);
      },
    ],
    expiry: [
      'a (keyword, product) unviewed for VIEW_MS goes, however viewed before',
      async (h) => {
        const store = await h.open();
        for (let i = 0; i < 5; i++) await store.views.count('', 'old');
        h.clock.advance(L.VIEW_MS + 1000);
        for (let i = 0; i < PRUNE_EVERY - 5; i++) await store.views.count('', `p${i}`);
        expect(await store.views.recommended('', 1, (id) => id === 'old')).toEqual([]);
        expect((await store.tableRows()).view_counts).toBe(PRUNE_EVERY - 5);
      },
    ],
  },
  sessions: {
    cap: [
      'sessionsPerClient per client (its own least recently used goes), sessions in all',
      async (h) => {
        const store = await h.open({ sessions: 5, sessionsPerClient: 2 });
        for (let i = 0; i < 10; i++) {
          await store.sessions.start('member', `c${i % 3}`);
          h.clock.advance(1);
        }
        expect((await store.tableRows()).sessions).toBe(5);
      },
    ],
    expiry: [
      'a session unused for SESSION_IDLE_MS ends, and goes at the next sign-in',
      async (h) => {
        const store = await h.open();
        const s = (await store.sessions.start('member', 'c1'))!;
        h.clock.advance(L.SESSION_IDLE_MS + 1);
        expect(await store.sessions.get(s.id)).toBeNull();
        await store.sessions.start('member', 'c2');
        expect((await store.tableRows()).sessions).toBe(1);
      },
    ],
  },
  quota: {
    cap: [
      'past quotaRows buckets the least recently touched go (the global one stays)',
      async (h) => {
        const store = await h.open({ quotaRows: 10 });
        const rule = quotaRule({ global: { perSecond: 1000, burst: 10_000 } });
        for (let i = 0; i < PRUNE_EVERY; i++) {
          h.clock.advance(1);
          expect(await store.quotas.take(rule, `c${i}`)).toBe(true);
        }
        expect((await store.tableRows()).quota).toBe(10 + 1);
      },
    ],
    expiry: [
      'a bucket untouched until it refilled goes (a missing bucket is a full one)',
      async (h) => {
        const store = await h.open();
        const rule = quotaRule({ global: { perSecond: 1000, burst: 10_000 } });
        for (let i = 0; i < 3; i++) await store.quotas.take(rule, 'old');
        expect(await store.quotas.take(rule, 'old')).toBe(false);
        h.clock.advance((2 * 3 * 1000) / 1 + 1);
        for (let i = 1; i < PRUNE_EVERY - 2; i++) await store.quotas.take(rule, `c${i}`);
        expect((await store.tableRows()).quota).toBe(PRUNE_EVERY - 3 + 1);
        for (let i = 0; i < 3; i++) expect(await store.quotas.take(rule, 'old')).toBe(true);
        expect(await store.quotas.take(rule, 'old')).toBe(false);
      },
    ],
  },
  tally: {
    cap: [
      'past tallyRows rows the oldest go',
      async (h) => {
        const store = await h.open({ tallyRows: 10 });
        for (let i = 0; i < PRUNE_EVERY; i++) {
          h.clock.advance(1);
          expect(await store.tallies.count(TALLY, `c${i}`, 'k')).toBe(true);
        }
        expect((await store.tableRows()).tally).toBe(10);
        // The newest stay: the last client's item still counted once.
        expect(await store.tallies.count(TALLY, `c${PRUNE_EVERY - 1}`, 'k')).toBe(false);
      },
    ],
    expiry: [
      'a row goes once its window has passed',
      async (h) => {
        const store = await h.open();
        for (let i = 0; i < TALLY.perClient; i++) expect(await store.tallies.count(TALLY, 'old', `k${i}`)).toBe(true);
        h.clock.advance(TALLY.windowMs + 1);
        for (let i = TALLY.perClient; i < PRUNE_EVERY; i++) await store.tallies.count(TALLY, `c${i}`, 'k');
        expect((await store.tableRows()).tally).toBe(PRUNE_EVERY - TALLY.perClient);
      },
    ],
  },
  handoff_spent: {
    cap: [
      'past handoffNonces live nonces a spend is refused (full) until some expire, never dropped early',
      async (h) => {
        const store = await h.open({ handoffNonces: 3 });
        const expires = h.clock.now() + HANDOFF_TTL;
        for (const n of ['n1', 'n2']) expect(await store.handoffs.spend(n, 'tmpr:a', expires)).toBe('ok');
        expect(await store.handoffs.spend('n3', 'tmpr:a', expires + 1000)).toBe('ok');
        expect(await store.handoffs.spend('n4', 'tmpr:a', expires)).toBe('full');
        expect(await store.handoffs.spent('n1')).toEqual({ owner: 'tmpr:a' });
        h.clock.advance(HANDOFF_TTL + 1);
        expect(await store.handoffs.spend('n4', 'tmpr:a', h.clock.now() + HANDOFF_TTL)).toBe('ok');
        expect(await store.handoffs.spend('n5', 'tmpr:a', h.clock.now() + HANDOFF_TTL)).toBe('ok');
        expect(await store.handoffs.spend('n6', 'tmpr:a', h.clock.now() + HANDOFF_TTL)).toBe('full');
        expect(await store.handoffs.spent('n3')).toEqual({ owner: 'tmpr:a' });
        expect((await store.tableRows()).handoff_spent).toBe(3);
      },
    ],
    expiry: [
      'a nonce goes once its token expired',
      async (h) => {
        const store = await h.open();
        expect(await store.handoffs.spend('old', 'tmpr:a', h.clock.now() + 1000)).toBe('ok');
        h.clock.advance(1001);
        expect(await store.handoffs.spent('old')).toBeNull();
        for (let i = 1; i < PRUNE_EVERY; i++)
          await store.handoffs.spend(`n${i}`, 'tmpr:a', h.clock.now() + HANDOFF_TTL);
        expect((await store.tableRows()).handoff_spent).toBe(PRUNE_EVERY - 1);
      },
    ],
  },
};

/** Declares the suite for one store. */
export function storeSuite(name: string, maker: StoreMaker) {
  describe(`${name} store`, () => {
    let opened: Store[] = [];
    let h: Harness;
    beforeEach(() => {
      const clock = fakeClock();
      const track = async (store: Promise<Store>) => {
        opened.push(await store);
        return opened[opened.length - 1];
      };
      h = {
        clock,
        open: (caps) => track(maker.open({ now: clock.now, caps })),
        again: (caps) => track(maker.again({ now: clock.now, caps })),
        parallel: maker.parallel,
      };
    });
    afterEach(async () => {
      const stores = opened;
      opened = [];
      for (const s of stores) await s.close();
    });

    describe('limits: each table past its cap and past its expiry', () => {
      for (const [table, { cap, expiry }] of Object.entries(LIMIT_CASES)) {
        it(`${table} cap: ${cap[0]}`, () => cap[1](h));
        it(`${table} expiry: ${expiry[0]}`, () => expiry[1](h));
      }
    });

    describe('carts', () => {
      it('answers INS, UPD and OVK in turn; lines newest first, quantities added', async () => {
        const store = await h.open();
        const steps: [CartLine[], string][] = [
          [[line('A')], 'INS'],
          [[line('A', 2)], 'UPD'],
          [[line('B'), line('A')], 'INS UPD'],
          [
            linesOf('k', L.ORDER_MAX_ITEMS + 1),
            Array(L.ORDER_MAX_ITEMS + 1)
              .fill('OVK')
              .join(' '),
          ],
        ];
        for (const [lines, expected] of steps) {
          const results = await store.carts.add('member:x', lines);
          expect(codes(results)).toBe(expected);
          for (const r of results) expect(r.spbkId === null).toBe(r.resultCode === 'OVK');
          h.clock.advance(1000);
        }
        const lines = await store.carts.lines('member:x');
        expect(lines.map((l) => [l.saleId, l.qty])).toEqual([
          ['B', 1],
          ['A', 4],
        ]);
        expect(lines[1]).toMatchObject({
          name: '상품 A',
          price: 1000,
          code: '001',
          addedAt: timestamp(new Date(h.clock.now() - 4000)),
        });
        expect(await store.carts.lines('tmpr:other')).toEqual([]);
      });

      it(`takes ${L.ORDER_MAX_ITEMS} lines in one add; past ${L.CART_MAX_ITEMS} items OVF, an item already there still UPD`, async () => {
        const store = await h.open();
        expect(codes(await store.carts.add('tmpr:a', linesOf('x', L.ORDER_MAX_ITEMS)))).toBe(
          Array(L.ORDER_MAX_ITEMS).fill('INS').join(' '),
        );
        await store.carts.add('tmpr:a', linesOf('x', L.CART_MAX_ITEMS - L.ORDER_MAX_ITEMS - 1, L.ORDER_MAX_ITEMS));
        expect(codes(await store.carts.add('tmpr:a', [line('last'), line('over'), line('x-0')]))).toBe('INS OVF UPD');
        const lines = await store.carts.lines('tmpr:a');
        expect(lines).toHaveLength(L.CART_MAX_ITEMS);
        expect(lines[0].saleId).toBe('last');
        expect(lines.find((l) => l.saleId === 'x-0')!.qty).toBe(2);
        // Another owner's cart is its own.
        expect(codes(await store.carts.add('tmpr:b', [line('over')]))).toBe('INS');
      });

      it(`concurrent adds of distinct products to one owner never pass ${L.CART_MAX_ITEMS} items and never throw`, async () => {
        const a = await h.open();
        await a.carts.add('member:c', linesOf('pre', L.ORDER_MAX_ITEMS));
        await a.carts.add('member:c', linesOf('pre', L.CART_MAX_ITEMS - L.ORDER_MAX_ITEMS - 10, L.ORDER_MAX_ITEMS));
        const b = h.parallel ? await h.again() : a;
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).carts.add('member:c', [line(`new-${i}`)])),
        );
        const tally = results.flat().reduce<Record<string, number>>((n, r) => {
          n[r.resultCode] = (n[r.resultCode] ?? 0) + 1;
          return n;
        }, {});
        expect(tally).toEqual({ INS: 10, OVF: 10 });
        expect(await a.carts.lines('member:c')).toHaveLength(L.CART_MAX_ITEMS);
      });

      it('concurrent adds of one product: one INS, the rest UPD, every quantity counted', async () => {
        const a = await h.open();
        const b = h.parallel ? await h.again() : a;
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).carts.add('tmpr:same', [line('P', 1)])),
        );
        expect(results.flat().filter((r) => r.resultCode === 'INS')).toHaveLength(1);
        expect(results.flat().filter((r) => r.resultCode === 'UPD')).toHaveLength(19);
        expect((await a.carts.lines('tmpr:same')).map((l) => l.qty)).toEqual([20]);
      });
    });

    describe('prunes while others write', () => {
      // Each store prunes a table every PRUNE_EVERY of its writes, inside a write's transaction: there it must not wait
      // for a row another write holds (PostgreSQL found that a deadlock and threw the write away).
      const workers = async (h: Harness, write: (store: Store, worker: number, i: number) => Promise<unknown>) => {
        const a = await h.open({ viewCountRows: 5, anonCartRows: 5 });
        const b = h.parallel ? await h.again({ viewCountRows: 5, anonCartRows: 5 }) : a;
        const errors: unknown[] = [];
        const perWorker = Math.ceil((PRUNE_EVERY * 2.2) / 8);
        await Promise.all(
          Array.from({ length: 8 }, async (_, w) => {
            for (let i = 0; i < perWorker; i++) await write(w % 2 ? a : b, w, i).catch((e: unknown) => errors.push(e));
          }),
        );
        expect(errors.map(String)).toEqual([]);
        return a;
      };

      it('views of a few products under many keywords never throw, and the cap holds', async () => {
        const a = await workers(h, (store, w, i) => store.views.count(`k${(w + i) % 10}`, `s${i % 5}`));
        expect((await a.tableRows()).view_counts).toBeLessThanOrEqual(5 + PRUNE_EVERY);
      });

      it('adds to carts whose lines a prune removes never throw', async () => {
        await workers(h, (store, w, i) =>
          store.carts.add(`tmpr:o${(w + i) % 10}`, [line(`x${i % 7}`), line(`w${w}-${i}`)]),
        );
      });
    });

    describe('the search log (live keywords)', () => {
      it(`ranks a keyword once ${L.RISE_MIN_CLIENTS} distinct clients searched it, by clients then the latest`, async () => {
        const store = await h.open();
        await searchedBy(h, store, 'three', names('a', 3));
        await searchedBy(h, store, 'four', names('b', 4));
        await searchedBy(h, store, 'two', names('c', 2));
        await searchedBy(h, store, 'solo', Array(10).fill('d1'));
        await searchedBy(h, store, 'three-later', names('e', 3));
        const rise = await store.searches.rise('all', 'all');
        expect(rise.map((r) => [r.keywords, r.diff])).toEqual([
          ['four', L.NEW_DIFF],
          ['three-later', L.NEW_DIFF],
          ['three', L.NEW_DIFF],
        ]);
        // reg_DATE: the newest search's time, the same on every row.
        const newest = timestamp(new Date(h.clock.now() - 1000));
        expect(rise.map((r) => r.reg_DATE)).toEqual([newest, newest, newest]);
        expect(await store.searches.rise('all', 'all', (k) => k === 'four')).toEqual(rise.slice(1));
      });

      it('a search without a client is a client of its own', async () => {
        const store = await h.open();
        for (let i = 0; i < L.RISE_MIN_CLIENTS; i++)
          await store.searches.log('anon', { age: null, sex: null, client: null });
        expect((await store.searches.rise('all', 'all')).map((r) => r.keywords)).toEqual(['anon']);
      });

      it(`a client brings its latest ${L.RISE_VOTES_PER_CLIENT} distinct keywords; the top 10 at most`, async () => {
        const store = await h.open();
        for (const client of names('c', 3)) await searchedBy(h, store, 'k1', [client]);
        for (const k of ['k2', 'k3', 'k4']) await searchedBy(h, store, k, names('c', 3));
        expect((await store.searches.rise('all', 'all')).map((r) => r.keywords)).toEqual(['k4', 'k3', 'k2']);
        for (let k = 0; k < 12; k++) await searchedBy(h, store, `many${k}`, names(`m${k}-`, 3));
        const rise = await store.searches.rise('all', 'all');
        expect(rise).toHaveLength(10);
        expect(rise[0].keywords).toBe('many11');
      });

      it('diff: rank in the window before minus rank now; NEW_DIFF for a keyword not ranked before', async () => {
        const store = await h.open();
        const window = async (tag: string, ranked: [string, number][]) => {
          for (const [k, n] of ranked) await searchedBy(h, store, k, names(`${tag}${k}-`, n));
          const used = ranked.reduce((s, [, n]) => s + n, 0);
          for (let i = 0; i < L.RISE_WINDOW - used; i++)
            await searchedBy(h, store, `${tag}filler${i}`, [`${tag}f${i}`]);
        };
        await window('w1', [
          ['A', 5],
          ['B', 4],
          ['D', 3],
        ]);
        await window('w2', [
          ['C', 3],
          ['A', 5],
          ['B', 6],
        ]);
        expect((await store.searches.rise('all', 'all')).map((r) => [r.keywords, r.diff])).toEqual([
          ['B', 1],
          ['A', -1],
          ['C', L.NEW_DIFF],
        ]);
      });

      it.each([
        ['20', 'all', ['Z']],
        ['all', '1', ['Y']],
        ['30', '1', ['Y']],
        ['30', '2', []],
        ['all', 'all', ['Y', 'Z']],
      ])('age %s, sex %s: %j', async (age, sex, expected) => {
        const store = await h.open();
        await searchedBy(h, store, 'Z', names('z', 3), '20', '2');
        await searchedBy(h, store, 'Y', names('y', 3), '30', '1');
        expect((await store.searches.rise(age, sex)).map((r) => r.keywords)).toEqual(expected);
      });
    });

    describe('views (others look at)', () => {
      it('most viewed then most recent, per keyword and for all searches; `allowed` filters, `limit` bounds', async () => {
        const store = await h.open();
        const views: [string, string][] = [
          ['가방', 'S1'],
          ['가방', 'S1'],
          ['가방', 'S1'],
          ['가방', 'S2'],
          ['신발', 'S4'],
          ['가방', 'S3'],
          ['가방', 'S3'],
          ['가방', 'S3'],
          ['신발', 'S4'],
        ];
        for (const [k, s] of views) {
          await store.views.count(k, s);
          h.clock.advance(1000);
        }
        expect(await store.views.recommended('가방', 10)).toEqual(['S3', 'S1', 'S2']);
        expect(await store.views.recommended('', 10)).toEqual(['S3', 'S1', 'S4', 'S2']);
        expect(await store.views.recommended('신발', 10)).toEqual(['S4']);
        expect(await store.views.recommended('가방', 2)).toEqual(['S3', 'S1']);
        expect(await store.views.recommended('가방', 2, (id) => id !== 'S3')).toEqual(['S1', 'S2']);
        expect(await store.views.recommended('없음', 2)).toEqual([]);
      });

      it('finds the allowed ones past many left out (read a page at a time)', async () => {
        const store = await h.open();
        for (const id of ['wanted1', 'wanted2', ...names('p', 40)]) {
          await store.views.count('', id);
          h.clock.advance(1000);
        }
        expect(await store.views.recommended('', 2, (id) => id.startsWith('wanted'))).toEqual(['wanted2', 'wanted1']);
      });
    });

    describe('sessions', () => {
      /** `n` sessions of `client`, started 1 ms apart (oldest first): their ids. */
      const sessionsOf = async (store: Store, client: string, n: number) => {
        const ids: string[] = [];
        for (let i = 0; i < n; i++) {
          ids.push((await store.sessions.start('member', client))!.id);
          h.clock.advance(1);
        }
        return ids;
      };
      it('start, get and byAccessToken (each marks it used), end', async () => {
        const store = await h.open();
        const s = (await store.sessions.start('adult', '10.0.0.1'))!;
        expect(s).toMatchObject({ account: { key: 'adult' }, client: '10.0.0.1', usedAt: h.clock.now() });
        expect(s.id).not.toBe(s.accessToken);
        h.clock.advance(5000);
        expect(await store.sessions.get(s.id)).toEqual({ ...s, usedAt: h.clock.now() });
        h.clock.advance(5000);
        expect(await store.sessions.byAccessToken(s.accessToken)).toEqual({ ...s, usedAt: h.clock.now() });
        for (const none of [undefined, '', 'nope']) expect(await store.sessions.get(none)).toBeNull();
        expect(await store.sessions.byAccessToken(null)).toBeNull();
        expect(await store.sessions.byAccessToken(s.id)).toBeNull();
        await store.sessions.end(s.id);
        expect(await store.sessions.get(s.id)).toBeNull();
        expect(await store.sessions.byAccessToken(s.accessToken)).toBeNull();
        await expect(store.sessions.start('nobody' as 'member', 'c')).rejects.toThrow('no demo account');
      });

      it(`idle expiry: unused for SESSION_IDLE_MS it ends; each use starts the wait again`, async () => {
        const store = await h.open();
        const s = (await store.sessions.start('member', 'c1'))!;
        h.clock.advance(L.SESSION_IDLE_MS - 1);
        expect(await store.sessions.get(s.id)).not.toBeNull();
        h.clock.advance(L.SESSION_IDLE_MS - 1);
        expect(await store.sessions.byAccessToken(s.accessToken)).not.toBeNull();
        h.clock.advance(L.SESSION_IDLE_MS + 1);
        expect(await store.sessions.get(s.id)).toBeNull();
      });

      it('a client past sessionsPerClient loses its own least recently used session', async () => {
        const store = await h.open({ sessionsPerClient: 3 });
        const s = await sessionsOf(store, 'c1', 3);
        const other = (await store.sessions.start('member', 'c2'))!.id;
        await store.sessions.get(s[0]);
        h.clock.advance(1);
        const s4 = (await store.sessions.start('member', 'c1'))!.id;
        const live = async (id: string) => (await store.sessions.get(id)) !== null;
        expect(await Promise.all([...s, s4, other].map(live))).toEqual([true, false, true, true, true]);
      });

      it('a full table: the least recently used goes if idle SESSION_EVICT_IDLE_MS', async () => {
        const store = await h.open({ sessions: 3 });
        const ids: string[] = [];
        for (const c of ['c1', 'c2', 'c3']) ids.push((await store.sessions.start('member', c))!.id);
        h.clock.advance(L.SESSION_EVICT_IDLE_MS);
        await store.sessions.get(ids[1]);
        await store.sessions.get(ids[2]);
        const c4 = await store.sessions.start('member', 'c4');
        expect(c4).not.toBeNull();
        expect(await store.sessions.get(ids[0])).toBeNull();
        expect(await store.sessions.get(ids[1])).not.toBeNull();
      });

      it('a full table in use: the heaviest client gives up its LRU if it holds ≥ the newcomer’s + 2, else null', async () => {
        const store = await h.open({ sessions: 4 });
        const c1 = await sessionsOf(store, 'c1', 3);
        const c2 = (await store.sessions.start('member', 'c2'))!.id;
        h.clock.advance(L.SESSION_EVICT_IDLE_MS - 10);
        expect(await store.sessions.start('member', 'c3')).not.toBeNull(); // c1: 3 ≥ 0 + 2
        expect(await store.sessions.get(c1[0])).toBeNull();
        expect(await store.sessions.start('member', 'c4')).not.toBeNull(); // c1: 2 ≥ 0 + 2
        expect(await store.sessions.get(c1[1])).toBeNull();
        expect(await store.sessions.start('member', 'c5')).toBeNull(); // everyone holds one
        expect(await store.sessions.get(c1[2])).not.toBeNull();
        expect(await store.sessions.get(c2)).not.toBeNull();
        expect((await store.tableRows()).sessions).toBe(4);
      });

      it('a client with one session never loses it to a flood of sign-ins from many clients', async () => {
        const store = await h.open({ sessions: 10, sessionsPerClient: 3 });
        const mine = (await store.sessions.start('member', 'shopper'))!;
        for (let round = 0; round < 3; round++)
          for (let f = 0; f < 30; f++) {
            h.clock.advance(100);
            await store.sessions.start('member', `flood${f}`);
          }
        for (let i = 0; i < 20; i++) await store.sessions.start('member', 'flood0');
        expect(await store.sessions.get(mine.id)).not.toBeNull();
        expect((await store.tableRows()).sessions).toBe(10);
      });

      it('concurrent sign-ins of one client keep its cap', async () => {
        const a = await h.open({ sessionsPerClient: 5 });
        const b = h.parallel ? await h.again({ sessionsPerClient: 5 }) : a;
        const started = await Promise.all(
          Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).sessions.start('member', 'c1')),
        );
        expect(started.every((s) => s !== null)).toBe(true);
        expect((await a.tableRows()).sessions).toBe(5);
      });
    });

    describe('quotas', () => {
      it('a client’s bucket: its burst at once, then refilled at its rate (up to the burst)', async () => {
        const store = await h.open();
        const rule = quotaRule({ global: { perSecond: 100, burst: 100 } });
        const takes = async (n: number) => {
          const out: boolean[] = [];
          for (let i = 0; i < n; i++) out.push(await store.quotas.take(rule, 'c1'));
          return out;
        };
        expect(await takes(4)).toEqual([true, true, true, false]);
        h.clock.advance(1000);
        expect(await takes(2)).toEqual([true, false]);
        h.clock.advance(60_000);
        expect(await takes(4)).toEqual([true, true, true, false]);
      });

      it('units: a take may leave a bucket below zero; it refills from there', async () => {
        const store = await h.open();
        const rule = quotaRule({ global: { perSecond: 100, burst: 100 } });
        expect(await store.quotas.take(rule, 'c1', 2)).toBe(true); // 1 left
        expect(await store.quotas.take(rule, 'c1', 2)).toBe(true); // -1
        h.clock.advance(1000);
        expect(await store.quotas.take(rule, 'c1')).toBe(false); // 0
        h.clock.advance(1000);
        expect(await store.quotas.take(rule, 'c1')).toBe(true);
      });

      it('the global bucket: spent by all clients; a refusal charges nothing', async () => {
        const store = await h.open();
        const rule = quotaRule();
        for (let i = 0; i < 3; i++) expect(await store.quotas.take(rule, 'c1')).toBe(true);
        for (let i = 0; i < 5; i++) expect(await store.quotas.take(rule, 'c1')).toBe(false);
        expect(await store.quotas.take(rule, 'c2')).toBe(true);
        expect(await store.quotas.take(rule, 'c2')).toBe(true);
        expect(await store.quotas.take(rule, 'c2')).toBe(false); // the global one is spent: 3 + 2
        expect(await store.quotas.take(rule, 'c3')).toBe(false);
        h.clock.advance(100); // the global bucket refills 1
        expect(await store.quotas.take(rule, 'c3')).toBe(true);
        expect(await store.quotas.take({ ...rule, name: 'other' }, 'c1')).toBe(true);
      });

      it('spareFullClients: while the global bucket is spent, a client with a full bucket is still admitted', async () => {
        const store = await h.open();
        const rule = quotaRule({ spareFullClients: true, global: { perSecond: 0.001, burst: 2 } });
        expect(await store.quotas.take(rule, 'c1')).toBe(true);
        expect(await store.quotas.take(rule, 'c1')).toBe(true);
        expect(await store.quotas.take(rule, 'c1')).toBe(false); // its own isn't full, the global is spent
        expect(await store.quotas.take(rule, 'c2')).toBe(true); // full: spared
        expect(await store.quotas.take(rule, 'c2')).toBe(false);
        expect(await store.quotas.take(rule, 'c3')).toBe(true);
      });

      it('a bucket kept by one store is the bucket another store on the database sees', async () => {
        const rule = quotaRule({ global: { perSecond: 100, burst: 100 } });
        const a = await h.open();
        for (let i = 0; i < 3; i++) expect(await a.quotas.take(rule, 'c1')).toBe(true);
        if (!h.parallel) await a.close();
        const b = await h.again();
        expect(await b.quotas.take(rule, 'c1')).toBe(false);
        h.clock.advance(1000);
        expect(await b.quotas.take(rule, 'c1')).toBe(true);
        if (h.parallel) expect(await a.quotas.take(rule, 'c1')).toBe(false);
      });

      it('50 concurrent takes (from two stores where a database has several) admit exactly the burst', async () => {
        const rule = quotaRule({ perClient: { perSecond: 1, burst: 20 }, global: { perSecond: 1, burst: 1000 } });
        const a = await h.open();
        const b = h.parallel ? await h.again() : a;
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).quotas.take(rule, 'c1')),
        );
        expect(answers.filter(Boolean)).toHaveLength(20);
        // And the global bucket, shared by many clients.
        const all = quotaRule({
          perClient: { perSecond: 1, burst: 5 },
          global: { perSecond: 1, burst: 20 },
          name: 'g',
        });
        const many = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).quotas.take(all, `c${i}`)));
        expect(many.filter(Boolean)).toHaveLength(20);
      });
    });

    describe('tallies', () => {
      it('an item counts once per client and window, at most perClient items a window', async () => {
        const store = await h.open();
        const steps: [string, string, boolean][] = [
          ['c1', 'a', true],
          ['c1', 'a', false],
          ['c2', 'a', true],
          ['c1', 'b', true],
          ['c1', 'c', true],
          ['c1', 'd', false],
          ['c2', 'd', true],
        ];
        for (const [client, item, counts] of steps)
          expect([client, item, await store.tallies.count(TALLY, client, item)]).toEqual([client, item, counts]);
        expect(await store.tallies.count({ ...TALLY, name: 'other' }, 'c1', 'd')).toBe(true);
        h.clock.advance(TALLY.windowMs - 1);
        expect(await store.tallies.count(TALLY, 'c1', 'a')).toBe(false);
        h.clock.advance(2);
        expect(await store.tallies.count(TALLY, 'c1', 'a')).toBe(true);
        expect(await store.tallies.count(TALLY, 'c1', 'd')).toBe(true);
      });

      it('concurrent counts of one item count once', async () => {
        const a = await h.open();
        const b = h.parallel ? await h.again() : a;
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).tallies.count(TALLY, 'c1', 'x')),
        );
        expect(answers.filter(Boolean)).toHaveLength(1);
      });
    });

    describe('once (the first start’s seed)', () => {
      it('runs its work once per database: a second call, another store or a reopened one skips it', async () => {
        const runs: string[] = [];
        const a = await h.open();
        await a.once('seeded', async () => void runs.push('a'));
        await a.once('seeded', async () => void runs.push('a again'));
        await a.once('other', async () => void runs.push('other'));
        if (!h.parallel) await a.close();
        const b = await h.again();
        await b.once('seeded', async () => void runs.push('b'));
        expect(runs).toEqual(['a', 'other']);
      });

      it('calls at once from two stores: one runs the work', async () => {
        const a = await h.open();
        const b = h.parallel ? await h.again() : a;
        let runs = 0;
        await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).once('seeded', async () => void runs++)));
        expect(runs).toBe(1);
      });
    });

    describe('hand-off nonces', () => {
      it('spend: ok, then spent; spent() gives the owner, and where it went once went()', async () => {
        const store = await h.open();
        const expires = h.clock.now() + HANDOFF_TTL;
        expect(await store.handoffs.spent('n1')).toBeNull();
        expect(await store.handoffs.spend('n1', 'tmpr:a', expires)).toBe('ok');
        expect(await store.handoffs.spend('n1', 'tmpr:b', expires)).toBe('spent');
        expect(await store.handoffs.spent('n1')).toEqual({ owner: 'tmpr:a' });
        await store.handoffs.went('n1', '/cart?from=partner');
        expect(await store.handoffs.spent('n1')).toEqual({ owner: 'tmpr:a', next: '/cart?from=partner' });
        h.clock.advance(HANDOFF_TTL + 1);
        expect(await store.handoffs.spent('n1')).toBeNull();
      });

      it('one nonce spent at once from two stores: one ok', async () => {
        const a = await h.open();
        const b = h.parallel ? await h.again() : a;
        const expires = h.clock.now() + HANDOFF_TTL;
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).handoffs.spend('n', `tmpr:${i}`, expires)),
        );
        expect(answers.filter((x) => x === 'ok')).toHaveLength(1);
        expect(answers.filter((x) => x === 'spent')).toHaveLength(9);
      });
    });
  });
}
