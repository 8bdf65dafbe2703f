/**
 * The peer for `npm run bench`: `@algolia/autocomplete-js` (its UMD build and classic theme, as a script-tag
 * integrator loads them) wired to the same reference gateway with sources equivalent to the popup's: recent
 * searches and popular keywords on an empty input; the shortcut, products, authors and events as the shopper
 * types (the same four gateway calls per query). Its
 * defaults are kept (no debounce, queries while composing). After each render it marks the panel with the query
 * it shows (`data-query`), as the popup's grid does, so the benchmark sees the same "results painted" signal.
 */
import type { autocomplete as Autocomplete, AutocompleteSource } from '@algolia/autocomplete-js';

type Doc = Record<string, unknown>;
declare global {
  interface Window {
    '@algolia/autocomplete-js': { autocomplete: typeof Autocomplete };
    benchPeerReady?: number;
  }
}

const GW = '/api/gw/search/';
const RECENT = 'bench-peer-recent';
const text = (v: unknown) => (typeof v === 'string' ? v : '');

function ask(path: string, params: Record<string, string>): Promise<Doc[]> {
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

const searchUrl = (keyword: string) => '/search?keyword=' + encodeURIComponent(keyword);

/**
 * Which query the panel's results are for. autocomplete-js renders an older query's answer when it arrives before
 * the newest (its state.query is then already the newest), so each source carries the query it was made for. While
 * a newer query's answer is on its way (`loading`, `stalled`) the results shown are still those, as the popup's
 * grid counts them.
 */
function mark(state: { collections: { source: object }[] }, root: HTMLElement) {
  const shown = state.collections.length
    ? (state.collections[0].source as { benchQuery?: string }).benchQuery
    : undefined;
  if (shown !== undefined) root.setAttribute('data-query', shown);
  else root.removeAttribute('data-query');
}

window['@algolia/autocomplete-js'].autocomplete<Doc>({
  container: '#autocomplete',
  placeholder: '검색어를 입력해 주세요',
  openOnFocus: true,
  detachedMediaQuery: 'none',
  onSubmit({ state }) {
    localStorage.setItem(
      RECENT,
      JSON.stringify([state.query, ...recent().filter((k) => k !== state.query)].slice(0, 10)),
    );
    location.assign(searchUrl(state.query));
  },
  getSources({ query }) {
    const q = query.trim();
    const tag = (sources: AutocompleteSource<Doc>[]) =>
      sources.map((source) => Object.assign(source, { benchQuery: q }));
    if (!q) {
      return tag([
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
    }
    return tag([
      {
        sourceId: 'shortcut',
        getItems: () => ask('shortcut', { keyword: q }),
        getItemUrl: ({ item }) => text(item.shortcut_LINK),
        templates: { item: ({ item }) => text(item.shortcut_NAME) },
      },
      {
        sourceId: 'products',
        getItems: () => ask('commodity', { keyword: q, gbCode: 'TOT', page: '1', pageSize: '12' }),
        getItemUrl: ({ item }) => '/PDT/detail/' + text(item.sale_CMDTID),
        templates: {
          header: () => '상품',
          item: ({ item, html }) =>
            html`<div class="aa-ItemWrapper">
              <img src=${text(item.img_URL)} alt="" width="48" height="68" />
              <div>
                <div>${text(item.cmdt_NAME)}</div>
                <div>${text(item.chrc_NAME)} · ${text(item.pbcm_NAME)}</div>
                <div>${String(item.sale_CMDT_SAPR ?? '')}원</div>
              </div>
            </div>`,
        },
      },
      {
        sourceId: 'authors',
        getItems: () => ask('author', { keyword: q, page: '1', pageSize: '3' }),
        templates: { header: () => '인물', item: ({ item }) => text(item.chrc_NAME) },
      },
      {
        sourceId: 'events',
        getItems: () => ask('event', { keyword: q, page: '1', pageSize: '9' }),
        getItemUrl: ({ item }) => text(item.mok_EVENT_URL),
        templates: { header: () => '이벤트', item: ({ item }) => text(item.event_NM) },
      },
    ]);
  },
  render({ children, render, state }, root) {
    render(children, root);
    mark(state, root);
  },
  renderNoResults({ children, render, state }, root) {
    render(children, root);
    mark(state, root);
  },
});
window.benchPeerReady = performance.now();
