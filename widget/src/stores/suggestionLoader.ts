import type { Keyword } from '../core/types';
import type { Decoded } from '../gateway/decodeRows';
import type { SearchApi } from '../gateway/search';
import { idle, type AgeFilter, type Loadable, type SexFilter, type SuggestionLists } from './suggestionLists';

/**
 * What the empty input shows: recommended keywords, products others look at, live popular keywords per age and
 * sex, and the ad banners. Each is fetched once and reused; a mounted widget asks for most of them at the first
 * hover or focus (gateway/prefetch.ts), before this store is there to fill `state`.
 */
export function createSuggestionLoader(api: Omit<SearchApi, 'typed'>, state: SuggestionLists) {
  const { $trend, $banners, $recommended, $filters, $rise, $riseCollapsed } = state;
  const riseCache = new Map<string, Keyword[]>();
  let recommendedFor: string | null = null;

  /** A lossy answer (decoding dropped rows) is shown but left `idle`, not `ready`: the next need asks again. */
  const settled = <T>({ value, lossy }: Decoded<T[]>): Loadable<T> => ({
    status: lossy ? 'idle' : 'ready',
    items: value,
  });

  const load = <T>(store: { get(): Loadable<T>; set(v: Loadable<T>): void }, fetch: () => Promise<Decoded<T[]>>) => {
    if (store.get().status === 'loading' || store.get().status === 'ready') return;
    store.set({ status: 'loading', items: store.get().items });
    fetch().then(
      (answer) => store.set(settled(answer)),
      () => store.set({ status: 'error', items: [] }),
    );
  };

  function loadRise() {
    const { age, sex } = $filters.get();
    const key = age + '/' + sex;
    const cached = riseCache.get(key);
    if (cached) return $rise.set({ status: 'ready', items: cached });
    $rise.set({ status: 'loading', items: $rise.get().items });
    api.rise(age, sex).then(
      (answer) => {
        if (!answer.lossy) riseCache.set(key, answer.value);
        const now = $filters.get();
        if (now.age + '/' + now.sex === key) $rise.set(settled(answer));
      },
      () => $filters.get().age + '/' + $filters.get().sex === key && $rise.set({ status: 'error', items: [] }),
    );
  }

  return {
    ...state,
    toggleRise: () => $riseCollapsed.set(!$riseCollapsed.get()),
    /** Fetches what is not fetched yet (the products others look at: `recommend`). */
    prefetch() {
      load($trend, api.trend);
      load($banners, api.banners);
      const rise = $rise.get().status;
      if (rise === 'idle' || rise === 'error') loadRise();
    },
    /** The products others look at, for the latest recent search (fetched again when that changed or failed). */
    recommend(latestRecent: string) {
      if (recommendedFor !== latestRecent || $recommended.get().status === 'error') {
        recommendedFor = latestRecent;
        $recommended.set(idle());
        // Nothing for the latest recent search: ask again without a keyword (contract §5).
        load($recommended, () =>
          api
            .recommended(latestRecent)
            .then((answer) => (answer.value.length || !latestRecent ? answer : api.recommended(''))),
        );
      }
    },
    setFilter(filter: { age?: AgeFilter; sex?: SexFilter }) {
      $filters.set({ ...$filters.get(), ...filter });
      loadRise();
    },
  };
}
export type SuggestionLoader = ReturnType<typeof createSuggestionLoader>;
