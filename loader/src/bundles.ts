import type { EntryModule } from '../../widget/src/public';

/**
 * The view bundles, each loaded once (the entry module of `urls[0]`, with the chunks it imports fetched in parallel);
 * one that failed is loaded again on the next mount. No Promise.all, whose array answer a polluted
 * Object.prototype.then would hijack.
 */
export function createBundles(load: (url: string) => Promise<unknown>) {
  const views: Record<string, Promise<EntryModule> | undefined> = {};
  return (urls: string[]) =>
    (views[urls[0]] ??= new Promise<EntryModule>((res, rej) => {
      let left = urls.length;
      let entry: unknown;
      urls.forEach((u, i) =>
        load(u).then((m) => {
          if (!i) entry = m;
          if (!--left) res(entry as EntryModule);
        }, rej),
      );
    }).catch((e: Error) => {
      views[urls[0]] = undefined;
      throw e;
    }));
}
