/**
 * What the bench's two peers (peer.ts, basic; peerFull.ts, equal work) share: the gateway calls, the recent
 * searches, the empty input's sources, and the `data-query` mark the bench reads as "results painted".
 */
import type { autocomplete as Autocomplete, AutocompleteSource } from '@algolia/autocomplete-js';

export type Doc = Record<string, unknown>;
declare global {
  interface Window {
    '@algolia/autocomplete-js': { autocomplete: typeof Autocomplete };
    benchPeerReady?: number;
  }
}

const GW = '/api/gw/search/';
const RECENT = 'bench-peer-recent';
export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A gateway search call's documents (`[]` for any other shape). */
export function ask(path: string, params: Record<string, string>): Promise<Doc[]> {
  const q = new URLSearchParams({ ...params, deviceType: 'P' });
  return fetch(GW + path + '?' + q)
    .then((r) => r.json())
    .then((d: { resultDocuments?: Doc[] }) => (Array.isArray(d.resultDocuments) ? d.resultDocuments : []));
}

function recent(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(RECENT) || '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** A submitted query goes first in the recent searches (ten kept). */
export const remember = (query: string) =>
  localStorage.setItem(RECENT, JSON.stringify([query, ...recent().filter((k) => k !== query)].slice(0, 10)));

export const searchUrl = (keyword: string, extra = '') => '/search?keyword=' + encodeURIComponent(keyword) + extra;

/** Each source carries the query it was made for (`mark` reads it). */
export const tagged = (q: string, sources: AutocompleteSource<Doc>[]) =>
  sources.map((source) => Object.assign(source, { benchQuery: q }));

/** The empty input's sources: recent searches and popular keywords, as the popup shows them. */
export const emptySources = (): AutocompleteSource<Doc>[] =>
  tagged('', [
    {
      sourceId: 'recent',
      getItems: () => recent().map((keyword) => ({ keyword })),
      getItemUrl: ({ item }) => searchUrl(text(item.keyword)),
      templates: { header: () => '최근 검색어', item: ({ item }) => text(item.keyword) },
    },
    {
      sourceId: 'trend',
      getItems: () => ask('trendkeyword', {}),
      getItemUrl: ({ item }) => searchUrl(text(item.keywords)),
      templates: { header: () => '추천 검색어', item: ({ item }) => text(item.keywords) },
    },
  ]);

/** The library's options both peers keep: its defaults otherwise (no debounce, queries while composing). */
export const BASE_OPTIONS = {
  container: '#autocomplete',
  placeholder: '검색어를 입력해 주세요',
  openOnFocus: true,
  detachedMediaQuery: 'none',
} as const;

/**
 * Which query the panel's results are for. autocomplete-js renders an older query's answer when it arrives before
 * the newest (its state.query is then already the newest), so each source carries the query it was made for. While
 * a newer query's answer is on its way (`loading`, `stalled`) the results shown are still those, as the popup's
 * grid counts them.
 */
export function mark(state: { collections: { source: object }[] }, root: HTMLElement) {
  const shown = state.collections.length
    ? (state.collections[0].source as { benchQuery?: string }).benchQuery
    : undefined;
  if (shown !== undefined) root.setAttribute('data-query', shown);
  else root.removeAttribute('data-query');
}
