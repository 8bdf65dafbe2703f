import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY_PATHS } from '../../../../widget/src/core/gatewayPaths';
import { createGateway, type GatewayCall } from '../answers';
import { ANON_CART_HOURS, openDatabase, SEARCH_LOG_DAYS, VIEW_DAYS } from '../../db';
import { writeQuota } from '../writeQuota';
import { accountByKey } from '../../accounts';
import { createSessions } from '../../secret';
import { looksLikeLink } from '../linkLikeKeyword';
import { tempMembers } from '../tempMembers';
import { createShop, type Shop } from '../../shop';

const CATALOGUE = join(__dirname, '..', '..', '..', 'data', 'catalogue.json');
const ORIGIN = 'http://127.0.0.1:8080';
let dir: string;
let shop: Shop;
let gw: ReturnType<typeof createGateway>;
const sessions = createSessions();
const members = tempMembers(Buffer.from('a test key'));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sp-gw-'));
  shop = createShop({ dataDir: dir, catalogueFile: CATALOGUE });
  // The answers' own rules, with room for this file's hundreds of adds (the quota: writeQuota.test.ts, flood.test.ts).
  const roomy = { perSecond: 0, burst: 1_000_000 };
  gw = createGateway(shop, {
    sessions,
    tempMembers: members,
    cartRows: writeQuota({ perClient: roomy, global: roomy }),
  });
});
afterAll(() => {
  shop.db.close();
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
const docs = (path: string, params: Record<string, string | number> = {}) =>
  (call(path, params).body as { resultDocuments: Record<string, unknown>[] }).resultDocuments;
const names = (keyword: string, extra: Record<string, string | number> = {}) =>
  docs('search/commodity', { keyword, highlightPre: '[', highlightPost: ']', ...extra }).map((d) => d.cmdt_NAME);

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
  ])('%s: %p finds %p first', (_mode, keyword, first) => expect(names(keyword)[0]).toBe(first));

  test('a miss answers an empty list and totalCount 0', () => {
    expect(call('search/commodity', { keyword: 'zzqqxx' }).body).toEqual({ resultDocuments: [], totalCount: 0 });
  });

  test.each(['모순', '해리', '한강', '포터', '어린', 'harry'])(
    'ranked for %p: exact > prefix > infix, then popularity',
    (keyword) => {
      const squash = (t: string) => t.replace(/\s+/g, '').toLowerCase();
      const q = squash(keyword);
      const found = docs('search/commodity', { keyword, pageSize: 100 });
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

  test('an exact author match outranks an infix title match', () => {
    const list = docs('search/commodity', { keyword: '한강', pageSize: 20 });
    expect(list.slice(0, 3).every((d) => d.chrc_NAME === '한강')).toBe(true);
  });

  test.each([
    ['KBO', ['KOR', 'ENG', 'BNT', 'JAP', 'JNT', 'PBC', 'POD', 'CMB', 'OPN', 'OPT']],
    ['EBK', ['EBK', 'AUD', 'MOV', 'DUM']],
    ['SAM', ['SAM']],
    ['HTS', ['MUC', 'DVD', 'GFT']],
  ])('gbCode %s keeps its types', (gbCode, types) => {
    const found = docs('search/commodity', { keyword: gbCode === 'SAM' ? 'sam' : 'ㅎ', gbCode, pageSize: 100 });
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(types).toContain(d.sale_CMDT_DVSN_CODE);
  });

  test('page and pageSize are honoured; totalCount counts every match', () => {
    const all = call('search/commodity', { keyword: '해리', pageSize: 100 }).body as {
      resultDocuments: { sale_CMDTID: string }[];
      totalCount: number;
    };
    const page2 = call('search/commodity', { keyword: '해리', page: 2, pageSize: 3 }).body as typeof all;
    expect(page2.totalCount).toBe(all.totalCount);
    expect(page2.resultDocuments.map((d) => d.sale_CMDTID)).toEqual(
      all.resultDocuments.slice(3, 6).map((d) => d.sale_CMDTID),
    );
  });

  test('without markers the name is plain; the answer has the contract fields', () => {
    const [d] = docs('search/commodity', { keyword: '채식주의자' });
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
  test('trendkeyword: the curated recommendations', () => {
    expect(docs('search/trendkeyword').map((d) => d.keywords)).toEqual(shop.catalogue.trendKeywords);
  });

  test('author: rprs_INFO in three parts, at most pageSize', () => {
    const [a, ...rest] = docs('search/author', { keyword: '한강', page: 1, pageSize: 3 });
    expect(a).toMatchObject({ chrc_NAME: '한강', chrc_CODE: expect.any(String) });
    expect(String(a.rprs_INFO).split('@@')).toHaveLength(3);
    expect(rest.length).toBeLessThanOrEqual(2);
  });

  test('event: absolute image and event URLs on the demo origin', () => {
    const [e] = docs('search/event', { keyword: '해리 포터', pageSize: 9 });
    expect(e).toMatchObject({
      event_NM: expect.stringContaining('해리 포터'),
      mok_EVENT_URL: `${ORIGIN}/detail/${e.event_ID}?channel=m`,
    });
    expect(String(e.web_IMAGE_URL).startsWith(ORIGIN + '/public/events/')).toBe(true);
  });

  test('shortcut: a keyword (spacing and case ignored) gives its link and redirect flag', () => {
    expect(docs('search/shortcut', { keyword: '고객 센터' })).toEqual([
      { shortcut_LINK: ORIGIN + '/cscenter', shortcut_NAME: '고객센터 바로가기', redirect_YN: 'Y' },
    ]);
    expect(docs('search/shortcut', { keyword: '이벤트' })[0].redirect_YN).toBe('N');
    expect(docs('search/shortcut', { keyword: '데미안' })).toEqual([]);
  });

  test('logRecommendProduct: products looked at after a keyword; empty keyword is overall; unknown keyword is empty', () => {
    const forHarry = docs('search/logRecommendProduct', { keyword: '해리 포터', pageSize: 8 });
    expect(forHarry.length).toBeGreaterThan(0);
    expect(forHarry[0]).toEqual({
      product_NM: expect.any(String),
      image_URL: expect.stringContaining(ORIGIN),
      sale_CMDT_DVSN_CODE: expect.any(String),
      cmdtcode: expect.any(String),
      sale_CMDTID: expect.any(String),
    });
    expect(docs('search/logRecommendProduct', { keyword: '', pageSize: 8 })).toHaveLength(8);
    expect(docs('search/logRecommendProduct', { keyword: '아무도 찾지 않은 말' })).toEqual([]);
  });

  test('advertising: no parameters; the banner list with absolute links and images', () => {
    const answer = gw({
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
  ])('%s %p', (path, params) => {
    const answer = call(path, params);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  test('a repeated parameter is refused', () => {
    expect(
      gw({
        method: 'GET',
        path: 'search/commodity',
        params: new URLSearchParams('keyword=a&keyword=b&deviceType=P'),
        origin: ORIGIN,
        token: null,
      }).status,
    ).toBe(400);
  });

  // The widget's one path table (core/gatewayPaths.ts): a section whose call has no reference route fails here, not
  // as a section that renders empty (its hostile answer: test/server/hostilePaths.test.ts).
  test.each(Object.entries(GATEWAY_PATHS))('the widget calls %s (%s): the gateway answers it', (_k, path) => {
    expect(call(path).status).not.toBe(404);
  });

  test('unknown paths and methods', () => {
    expect(call('search/nothing').status).toBe(404);
    expect(call('__proto__').status).toBe(404);
    expect(call('cart/addCartProc').status).toBe(405);
    expect(call('search/commodity', { keyword: 'a' }, { method: 'POST' }).status).toBe(405);
  });
});

describe('cart/addCartProc', () => {
  /** An add; `tempOwner`: the values of the owner cookie the request carries (./tempMembers.ts). */
  const post = (body: unknown, token: string | null = null, tempOwner?: string[]) =>
    gw({
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
  const codes = (answer: ReturnType<typeof post>) =>
    (answer.body as { data: { resultCode: string }[] }).data.map((d) => d.resultCode);

  test('INS, then UPD with the quantity added, per temporary member', () => {
    const [a, b] = [members.issue(), members.issue()];
    expect(codes(anon(a, { addCartProcList: [{ saleCmdtid: product(0), ordQty: 2 }] }))).toEqual(['INS']);
    expect(codes(anon(a, { addCartProcList: [{ saleCmdtid: product(0) }] }))).toEqual(['UPD']);
    expect(shop.db.cart('tmpr:' + a)[0]).toMatchObject({ saleId: product(0), qty: 3 });
    expect(codes(anon(b, { addCartProcList: [{ saleCmdtid: product(0) }] }))).toEqual(['INS']);
  });

  test('issue 20: a temporary member number the server did not sign owns no cart; the add goes to a new one', () => {
    const victim = members.issue();
    anon(victim, { addCartProcList: [{ saleCmdtid: product(9) }] });
    // Any string of the right shape, or a real number with its signature changed.
    for (const forged of ['tmp-aaaa-0001', victim.slice(0, -1) + (victim.endsWith('0') ? '1' : '0'), 'x'.repeat(64)]) {
      const answer = anon(forged, { addCartProcList: [{ saleCmdtid: product(8) }] });
      expect(codes(answer)).toEqual(['INS']);
      expect(members.valid(answer.issuedTempMember)).toBe(true);
      expect(shop.db.cart('tmpr:' + answer.issuedTempMember).map((l) => l.saleId)).toEqual([product(8)]);
      expect(shop.db.cart('tmpr:' + forged)).toEqual([]);
    }
    expect(shop.db.cart('tmpr:' + victim).map((l) => l.saleId)).toEqual([product(9)]);
    // A signed number is used as it is, and nothing is issued.
    expect(anon(victim, { addCartProcList: [{ saleCmdtid: product(8) }] }).issuedTempMember).toBeUndefined();
  });

  test("issue 38: a signed number in the body (tossed into the victim's readable cookie) owns nothing; the owner cookie does", () => {
    const [attacker, victim] = [members.issue(), members.issue()];
    const add = (tempOwner: string[] | undefined) =>
      post({ addCartProcList: [{ saleCmdtid: product(3) }], tmprMmbrNum: attacker }, null, tempOwner);
    // The victim's own owner cookie: the add is the victim's, whatever number the body names.
    expect(add([victim]).issuedTempMember).toBeUndefined();
    expect(shop.db.cart('tmpr:' + victim).map((l) => l.saleId)).toEqual([product(3)]);
    // No owner cookie, or two (a sibling's `Domain=` one beside the shop's, either order): a new number's cart.
    for (const tempOwner of [undefined, [], [attacker, victim], [victim, attacker], [attacker, attacker]]) {
      const issued = add(tempOwner).issuedTempMember;
      expect(members.valid(issued)).toBe(true);
      expect(shop.db.cart('tmpr:' + issued).map((l) => l.saleId)).toEqual([product(3)]);
    }
    expect(shop.db.cart('tmpr:' + attacker)).toEqual([]);
    // Without a number in the body (the widget that found two cookies sends none), the owner cookie decides.
    expect(codes(post({ addCartProcList: [{ saleCmdtid: product(3) }] }, null, [victim]))).toEqual(['UPD']);
  });

  test('a signed-in member by a session access token; an unknown token (the old constant ones too) is 401', () => {
    const session = sessions.start('member')!;
    expect(codes(post({ addCartProcList: [{ saleCmdtid: product(1) }] }, session.accessToken))).toEqual(['INS']);
    expect(shop.db.cart('member:reader01').map((l) => l.saleId)).toContain(product(1));
    for (const forged of ['forged', 'demo-token-member', session.id])
      expect(post({ addCartProcList: [{ saleCmdtid: product(1) }] }, forged).status).toBe(401);
    sessions.end(session.id);
    expect(post({ addCartProcList: [{ saleCmdtid: product(1) }] }, session.accessToken).status).toBe(401);
  });

  test('without a token, the shop session names the member; each row carries its spbkId', () => {
    const answer = gw({
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
    expect(shop.db.cart('member:adult01').find((l) => l.saleId === product(2))!.spbkId).toBe(row.spbkId);
  });

  test('OVF past 200 distinct items; OVK past 100 items in one action, nothing added', () => {
    const owner = members.issue();
    const first = Array.from({ length: 100 }, (_, i) => ({ saleCmdtid: product(i) }));
    const second = Array.from({ length: 100 }, (_, i) => ({ saleCmdtid: product(100 + i) }));
    expect(codes(anon(owner, { addCartProcList: first })).every((c) => c === 'INS')).toBe(true);
    expect(codes(anon(owner, { addCartProcList: second })).every((c) => c === 'INS')).toBe(true);
    expect(codes(anon(owner, { addCartProcList: [{ saleCmdtid: product(250) }] }))).toEqual(['OVF']);
    expect(codes(anon(owner, { addCartProcList: [{ saleCmdtid: product(5) }] }))).toEqual(['UPD']);
    const many = Array.from({ length: 101 }, (_, i) => ({ saleCmdtid: product(i) }));
    const ovk = members.issue();
    expect(new Set(codes(anon(ovk, { addCartProcList: many })))).toEqual(new Set(['OVK']));
    expect(shop.db.cart('tmpr:' + ovk)).toEqual([]);
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
  ])('%s → 400', (_n, body) => {
    const answer = post(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.any(String) });
  });
});

describe('issue 52: what others looked at, from a bounded aggregate', () => {
  let viewDir = '';
  afterEach(() => viewDir && rmSync(viewDir, { recursive: true, force: true }));
  const product = (i: number) => shop.catalogue.products[i].sale_CMDTID;

  test('the empty keyword and a keyword are read by the aggregate’s index, never a scan of a log', () => {
    const plan = (keyword: string) =>
      shop.db.db
        .prepare<[string], { detail: string }>(
          'EXPLAIN QUERY PLAN SELECT sale_id FROM view_counts WHERE keyword = ? ORDER BY n DESC, at DESC',
        )
        .all(keyword)
        .map((r) => r.detail);
    for (const keyword of ['', '해리']) {
      expect(plan(keyword).join('\n')).toMatch(/SEARCH view_counts USING (COVERING )?INDEX view_counts_rank/);
      expect(plan(keyword).join('\n')).not.toMatch(/SCAN|TEMP B-TREE/);
    }
    const tables = shop.db.db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name);
    expect(tables).not.toContain('view_log');
    // And the route reads that query: the products most looked at, after a search and for all.
    for (let i = 0; i < 100; i++) shop.db.logView('해리', product(5));
    shop.db.logView('해리', product(6));
    const ids = (keyword: string) =>
      docs('search/logRecommendProduct', { keyword, pageSize: 3 }).map((d) => d.sale_CMDTID);
    expect(ids('해리').slice(0, 2)).toEqual([product(5), product(6)]);
    expect(ids('')[0]).toBe(product(5));
  });

  test('a 19+ product is never among them for a shopper who isn’t a verified adult; a verified adult sees it', () => {
    const ADULT = 'S000000151';
    expect(Number(shop.bySaleId.get(ADULT)!.sale_LMTT_AGE)).toBeGreaterThanOrEqual(19);
    for (let i = 0; i < 300; i++) shop.db.logView('성인', ADULT);
    const ids = (extra: Partial<GatewayCall>) =>
      (
        call('search/logRecommendProduct', { keyword: '', pageSize: 8 }, extra).body as {
          resultDocuments: { sale_CMDTID: string }[];
        }
      ).resultDocuments.map((d) => d.sale_CMDTID);
    expect(ids({})).not.toContain(ADULT);
    expect(ids({ sessionAccount: accountByKey('member') })).not.toContain(ADULT);
    expect(ids({ sessionAccount: accountByKey('adult') })[0]).toBe(ADULT);
    // A page past the first is filled from the allowed ones too.
    expect(ids({}).length).toBe(8);
  });

  test('the aggregate keeps its cap and its days; a database with the old view log opens folded into it', () => {
    viewDir = mkdtempSync(join(tmpdir(), 'sp-views-'));
    const old = new Database(join(viewDir, 'demo.sqlite'));
    old.exec(
      'CREATE TABLE view_log (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, sale_id TEXT NOT NULL, at TEXT NOT NULL)',
    );
    const put = old.prepare('INSERT INTO view_log (keyword, sale_id, at) VALUES (?, ?, ?)');
    for (let i = 0; i < 3; i++) put.run('모순', 'S1', '2026-12-01 09:00:00');
    put.run('넥서스', 'S2', '2026-12-01 09:00:00');
    old.close();
    const db = openDatabase(viewDir, undefined, { viewCountsMaxRows: 600 });
    expect(db.recommended('모순', 5)).toEqual(['S1']);
    expect(db.recommended('', 5)).toEqual(['S1', 'S2']);
    const rows = () => db.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM view_counts').get()!.n;
    // Every 500th view prunes: the rows not viewed for VIEW_DAYS go, then the least viewed past the cap.
    const now = new Date(2026, 11, 5 + VIEW_DAYS, 12, 0, 0);
    for (let i = 0; i < 1000; i++) db.logView('k' + i, 'P' + i, now);
    expect(rows()).toBeLessThanOrEqual(600 + 2 * 499);
    expect(db.recommended('모순', 5)).toEqual([]);
    for (let i = 0; i < 500; i++) db.logView('k', 'P', now);
    expect(rows()).toBeLessThanOrEqual(600);
    db.close();
  });
});

describe('risekeyword from the search log', () => {
  let logDir: string;
  afterEach(() => rmSync(logDir, { recursive: true, force: true }));

  test('top 10 of the latest window, diff against the window before, NEW as 9999, filtered by age and sex', () => {
    logDir = mkdtempSync(join(tmpdir(), 'sp-rise-'));
    const db = openDatabase(logDir);
    const at = new Date(2026, 10, 22, 9, 0, 0);
    const log = (keyword: string, times: number, age: string | null = null, sex: string | null = null) => {
      for (let i = 0; i < times; i++) db.logSearch(keyword, { age, sex, client: null }, at);
    };
    // The window before: 모순 first, 데미안 second, 코스모스 third (400 searches).
    log('모순', 200);
    log('데미안', 120);
    log('코스모스', 80);
    // The latest window: 데미안 first, 코스모스 second, 넥서스 new, 모순 fourth.
    log('데미안', 150, '20', '2');
    log('코스모스', 100, '30', '1');
    log('넥서스', 90, '20', '1');
    log('모순', 60, '40', '2');
    expect(db.riseKeywords('all', 'all')).toEqual([
      { keywords: '데미안', diff: 1, reg_DATE: '2026-11-22 09:00:00' },
      { keywords: '코스모스', diff: 1, reg_DATE: '2026-11-22 09:00:00' },
      { keywords: '넥서스', diff: 9999, reg_DATE: '2026-11-22 09:00:00' },
      { keywords: '모순', diff: -3, reg_DATE: '2026-11-22 09:00:00' },
    ]);
    expect(db.riseKeywords('20', 'all').map((k) => k.keywords)).toEqual(['데미안', '넥서스']);
    expect(db.riseKeywords('all', '1').map((k) => k.keywords)).toEqual(['코스모스', '넥서스']);
    expect(db.riseKeywords('40', '2').map((k) => k.keywords)).toEqual(['모순']);
    db.close();
  });

  test('issue 38: a keyword is ranked (and NEW) only once several clients searched it; a link-like one never', () => {
    logDir = mkdtempSync(join(tmpdir(), 'sp-rise-'));
    const db = openDatabase(logDir);
    const log = (keyword: string, clients: string[]) =>
      clients.forEach((client) => db.logSearch(keyword, { age: null, sex: null, client }));
    log('넥서스', ['a', 'b', 'c']);
    log('모순', ['a', 'a', 'a', 'a', 'b']); // five searches, two clients
    log('데미안', ['d', 'e', 'f', 'g']);
    log('evil.example', ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(db.riseKeywords('all', 'all', looksLikeLink).map((k) => [k.keywords, k.diff])).toEqual([
      ['데미안', 9999],
      ['넥서스', 9999],
    ]);
    // The gateway's block list is the caller's: without it the link-like keyword leads (six clients).
    expect(db.riseKeywords('all', 'all')[0].keywords).toBe('evil.example');
    db.close();
  });

  test('a database from before issue 38 opens with its log: each of its searches counts as a client of its own', () => {
    logDir = mkdtempSync(join(tmpdir(), 'sp-rise-'));
    const old = new Database(join(logDir, 'demo.sqlite'));
    old.exec(
      'CREATE TABLE search_log (id INTEGER PRIMARY KEY AUTOINCREMENT, keyword TEXT NOT NULL, age TEXT, sex TEXT, at TEXT NOT NULL)',
    );
    for (let i = 0; i < 3; i++)
      old.prepare("INSERT INTO search_log (keyword, at) VALUES ('넥서스', '2026-11-22 09:00:00')").run();
    old.close();
    const db = openDatabase(logDir);
    db.logSearch('넥서스', { age: null, sex: null, client: 'a' });
    expect(db.riseKeywords('all', 'all').map((k) => k.keywords)).toEqual(['넥서스']);
    db.close();
  });

  test('issue 52: the search log keeps its latest rows up to its cap, and none older than its days', () => {
    logDir = mkdtempSync(join(tmpdir(), 'sp-rise-'));
    const db = openDatabase(logDir, undefined, { searchLogMaxRows: 600 });
    const rows = () => db.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM search_log').get()!.n;
    const now = new Date(2026, 11, 5, 12, 0, 0);
    const longAgo = new Date(now.getTime() - (SEARCH_LOG_DAYS + 1) * 86_400_000);
    for (let i = 1; i < 500; i++) db.logSearch('모순', { age: null, sex: null, client: 'old-' + i }, longAgo);
    expect(rows()).toBe(499);
    // The 500th search prunes: the ones older than the log's days go.
    db.logSearch('넥서스', { age: null, sex: null, client: 'new-0' }, now);
    expect(rows()).toBe(1);
    // Past the cap, the oldest go (pruned at every 500th search, so the table holds at most cap + 499 rows).
    for (let i = 1; i <= 1500; i++) db.logSearch('데미안', { age: null, sex: null, client: 'new-' + i }, now);
    expect(rows()).toBeLessThanOrEqual(600 + 499);
    expect(rows()).toBeGreaterThanOrEqual(600);
    db.close();
  });

  test('issue 52: anonymous carts keep a day and a cap of rows; members’ carts stay', () => {
    logDir = mkdtempSync(join(tmpdir(), 'sp-cart-'));
    let now = new Date(2026, 11, 5, 12, 0, 0);
    const db = openDatabase(logDir, undefined, { anonCartMaxRows: 600, clock: () => now });
    const line = (i: number) => [{ saleId: 'S' + i, name: 'x', price: 1, qty: 1, code: '002' }];
    const anonRows = () =>
      db.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM cart WHERE owner LIKE 'tmpr:%'").get()!.n;
    db.addToCart('member:reader01', line(0));
    for (let i = 1; i < 499; i++) db.addToCart('tmpr:old-' + i, line(i));
    expect(anonRows()).toBe(498);
    // A day and a second later, the 500th row prunes: the old anonymous carts go, the member's stays.
    now = new Date(now.getTime() + (ANON_CART_HOURS * 3600 + 1) * 1000);
    db.addToCart('tmpr:new-0', line(0));
    expect(anonRows()).toBe(1);
    expect(db.cart('member:reader01')).toHaveLength(1);
    // Past the cap, the oldest go (pruned at every 500th row: at most cap + 499 rows).
    for (let i = 1; i <= 1500; i++) db.addToCart('tmpr:new-' + i, line(i));
    expect(anonRows()).toBeLessThanOrEqual(600 + 499);
    expect(anonRows()).toBeGreaterThanOrEqual(600);
    expect(db.cart('tmpr:new-1500')).toHaveLength(1);
    db.close();
  });

  test('the seeded demo log gives a lively top 10 for every filter', () => {
    for (const age of ['all', '10', '20', '30', '40'])
      for (const sex of ['all', '1', '2']) {
        const list = docs('search/risekeyword', { age, sex });
        expect(list).toHaveLength(10);
        expect(list[0]).toEqual({
          keywords: expect.any(String),
          diff: expect.any(Number),
          reg_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        });
      }
    const all = docs('search/risekeyword', { age: 'all', sex: 'all' }).map((k) => k.diff as number);
    expect(all.some((d) => d > 1000) && all.some((d) => d > 0 && d <= 1000) && all.some((d) => d < 0)).toBe(true);
  });
});
