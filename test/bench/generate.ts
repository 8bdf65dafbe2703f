import type { Catalogue, CatalogueProduct } from '../../host-demo/server/catalogue';
import { prng } from '../../host-demo/server/seed';

/**
 * Scales the curated catalogue to `count` products for benchmarks, deterministically: titles are new
 * combinations of the curated titles' words, authors and publishers are the curated ones, types and prices
 * follow the curated mix. The curated products come first, so every demo query still finds its books.
 */
export function generateCatalogue(base: Catalogue, count: number, seed = 7): Catalogue {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const words = [
    ...new Set(
      base.products
        .flatMap((p) => p.cmdt_NAME.replace(/[()[\]〈〉『』,.:!?'"-]/g, ' ').split(/\s+/))
        .filter((w) => w.length > 1),
    ),
  ];
  const suffixes = ['', '', '', ' 1', ' 2', ' 3', ' (개정판)', ' (특별판)', ' 세트', ' 이야기', ' 수업', '의 기술'];
  const products: CatalogueProduct[] = base.products.slice(0, count);
  for (let i = products.length; i < count; i++) {
    const model = pick(base.products);
    const title = `${pick(words)} ${pick(words)}${random() < 0.4 ? ' ' + pick(words) : ''}${pick(suffixes)}`;
    const price = Math.round((5000 + random() * 45000) / 100) * 100;
    const rate = model.sale_CMDT_PRCE_DSCN_RATE;
    const sale = Math.round((price * (100 - rate)) / 1000) * 10;
    products.push({
      ...model,
      cmdt_NAME: title,
      cmdtcode: (model.cmdtcode.startsWith('E') ? 'E' : '') + String(9791100000000 + i),
      chrc_NAME: pick(base.authors).chrc_NAME,
      pbcm_NAME: pick(base.products).pbcm_NAME,
      sale_CMDT_PRCE: price,
      sale_CMDT_SAPR: model.sale_CMDT_SAPR === 0 ? 0 : sale,
      sale_CMDTID: 'G' + String(i).padStart(9, '0'),
      arng_SQNC: i + 1,
      upnt_ACML_AMNT: Math.floor(sale * 0.05),
      popularity: Math.floor(random() * 5000),
    });
  }
  products.sort((a, b) => b.popularity - a.popularity || a.arng_SQNC - b.arng_SQNC);
  return { ...base, products };
}
