/**
 * Issue 39, the demo shop a phone's search lands on: every shop page has a phone layout (the viewport meta, and
 * no device flag, so the widget's media query picks the overlay on a phone); the results page keeps its keyword in
 * its search box; the live keywords' time follows the shop's own search log. In process, no build.
 */
import { request } from 'node:http';
import { timestamp } from '../store/sql';

import { NAVIGATE, useInProcessDemo } from './inProcess';

jest.setTimeout(60000);

const site = useInProcessDemo();

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(site.base + path, { headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page's widget config (the JSON in `#search-popup-config`). */
const configOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="search-popup-config">([^]*?)<\/script>/.exec(page)![1]) as Record<
    string,
    unknown
  >;
/** The `<input name="keyword">` of the page's own search form inside the mount. */
const boxOf = (page: string) => /<form class="early-search"[^]*?(<input[^>]*name="keyword"[^>]*>)/.exec(page)![1];

const PAGES = [
  ['the home page', '/'],
  ['the results page', '/search?keyword=%ED%95%B4%EB%A6%AC&gbCode=TOT&target=total'],
  ['the cart', '/ORD/cart'],
  ['a product page', '/PDT/detail/S000000001'],
  ['the sign-in page', '/MBR/login'],
];

test.each(PAGES)('%s (%s) has the phone viewport and lets the widget pick its view by the width', async (_n, path) => {
  const page = await get(path);
  expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  expect(configOf(page.body)).not.toHaveProperty('device');
});

test('the mobile page keeps its own device flag', async () => {
  expect(configOf((await get('/mobile')).body).device).toBe('mobile-web');
});

test('the results page keeps the keyword in its search box (the field the widget takes over), as text', async () => {
  expect(boxOf((await get('/search?keyword=' + encodeURIComponent('해리 포터'))).body)).toContain('value="해리 포터"');
  const hostile = '"><script>alert(1)</script>';
  const box = boxOf((await get('/search?keyword=' + encodeURIComponent(hostile))).body);
  expect(box).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  // Other pages' boxes start empty.
  expect(boxOf((await get('/')).body)).not.toContain('value=');
});

test("the live keywords are as of the shop's newest search, which may be of a keyword not ranked yet", async () => {
  const live = async () =>
    JSON.parse((await get('/api/gw/search/risekeyword?age=all&sex=all&deviceType=P')).body).resultDocuments as {
      keywords: string;
      reg_DATE: string;
    }[];
  const before = timestamp(new Date());
  // One shopper's search: counted in the log, not enough shoppers to rank it (issue 38).
  expect((await get('/search?keyword=' + encodeURIComponent('겨울에 읽는 시집'), NAVIGATE)).status).toBe(200);
  const after = timestamp(new Date());
  const list = await live();
  expect(list).toHaveLength(10);
  expect(list.map((k) => k.keywords)).not.toContain('겨울에 읽는 시집');
  // One list, one time: the newest search's, on every row (the widget shows the latest: "MM.DD HH:mm 기준").
  for (const k of list) {
    expect(k.reg_DATE >= before).toBe(true);
    expect(k.reg_DATE <= after).toBe(true);
  }
});

test("the results route's chrcCode (an author row's search) and pbcmCode (a publisher's) list only theirs", async () => {
  const enc = encodeURIComponent;
  // The gateway's product carries its publisher's code (pbcm_CODE), which the popup's publisher search sends.
  const [doc] = JSON.parse((await get(`/api/gw/search/commodity?keyword=${enc('채식주의자')}&deviceType=P`)).body)
    .resultDocuments as { pbcm_NAME: string; pbcm_CODE: string }[];
  expect(doc.pbcm_NAME).toBe('창비');
  expect(doc.pbcm_CODE).toMatch(/^PB\d{4}$/);
  const metas = (page: string) => [...page.matchAll(/<span class="meta">([^]*?)<\/span>/g)].map((m) => m[1]);

  const byPublisher = (await get(`/search?keyword=${enc('창비')}&pbcmCode=${doc.pbcm_CODE}`)).body;
  expect(byPublisher).toContain('출판사 창비의 상품만 보여 드립니다.');
  expect(metas(byPublisher).length).toBeGreaterThan(1);
  for (const meta of metas(byPublisher)) expect(meta).toMatch(/>창비<\/a\s*>$/);

  const byAuthor = (await get(`/search?keyword=${enc('한강')}&chrcCode=1000001`)).body;
  expect(byAuthor).toContain('작가 한강의 상품만 보여 드립니다.');
  expect(metas(byAuthor).length).toBeGreaterThan(1);
  for (const meta of metas(byAuthor)) expect(meta.split(' · ')[0]).toContain('한강');
  // A code the shop doesn't know searches the keyword as usual.
  expect((await get(`/search?keyword=${enc('한강')}&chrcCode=nobody`)).body).not.toContain('보여 드립니다');
});
