/**
 * The demo's minimal gateway: answers `search/commodity` (contract §5) from the small Korean catalogue in
 * `data/products.json`. Issue 4 replaces it with the full reference gateway.
 */
import { readFileSync } from 'node:fs';

const catalogue = JSON.parse(readFileSync(new URL('./data/products.json', import.meta.url), 'utf8'));

const squash = (s) => s.toLowerCase().replace(/\s+/g, '');

/** Where the query matches in `text` ignoring spaces and case: [start, end) in `text`, or null. */
function matchRange(text, query) {
  const q = squash(query);
  if (!q) return null;
  const map = [];
  let flat = '';
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i])) continue;
    flat += text[i].toLowerCase();
    map.push(i);
  }
  const at = flat.indexOf(q);
  return at < 0 ? null : [map[at], map[at + q.length - 1] + 1];
}

function commodity(params) {
  const keyword = (params.get('keyword') || '').trim();
  if (!keyword) return { status: 400, body: { error: 'keyword is required' } };
  const pageSize = Math.min(Math.max(parseInt(params.get('pageSize') || '12', 10) || 12, 1), 100);
  const page = Math.max(parseInt(params.get('page') || '1', 10) || 1, 1);
  const pre = params.get('highlightPre') || '';
  const post = params.get('highlightPost') || '';
  const hits = [];
  for (const p of catalogue) {
    const inName = matchRange(p.cmdt_NAME, keyword);
    const other = inName || matchRange(p.chrc_NAME, keyword) || matchRange(p.pbcm_NAME, keyword);
    if (!other) continue;
    const rank = inName ? (inName[0] === 0 ? 0 : 1) : 2;
    hits.push({ p, inName, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || b.p.popularity - a.p.popularity);
  const resultDocuments = hits.slice((page - 1) * pageSize, page * pageSize).map(({ p, inName }) => {
    const { popularity, ...doc } = p;
    if (inName && pre && post) {
      const [s, e] = inName;
      doc.cmdt_NAME = p.cmdt_NAME.slice(0, s) + pre + p.cmdt_NAME.slice(s, e) + post + p.cmdt_NAME.slice(e);
    }
    return doc;
  });
  return { status: 200, body: { resultDocuments, totalCount: hits.length } };
}

const routes = { 'search/commodity': commodity };

/** Answers `{gateway}/{path}`; unknown paths get a 404 JSON error. */
export function handleGateway(path, params) {
  const route = routes[path];
  if (!route) return { status: 404, body: { error: 'unknown gateway path: ' + path } };
  return route(params);
}
