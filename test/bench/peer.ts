/**
 * The peer for `npm run bench`: `@algolia/autocomplete-js` (its UMD build and classic theme, as a script-tag
 * integrator loads them) wired to the same reference gateway with sources equivalent to the popup's: recent
 * searches and popular keywords on an empty input; the shortcut, products, authors and events as the shopper
 * types (the same four gateway calls per query). Its
 * defaults are kept (no debounce, queries while composing). After each render it marks the panel with the query
 * it shows (`data-query`), as the popup's grid does, so the benchmark sees the same "results painted" signal.
 */
import { ask, BASE_OPTIONS, emptySources, mark, remember, searchUrl, tagged, text, type Doc } from './peerShared';

window['@algolia/autocomplete-js'].autocomplete<Doc>({
  ...BASE_OPTIONS,
  onSubmit({ state }) {
    remember(state.query);
    location.assign(searchUrl(state.query));
  },
  getSources({ query }) {
    const q = query.trim();
    if (!q) return emptySources();
    return tagged(q, [
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
