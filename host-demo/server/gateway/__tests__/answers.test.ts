import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY_PATHS } from '../../../../widget/src/core/gatewayPaths';
import { weeklyPicksReference } from '../../../../widget/src/sections/__tests__/weeklyPicksReference';
import { createGateway, type GatewayAnswer, type GatewayCall } from '../answers';
import { accountByKey } from '../../accounts';
import { looksLikeLink } from '../linkLikeKeyword';
import { tempMembers } from '../tempMembers';
import { createShop, type Shop } from '../../shop';
import { openSqliteStore } from '../../store/sqlite';

const CATALOGUE = join(__dirname, '..', '..', '..', 'data', 'catalogue.json');
const ORIGIN = 'http://127.0.0.1:8080';
let dir: string;
let shop: Shop;
let gw: ReturnType<typeof createGateway>;
const members = tempMembers(Buffer.from('a test key'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sp-gw-'));
  shop = createShop({ dataDir: dir, catalogueFile: CATALOGUE });
  await shop.ready;
  gw = createGateway(shop, { tempMembers: members });
});
afterAll(async () => {
  await shop.store.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (path: string, params: Record<string, string | number> = {}, extra: Partial<GatewayCall> = {}) =>
  gw({
    method: 'GET',
    path,
    params: new URLSearchParams(Object.entries({ deviceType: 'P', ...params }).map(([k, v]) => [k, String(v)])),
    origin: ORIGIN,
    token: null,
    ...extra,
  });
const docs = async (path: string, params: Record<string, string | number> = {}) =>
  ((await call(path, params)).body as { resultDocuments: Record<string, unknown>[] }).resultDocuments;
const names = async (keyword: string, extra: Record<string, string | number> = {}) =>
  (await docs('search/commodity', { keyword, highlightPre: '[', highlightPost: ']', ...extra })).map(
    (d) => d.cmdt_NAME,
  );

describe('search/commodity matching modes', () => {
  test.each([
    ['prefix', '해리', '[해리] 포터와 마법사의 돌 1'],
    ['infix', '마법사', '해리 포터와 [마법사]의 돌 1'],
    ['chosung', 'ㅎㄹㅍㅌ', '[해리 포터]와 마법사의 돌 1'],
    ['partial last syllable (initial)', '해리ㅍ', '[해리 포]터와 마법사의 돌 1'],
    ['partial last syllable (final becoming the next initial)', '해리퐅', '[해리 포터]와 마법사의 돌 1'],
    ['spacing-insensitive', '어린왕', '[어린 왕]자'],
    ['English layout', 'gofl', '[해리] 포터와 마법사의 돌 1'],
    ['English, case-insensitive', 'HARRY', "[Harry] Potter and the Philosopher's Stone"],
    [
      'decomposed (NFD) Hangul, as pasted from a macOS file name',
      '해리'.normalize('NFD'),
      '[해리] 포터와 마법사의 돌 1',
    ],
  ])('%s: %p finds %p first', async (_mode, keyword, first) => expect((await names(keyword))[0]).toBe(first));

  test('a miss answers an empty list and totalCount 0', async () => {
    expect((await call('search/commodity', { keyword: 'zzqqxx' })).body).toEqual({
      resultDocuments: [],
      totalCount: 0,
    });
  });

  test.each(['모순', '해리', '한강', '포터', '어린', 'harry'])(
    'ranked for %p: exact > prefix > infix, then popularity',
    async (keyword) => {
      const squash = (t: string) => t.replace(/\s+/g, '').toLowerCase();
      const q = squash(keyword);
      const found = await docs('search/commodity', { keyword, pageSize: 100 });
      const classOf = (d: Record<string, unknown>) => {
        const fields = [d.cmdt_NAME, d.chrc_NAME, d.pbcm_NAME].map((f) => squash(String(f)));
        return fields.some((f) => f === q) ? 0 : fields.some((f) => f.startsWith(q)) ? 1 : 2;
      };
      const order = found.map((d) => [
        classOf(d),
        shop.catalogue.products.findIndex((p) => p.sale_CMDTID === d.sale_CMDTID),
      ]);
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order).toEqual(sorted);
      expect(found.length).toBeGreaterThan(0);
    },
  );

  test('an exact author match outranks an infix title match', async () => {
    const list = await docs('search/commodity', { keyword: '한강', pageSize: 20 });
    expect(list.slice(0, 3).every((d) => d.chrc_NAME === '한강')).toBe(true);
  });

  test.each([
    ['KBO', ['KOR', 'ENG', 'BNT', 'JAP', 'JNT', 'PBC', 'POD', 'CMB', 'OPN', 'OPT']],
    ['EBK', ['EBK', 'AUD', 'MOV', 'DUM']],
    ['SAM', ['SAM']],
    ['HTS', ['MUC', 'DVD', 'GFT']],
  ])('gbCode %s keeps its types', async (gbCode, types) => {
    const found = await docs('search/commodity', { keyword: gbCode === 'SAM' ? 'sam' : 'ㅎ', gbCode, pageSize: 100 });
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(types).toContain(d.sale_CMDT_DVSN_CODE);
  });

  test('page and pageSize are honoured; totalCount counts every match', async () => {
    const all = (await call('search/commodity', { keyword: '해리', pageSize: 100 })).body as {
      resultDocuments: { sale_CMDTID: string }[];
      totalCount: number;
    };
    const page2 = (await call('search/commodity', { keyword: '해리', page: 2, pageSize: 3 })).body as typeof all;
    expect(page2.totalCount).toBe(all.totalCount);
    expect(page2.resultDocuments.map((d) => d.sale_CMDTID)).toEqual(
      all.resultDocuments.slice(3, 6).map((d) => d.sale_CMDTID),
    );
  });

  test('without markers the name is plain; the answer has the contract fields', async () => {
    const [d] = await docs('search/commodity', { keyword: '채식주의자' });
    expect(d.cmdt_NAME).toBe('채식주의자');
    for (const key of [
      'cmdt_NAME',
      'cmdtcode',
      'chrc_NAME',
      'pbcm_NAME',
      'img_URL',
      'sale_CMDT_DVSN_CODE',
      'sale_CMDT_PRCE',
      'sale_CMDT_PRCE_DSCN_RATE',
      'sale_CMDT_CLST_CODE',
      'sale_CMDT_SAPR',
      'sale_CMDTID',
      'sale_CMDT_GRP_DVSN_CODE',
      'sale_LMTT_AGE',
      'arng_SQNC',
      'fndg_PRJT_SRMB',
      'upnt_ACML_AMNT',
      'upnt_ACML_RATE',
      'annt_CTTN',
      'bkmYsno',
    ])
      expect(d).toHaveProperty(key);
    expect(d).not.toHaveProperty('popularity');
  });
});

describe('the other search paths', () => {
  test('trendkeyword: the curated recommendations', async () => {
    expect((await docs('search/trendkeyword')).map((d) => d.keywords)).toEqual(shop.catalogue.trendKeywords);
  });

  test('author: rprs_INFO in three parts, at most pageSize', async () => {
    const [a, ...rest] = await docs('search/author', { keyword: '한강', page: 1, pageSize: 3 });
    expect(a).toMatchObject({ chrc_NAME: '한강', chrc_CODE: expect.any(String) });
    expect(String(a.rprs_INFO).split('@@')).toHaveLength(3);
    expect(rest.length).toBeLessThanOrEqual(2);
  });

  test('author: a keyword naming an author’s work finds the author, after those it names', async () => {
    expect((await docs('search/author', { keyword: '해리' })).map((d) => d.chrc_NAME)).toEqual(['J.K. 롤링']);
    // One syllable names no work: 해 (in 부탁해, 해가 지는 곳으로) finds no one.
    expect(await docs('search/author', { keyword: '해' })).toEqual([]);
    const byName = await docs('search/author', { keyword: '한강', pageSize: 100 });
    expect(byName[0].chrc_NAME).toBe('한강');
  });

  test('event: absolute image and event URLs on the demo origin', async () => {
    const [e] = await docs('search/event', { keyword: '해리 포터', pageSize: 9 });
    expect(e).toMatchObject({
      event_NM: expect.stringContaining('해리 포터'),
      mok_EVENT_URL: `${ORIGIN}/detail/${e.event_ID}?channel=m`,
    });
    expect(String(e.web_IMAGE_URL).startsWith(ORIGIN + '/public/events/')).toBe(true);
  });

  test('shortcut: a keyword (spacing and case ignored) gives its link and redirect flag', async () => {
    expect(await docs('search/shortcut', { keyword: '고객 센터' })).toEqual([
      { shortcut_LINK: ORIGIN + '/cscenter', shortcut_NAME: '고객센터 바로가기', redirect_YN: 'Y' },
    ]);
    expect((await docs('search/shortcut', { keyword: '이벤트' }))[0].redirect_YN).toBe('N');
    expect(await docs('search/shortcut', { keyword: '데미안' })).toEqual([]);
  });

  test('logRecommendProduct: products looked at after a keyword; empty keyword is overall; unknown keyword is empty', async () => {
    const forHarry = await docs('search/logRecommendProduct', { keyword: '해리 포터', pageSize: 8 });
    expect(forHarry.length).toBeGreaterThan(0);
    expect(forHarry[0]).toEqual({
      product_NM: expect.any(String),
      image_URL: expect.stringContaining(ORIGIN),
      sale_CMDT_DVSN_CODE: expect.any(String),
      cmdtcode: expect.any(String),
      sale_CMDTID: expect.any(String),
    });
    expect(await docs('search/logRecommendProduct', { keyword: '', pageSize: 8 })).toHaveLength(8);
    expect(await docs('search/logRecommendProduct', { keyword: '아무도 찾지 않은 말' })).toEqual([]);
  });

  test('advertising: no parameters; the banner list with absolute links and images', async () => {
    const answer = await gw({
      method: 'GET',
      path: 'advertising/mobile/mok_wel_new/mobile_welcome@mo_search_input',
      params: new URLSearchParams(),
      origin: ORIGIN,
      token: null,
    });
    expect(answer.status).toBe(200);
    const ads = answer.body as Record<string, string>[];
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(ads[0]).toEqual({
      ad_id: expect.any(String),
      publisher_id: expect.any(String),
      linkUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8080\//),
      imgFileUrl: expect.stringMatching(/\.svg$/),
      imgAltTagCntt: expect.any(String),
      text: expect.any(String),
    });
  });
});

describe('bad input gets a 400 JSON error; unknown paths 404; wrong methods 405', () => {
  test.each([
    ['search/commodity', { keyword: '' }],
    ['search/commodity', { keyword: '해리', gbCode: 'XYZ' }],
    ['search/commodity', { keyword: '해리', page: 0 }],
    ['search/commodity', { keyword: '해리', pageSize: 101 }],
    ['search/commodity', { keyword: '해리', pageSize: 'ten' }],
    ['search/commodity', { keyword: '해리', highlightPre: '[' }],
    ['search/commodity', { keyword: 'x'.repeat(101) }],
    ['search/risekeyword', { age: '50' }],
    ['search/risekeyword', { sex: 'x' }],
    ['search/author', {}],
    ['search/event', { keyword: '  ' }],
    ['search/shortcut', {}],
    ['search/trendkeyword', { deviceType: 'X' }],
  ])('%s %p', async (path, params) => {
    const answer = await call(path, params);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  test('a repeated parameter is refused', async () => {
    expect(
      (
        await gw({
          method: 'GET',
          path: 'search/commodity',
          params: new URLSearchParams('keyword=a&keyword=b&deviceType=P'),
          origin: ORIGIN,
          token: null,
        })
      ).status,
    ).toBe(400);
  });

  // The widget's one path table (core/gatewayPaths.ts): a section whose call has no reference route fails here, not
  // as a section that renders empty (its hostile answer: test/server/hostilePaths.test.ts).
  test.each(Object.entries(GATEWAY_PATHS))('the widget calls %s (%s): the gateway answers it', async (_k, path) => {
    expect((await call(path)).status).not.toBe(404);
  });

  test('unknown paths and methods', async () => {
    expect((await call('search/nothing')).status).toBe(404);
    expect((await call('__proto__')).status).toBe(404);
    expect((await call('cart/addCartProc')).status).toBe(405);
    expect((await call('search/commodity', { keyword: 'a' }, { method: 'POST' })).status).toBe(405);
  });
});

describe('cart/addCartProc', () => {
  /**
   * An add; `tempOwner`: the values of the owner cookie the request carries (./tempMembers.ts). Each from a client of
   * its own: the cart rows' quota is flood.test.ts's, not these answers'.
   */
  let clients = 0;
  const post = (body: unknown, token: string | null = null, tempOwner?: string[]) =>
    gw({
      client: 'answers-' + ++clients,
      method: 'POST',
      path: 'cart/addCartProc',
      params: new URLSearchParams(),
      body: typeof body === 'string' ? body : JSON.stringify(body),
      origin: ORIGIN,
      token,
      tempOwner,
    });
  /** An anonymous shopper's add as the shop's pages set it up: the owner cookie and the same number in the body. */
  const anon = (owner: string, body: Record<string, unknown>) => post({ ...body, tmprMmbrNum: owner }, null, [owner]);
  const product = (i: number) => shop.catalogue.products[i].sale_CMDTID;
  const codes = async (answer: GatewayAnswer | Promise<GatewayAnswer>) =>
    ((await answer).body as { data: { resultCode: string }[] }).data.map((d) => d.resultCode);
  const cart = (owner: string) => shop.store.carts.lines(owner);
  const saleIds = async (owner: string) => (await cart(owner)).map((l) => l.saleId);

  test('INS, then UPD with the quantity added, per temporary member', async () => {
    const [a, b] = [members.issue(), members.issue()];
    expect(await codes(anon(a, { addCartProcList: [{ saleCmdtid: product(0), ordQty: 2 }] }))).toEqual(['INS']);
    expect(await codes(anon(a, { addCartProcList: [{ saleCmdtid: product(0) }] }))).toEqual(['UPD']);
    expect((await cart('tmpr:' + a))[0]).toMatchObject({ saleId: product(0), qty: 3 });
    expect(await codes(anon(b, { addCartProcList: [{ saleCmdtid: product(0) }] }))).toEqual(['INS']);
  });

  test('issue 20: a temporary member number the server did not sign owns no cart; the add goes to a new one', async () => {
    const victim = members.issue();
    await anon(victim, { addCartProcList: [{ saleCmdtid: product(9) }] });
    // Any string of the right shape, or a real number with its signature changed.
    for (const forged of ['tmp-aaaa-0001', victim.slice(0, -1) + (victim.endsWith('0') ? '1' : '0'), 'x'.repeat(64)]) {
      const answer = await anon(forged, { addCartProcList: [{ saleCmdtid: product(8) }] });
      expect(await codes(answer)).toEqual(['INS']);
      expect(members.valid(answer.issuedTempMember)).toBe(true);
      expect(await saleIds('tmpr:' + answer.issuedTempMember)).toEqual([product(8)]);
      expect(await cart('tmpr:' + forged)).toEqual([]);
    }
    expect(await saleIds('tmpr:' + victim)).toEqual([product(9)]);
    // A signed number is used as it is, and nothing is issued.
    expect((await anon(victim, { addCartProcList: [{ saleCmdtid: product(8) }] })).issuedTempMember).toBeUndefined();
  });

  test("issue 38: a signed number in the body (tossed into the victim's readable cookie) owns nothing; the owner cookie does", async () => {
    const [attacker, victim] = [members.issue(), members.issue()];
    const add = (tempOwner: string[] | undefined) =>
      post({ addCartProcList: [{ saleCmdtid: product(3) }], tmprMmbrNum: attacker }, null, tempOwner);
    // The victim's own owner cookie: the add is the victim's, whatever number the body names.
    expect((await add([victim])).issuedTempMember).toBeUndefined();
    expect(await saleIds('tmpr:' + victim)).toEqual([product(3)]);
    // No owner cookie, or two (a sibling's `Domain=` one beside the shop's, either order): a new number's cart.
    for (const tempOwner of [undefined, [], [attacker, victim], [victim, attacker], [attacker, attacker]]) {
      const issued = (await add(tempOwner)).issuedTempMember;
      expect(members.valid(issued)).toBe(true);
      expect(await saleIds('tmpr:' + issued)).toEqual([product(3)]);
    }
    expect(await cart('tmpr:' + attacker)).toEqual([]);
    // Without a number in the body (the widget that found two cookies sends none), the owner cookie decides.
    expect(await codes(post({ addCartProcList: [{ saleCmdtid: product(3) }] }, null, [victim]))).toEqual(['UPD']);
  });

  test('a signed-in member by a session access token; an unknown token (the old constant ones too) is 401', async () => {
    const session = (await shop.store.sessions.start('member', 'answers-shopper'))!;
    expect(await codes(post({ addCartProcList: [{ saleCmdtid: product(1) }] }, session.accessToken))).toEqual(['INS']);
    expect(await saleIds('member:reader01')).toContain(product(1));
    for (const forged of ['forged', 'demo-token-member', session.id])
      expect((await post({ addCartProcList: [{ saleCmdtid: product(1) }] }, forged)).status).toBe(401);
    await shop.store.sessions.end(session.id);
    expect((await post({ addCartProcList: [{ saleCmdtid: product(1) }] }, session.accessToken)).status).toBe(401);
  });

  test('without a token, the shop session names the member; each row carries its spbkId', async () => {
    const answer = await gw({
      method: 'POST',
      path: 'cart/addCartProc',
      params: new URLSearchParams(),
      body: JSON.stringify({ addCartProcList: [{ saleCmdtid: product(2) }] }),
      origin: ORIGIN,
      token: null,
      sessionAccount: accountByKey('adult'),
    });
    const [row] = (answer.body as { data: { resultCode: string; spbkId: number }[] }).data;
    expect(row.resultCode).toBe('INS');
    expect((await cart('member:adult01')).find((l) => l.saleId === product(2))!.spbkId).toBe(row.spbkId);
  });

  test('OVF past 200 distinct items; OVK past 100 items in one action, nothing added', async () => {
    const owner = members.issue();
    const first = Array.from({ length: 100 }, (_, i) => ({ saleCmdtid: product(i) }));
    const second = Array.from({ length: 100 }, (_, i) => ({ saleCmdtid: product(100 + i) }));
    expect((await codes(anon(owner, { addCartProcList: first }))).every((c) => c === 'INS')).toBe(true);
    expect((await codes(anon(owner, { addCartProcList: second }))).every((c) => c === 'INS')).toBe(true);
    expect(await codes(anon(owner, { addCartProcList: [{ saleCmdtid: product(250) }] }))).toEqual(['OVF']);
    expect(await codes(anon(owner, { addCartProcList: [{ saleCmdtid: product(5) }] }))).toEqual(['UPD']);
    const many = Array.from({ length: 101 }, (_, i) => ({ saleCmdtid: product(i) }));
    const ovk = members.issue();
    expect(new Set(await codes(anon(ovk, { addCartProcList: many })))).toEqual(new Set(['OVK']));
    expect(await cart('tmpr:' + ovk)).toEqual([]);
  });

  test.each([
    ['not JSON', '{bad'],
    ['not an object', '[1]'],
    ['no list', { tmprMmbrNum: 'tmp-x-000001' }],
    ['empty list', { addCartProcList: [], tmprMmbrNum: 'tmp-x-000001' }],
    ['bad tmprMmbrNum', { addCartProcList: [{ saleCmdtid: 'S000000001' }], tmprMmbrNum: '../x' }],
    ['unknown product', { addCartProcList: [{ saleCmdtid: 'NOPE' }], tmprMmbrNum: 'tmp-x-000001' }],
    ['bad quantity', { addCartProcList: [{ saleCmdtid: 'S000000001', ordQty: 0 }], tmprMmbrNum: 'tmp-x-000001' }],
    [
      'fractional quantity',
      { addCartProcList: [{ saleCmdtid: 'S000000001', ordQty: 1.5 }], tmprMmbrNum: 'tmp-x-000001' },
    ],
    [
      'bad cart code',
      { addCartProcList: [{ saleCmdtid: 'S000000001', spbkDvsnCode: '009' }], tmprMmbrNum: 'tmp-x-000001' },
    ],
    ['bad separQty', { addCartProcList: [{ saleCmdtid: 'S000000001' }], separQty: 'yes', tmprMmbrNum: 'tmp-x-000001' }],
    ['null item', { addCartProcList: [null], tmprMmbrNum: 'tmp-x-000001' }],
  ])('%s → 400', async (_n, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.any(String) });
  });
});

describe('issue 52: what others looked at, from a bounded aggregate', () => {
  let viewDir = '';
  afterEach(() => viewDir && rmSync(viewDir, { recursive: true, force: true }));
  const product = (i: number) => shop.catalogue.products[i].sale_CMDTID;

  // How the store reads and prunes the aggregate (its index, no scan): ../../__tests__/viewCounts.test.ts.
  test('the route reads the aggregate: the products most looked at, after a search and for all', async () => {
    for (let i = 0; i < 100; i++) await shop.store.views.count('해리', product(5));
    await shop.store.views.count('해리', product(6));
    const ids = async (keyword: string) =>
      (await docs('search/logRecommendProduct', { keyword, pageSize: 3 })).map((d) => d.sale_CMDTID);
    expect((await ids('해리')).slice(0, 2)).toEqual([product(5), product(6)]);
    expect((await ids(''))[0]).toBe(product(5));
  });

  test('a 19+ product is never among them for a shopper who isn’t a verified adult; a verified adult sees it', async () => {
    const ADULT = 'S000000151';
    expect(Number(shop.bySaleId.get(ADULT)!.sale_LMTT_AGE)).toBeGreaterThanOrEqual(19);
    for (let i = 0; i < 300; i++) await shop.store.views.count('성인', ADULT);
    const ids = async (extra: Partial<GatewayCall>) =>
      (
        (await call('search/logRecommendProduct', { keyword: '', pageSize: 8 }, extra)).body as {
          resultDocuments: { sale_CMDTID: string }[];
        }
      ).resultDocuments.map((d) => d.sale_CMDTID);
    expect(await ids({})).not.toContain(ADULT);
    expect(await ids({ sessionAccount: accountByKey('member') })).not.toContain(ADULT);
    expect((await ids({ sessionAccount: accountByKey('adult') }))[0]).toBe(ADULT);
    // A page past the first is filled from the allowed ones too.
    expect(await ids({})).toHaveLength(8);
    // A Bearer token of an adult's session counts as the adult; of a member's, or an unknown one, as nobody.
    const adult = (await shop.store.sessions.start('adult', 'answers-adult'))!;
    const member = (await shop.store.sessions.start('member', 'answers-member'))!;
    expect((await ids({ token: adult.accessToken }))[0]).toBe(ADULT);
    expect(await ids({ token: member.accessToken })).not.toContain(ADULT);
    expect(await ids({ token: 'forged', sessionAccount: accountByKey('adult') })).not.toContain(ADULT);
  });

  test('a SQLite file with the old view log (before issue 52) opens with it folded into the aggregate', async () => {
    viewDir = mkdtempSync(join(tmpdir(), 'sp-views-'));
    const old = new Database(join(viewDir, 'demo.sqlite'));
    old.exec(
      'CREATE TABLE view_log (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, sale_id TEXT NOT NULL, at TEXT NOT NULL)',
    );
    const put = old.prepare('INSERT INTO view_log (keyword, sale_id, at) VALUES (?, ?, ?)');
    for (let i = 0; i < 3; i++) put.run('모순', 'S1', '2026-12-01 09:00:00');
    put.run('넥서스', 'S2', '2026-12-01 09:00:00');
    old.close();
    const store = openSqliteStore(viewDir);
    try {
      expect(await store.views.recommended('모순', 5)).toEqual(['S1']);
      expect(await store.views.recommended('', 5)).toEqual(['S1', 'S2']);
      expect(Object.keys(await store.tableRows())).not.toContain('view_log');
    } finally {
      await store.close();
    }
  });
});

describe('risekeyword from the search log', () => {
  let logDir = '';
  afterEach(() => logDir && rmSync(logDir, { recursive: true, force: true }));
  /** A store of its own (an empty log), closed after `work`. */
  async function withStore(work: (store: ReturnType<typeof openSqliteStore>) => Promise<void>) {
    logDir = mkdtempSync(join(tmpdir(), 'sp-rise-'));
    const store = openSqliteStore(logDir);
    try {
      await work(store);
    } finally {
      await store.close();
    }
  }

  test('top 10 of the latest window, diff against the window before, NEW as 9999, filtered by age and sex', () =>
    withStore(async ({ searches }) => {
      const at = new Date(2026, 10, 22, 9, 0, 0);
      const log = async (keyword: string, times: number, age: string | null = null, sex: string | null = null) => {
        for (let i = 0; i < times; i++) await searches.log(keyword, { age, sex, client: null }, at);
      };
      // The window before: 모순 first, 데미안 second, 코스모스 third (400 searches).
      await log('모순', 200);
      await log('데미안', 120);
      await log('코스모스', 80);
      // The latest window: 데미안 first, 코스모스 second, 넥서스 new, 모순 fourth.
      await log('데미안', 150, '20', '2');
      await log('코스모스', 100, '30', '1');
      await log('넥서스', 90, '20', '1');
      await log('모순', 60, '40', '2');
      expect(await searches.rise('all', 'all')).toEqual([
        { keywords: '데미안', diff: 1, reg_DATE: '2026-11-22 09:00:00' },
        { keywords: '코스모스', diff: 1, reg_DATE: '2026-11-22 09:00:00' },
        { keywords: '넥서스', diff: 9999, reg_DATE: '2026-11-22 09:00:00' },
        { keywords: '모순', diff: -3, reg_DATE: '2026-11-22 09:00:00' },
      ]);
      const ranked = async (age: string, sex: string) => (await searches.rise(age, sex)).map((k) => k.keywords);
      expect(await ranked('20', 'all')).toEqual(['데미안', '넥서스']);
      expect(await ranked('all', '1')).toEqual(['코스모스', '넥서스']);
      expect(await ranked('40', '2')).toEqual(['모순']);
    }));

  test('issue 38: a keyword is ranked (and NEW) only once several clients searched it; a link-like one never', () =>
    withStore(async ({ searches }) => {
      const log = async (keyword: string, clients: string[]) => {
        for (const client of clients) await searches.log(keyword, { age: null, sex: null, client });
      };
      await log('넥서스', ['a', 'b', 'c']);
      await log('모순', ['a', 'a', 'a', 'a', 'b']); // five searches, two clients
      await log('데미안', ['d', 'e', 'f', 'g']);
      await log('evil.example', ['a', 'b', 'c', 'd', 'e', 'f']);
      expect((await searches.rise('all', 'all', looksLikeLink)).map((k) => [k.keywords, k.diff])).toEqual([
        ['데미안', 9999],
        ['넥서스', 9999],
      ]);
      // The gateway's block list is the caller's: without it the link-like keyword leads (six clients).
      expect((await searches.rise('all', 'all'))[0].keywords).toBe('evil.example');
    }));

  test('a SQLite file from before issue 38 opens with its log: each of its searches counts as a client of its own', async () => {
    logDir = mkdtempSync(join(tmpdir(), 'sp-rise-'));
    const old = new Database(join(logDir, 'demo.sqlite'));
    old.exec(
      'CREATE TABLE search_log (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, age TEXT, sex TEXT, at TEXT NOT NULL)',
    );
    for (let i = 0; i < 3; i++)
      old.prepare("INSERT INTO search_log (keyword, at) VALUES ('넥서스', '2026-11-22 09:00:00')").run();
    old.close();
    const store = openSqliteStore(logDir);
    try {
      await store.searches.log('넥서스', { age: null, sex: null, client: 'a' });
      expect((await store.searches.rise('all', 'all')).map((k) => k.keywords)).toEqual(['넥서스']);
    } finally {
      await store.close();
    }
  });

  test('the seeded demo log gives a lively top 10 for every filter', async () => {
    for (const age of ['all', '10', '20', '30', '40'])
      for (const sex of ['all', '1', '2']) {
        const list = await docs('search/risekeyword', { age, sex });
        expect(list).toHaveLength(10);
        expect(list[0]).toEqual({
          keywords: expect.any(String),
          diff: expect.any(Number),
          reg_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        });
      }
    const all = (await docs('search/risekeyword', { age: 'all', sex: 'all' })).map((k) => k.diff as number);
    expect(all.some((d) => d > 1000) && all.some((d) => d > 0 && d <= 1000) && all.some((d) => d < 0)).toBe(true);
  });

  test('the route leaves out a link-like keyword that 100 shoppers searched (the store alone would rank it)', async () => {
    const LINK = 'evil.example 접속';
    for (let i = 0; i < 100; i++) await shop.store.searches.log(LINK, { age: null, sex: null, client: 'link-' + i });
    expect((await shop.store.searches.rise('all', 'all')).map((k) => k.keywords)).toContain(LINK);
    const shown = (await docs('search/risekeyword', { age: 'all', sex: 'all' })).map((k) => k.keywords);
    expect(shown).toHaveLength(10);
    expect(shown).not.toContain(LINK);
  });
});

describe("a section's reference (./sections/): its route served beside the table's", () => {
  const withPicks = () => createGateway(shop, { tempMembers: members }, [weeklyPicksReference]);
  const ask = (g: ReturnType<typeof createGateway>, params: Record<string, string>) =>
    g({
      method: 'GET',
      path: weeklyPicksReference.path,
      params: new URLSearchParams(params),
      origin: ORIGIN,
      token: null,
    });

  test("its path answers its route, with the search paths' rules (deviceType) and its own (a bad pageSize is a 400)", async () => {
    const g = withPicks();
    expect(await ask(g, { deviceType: 'P', pageSize: '2' })).toEqual({
      status: 200,
      body: { resultDocuments: expect.arrayContaining([expect.objectContaining({ product_NM: '토지' })]) },
    });
    expect(
      ((await ask(g, { deviceType: 'P', pageSize: '2' })).body as { resultDocuments: [] }).resultDocuments,
    ).toHaveLength(2);
    expect((await ask(g, { pageSize: '2' })).status).toBe(400);
    expect((await ask(g, { deviceType: 'P', pageSize: 'x' })).status).toBe(400);
    // Without the reference the path is unknown.
    expect((await ask(gw, { deviceType: 'P' })).status).toBe(404);
  });

  test('a reference for a path the table routes already is refused when the gateway is made', () => {
    expect(() =>
      createGateway(shop, { tempMembers: members }, [{ ...weeklyPicksReference, path: GATEWAY_PATHS.trend }]),
    ).toThrow('two routes for search/trendkeyword');
  });
});
