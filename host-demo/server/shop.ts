import { loadCatalogue, type Catalogue, type CatalogueProduct } from './catalogue';
import { openDatabase, type DemoDatabase } from './db';
import { buildSearchIndex, type SearchIndex } from './searchIndex';

/** Everything the gateway and the pages serve from: the catalogue, its search index and the database. */
export interface Shop {
  catalogue: Catalogue;
  index: SearchIndex;
  bySaleId: Map<string, CatalogueProduct>;
  byCode: Map<string, CatalogueProduct>;
  db: DemoDatabase;
}

export interface ShopOptions {
  dataDir: string;
  /** A catalogue in memory (the benchmark's generated one), or a file to read. */
  catalogue?: Catalogue;
  catalogueFile?: string;
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
  const keywords = [
    ...catalogue.trendKeywords,
    ...catalogue.products.slice(0, 40).map((p) =>
      p.cmdt_NAME
        .replace(/\s*[([].*$/, '')
        .split(' ')
        .slice(0, 3)
        .join(' '),
    ),
  ];
  const unique = [...new Set(keywords)];
  const db = openDatabase(options.dataDir, {
    keywords: unique,
    viewsFor: (keyword) => index.search(keyword, 'TOT', 0, 6).hits.map((h) => catalogue.products[h.id].sale_CMDTID),
  });
  return { catalogue, index, bySaleId, byCode, db };
}
