/**
 * Issue 20: a search's work grows with the keyword and the texts, not with the keyword times the list. A 100-letter
 * Latin keyword once cost 46 ms on search/author: its Hangul form (the Korean-layout reading, `gofl` → 해리) was
 * worked out again for every author's name and description.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertQwertyToHangul } from 'es-hangul';
import { createGateway } from '../answers';
import { createSessions } from '../../secret';
import { tempMembers } from '../tempMembers';
import { createShop, type Shop } from '../../shop';

jest.mock('es-hangul', () => {
  const actual = jest.requireActual<typeof import('es-hangul')>('es-hangul');
  return { ...actual, convertQwertyToHangul: jest.fn(actual.convertQwertyToHangul) };
});
const converted = convertQwertyToHangul as jest.Mock;

let dir: string;
let shop: Shop;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sp-work-'));
  shop = createShop({ dataDir: dir, catalogueFile: join(__dirname, '..', '..', '..', 'data', 'catalogue.json') });
});
afterAll(() => {
  shop.db.close();
  rmSync(dir, { recursive: true, force: true });
});

test.each([
  // The index reads the keyword once, the highlighter once.
  ['search/commodity', 2],
  ['search/author', 1],
  ['search/event', 1],
])('%s converts a 100-letter Latin keyword %p time(s), over every author and event', (path, times) => {
  const gw = createGateway(shop, { sessions: createSessions(), tempMembers: tempMembers(Buffer.from('k')) });
  converted.mockClear();
  const keyword = 'qwertyuiop'.repeat(10);
  const params = new URLSearchParams({ deviceType: 'P', keyword, highlightPre: '[', highlightPost: ']' });
  const answer = gw({ method: 'GET', path, params, origin: 'http://127.0.0.1:8080', token: null });
  expect(answer.status).toBe(200);
  expect(shop.catalogue.authors.length + shop.catalogue.events.length).toBeGreaterThan(20);
  expect(converted).toHaveBeenCalledTimes(times);
});
