/**
 * Compiled by `tsc` (npm run typecheck): how integrators use the public types, and misuse they must be told of.
 */
import type { SearchPopupConfig, SearchPopupGlobal } from '../../widget/src/public';

declare const api: SearchPopupGlobal;

export async function usage() {
  const instance = await api.ready();
  instance.open('해리');
  instance.setUser({ id: 'u1', name: '김독자', roles: ['adult'] });
  instance.setUser(null);
  const off = instance.on('ready', (d) => d.version.toUpperCase() + d.device);
  off();
  instance.on('search', (d) => d.keyword + d.target + d.url);
  api.on('cart', (d) => (d.result === 'INS' ? d.code : d.items.length));
  // @ts-expect-error: not an event of the contract
  instance.on('typed', () => {});
  // @ts-expect-error: roles are the shop's roles
  instance.setUser({ id: 'u1', roles: ['admin'] });
  // @ts-expect-error: the listener gets the detail, which has no `type`
  instance.on('open', (d) => d.type);
}

export const config: SearchPopupConfig = {
  device: 'ios',
  env: {
    mainHost: 'https://www.example.com',
    searchHost: 'https://s.example.com',
    eventHost: 'https://e.example.com',
    imageHost: 'https://i.example.com',
    serviceHosts: {
      onk: 'h',
      pdt: 'h',
      myr: 'h',
      evt: 'h',
      bcf: 'h',
      mbr: 'h',
      ord: 'h',
      sch: 'h',
      ebk: 'h',
      ebp: 'h',
      ecs: 'h',
      eli: 'h',
      sam: 'h',
      hotf: 'h',
      store: 'h',
      ecp: 'h',
      htr: 'h',
    },
  },
};

export const missingHost: SearchPopupConfig = {
  // @ts-expect-error: every service host is required
  env: { mainHost: 'a', searchHost: 'b', eventHost: 'c', imageHost: 'd', serviceHosts: { onk: 'x' } },
};
// @ts-expect-error: not a device flag
export const badDevice: SearchPopupConfig = { ...config, device: 'tablet' };

// Issue 39: the box's shelf and the webp filter are typed config keys.
export const shelf: SearchPopupConfig = { ...config, target: 'ebook', webp: true };
// @ts-expect-error: not a search target
export const badTarget: SearchPopupConfig = { ...config, target: 'books' };
// @ts-expect-error: the webp filter is on or off
export const badWebp: SearchPopupConfig = { ...config, webp: 'yes' };

// Issue 39: a shop's own share and 찜 buttons report through track(); a flower order through cart()'s options.
export async function ownButtons() {
  const box = await api.ready();
  box.track('share', [{ saleCmdtid: 'S1' }], { method: 'kakaotalk' });
  api.track('add_to_wishlist', [{ saleCmdtid: 'S1', price: 1000 }]);
  await box.cart('003', [{ saleCmdtid: 'S1' }], { flower: true });
  // @ts-expect-error: not an event a shop reports through the widget
  box.track('purchase', [{ saleCmdtid: 'S1' }]);
}
