import { loadCatalogue, type Catalogue, type CatalogueProduct } from './catalogue';
import { buildSearchIndex, type SearchIndex } from './searchIndex';
import { seedStore } from './seed';
import { openSqliteStore } from './store/sqlite';
import type { Store } from './store/types';

/** Everything the gateway and the pages serve from: the catalogue, its search index and the store. */
export interface Shop {
  catalogue: Catalogue;
  index: SearchIndex;
  bySaleId: Map<string, CatalogueProduct>;
  byCode: Map<string, CatalogueProduct>;
  /**
   * The publishers' codes (`pbcm_CODE` in the gateway's products, `pbcmCode` on the results page): `PB` and a
   * 4-digit number, by the publishers' names in code-point order (the catalogue has names only).
   */
  publishers: { code: Map<string, string>; name: Map<string, string> };
  /** Sessions, carts, tallies, quotas (./store/). */
  store: Store;
  /** Resolves once the store has its first start's seed (every request waits for it). */
  ready: Promise<void>;
}

export interface ShopOptions {
  dataDir: string;
  /** A catalogue in memory (the benchmark's generated one), or a file to read. */
  catalogue?: Catalogue;
  catalogueFile?: string;
  /** The store (./store/postgres.ts for many processes); else the embedded SQLite file in `dataDir`. */
  store?: Store;
}

export function createShop(options: ShopOptions): Shop {
  if (!options.catalogue && !options.catalogueFile) throw new Error('createShop needs a catalogue or a catalogue file');
  const catalogue = options.catalogue ?? loadCatalogue(options.catalogueFile!);
  const index = buildSearchIndex(
    catalogue.products.map((p) => ({
      name: p.cmdt_NAME,
      author: p.chrc_NAME,
      publisher: p.pbcm_NAME,
      type: p.sale_CMDT_DVSN_CODE,
    })),
  );
  const bySaleId = new Map(catalogue.products.map((p) => [p.sale_CMDTID, p]));
  const byCode = new Map(catalogue.products.map((p) => [p.cmdtcode, p]));
  const names = [...new Set(catalogue.products.map((p) => p.pbcm_NAME).filter(Boolean))].sort();
  const publishers = {
    code: new Map(names.map((n, i) => [n, 'PB' + String(i + 1).padStart(4, '0')])),
    name: new Map(names.map((n, i) => ['PB' + String(i + 1).padStart(4, '0'), n])),
  };
  const keywords = [
    ...catalogue.trendKeywords,
    // A title as a shopper types it (its bracketed edition left out), whole: a title cut to its first words
    // (`아주 작은 습관의`) is no keyword anyone searches.
    ...catalogue.products.slice(0, 40).map((p) => p.cmdt_NAME.replace(/\s*[([].*$/, '')),
  ];
  const unique = [...new Set(keywords)];
  const store = options.store ?? openSqliteStore(options.dataDir);
  const ready = seedStore(store, {
    keywords: unique,
    viewsFor: (keyword) => index.search(keyword, 'TOT', 0, 6).hits.map((h) => catalogue.products[h.id].sale_CMDTID),
  });
  return { catalogue, index, bySaleId, byCode, publishers, store, ready };
}
