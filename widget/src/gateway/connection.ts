/**
 * What the widget fetches when it first needs the network (a hover, focus, touch or keystroke, or the page going
 * idle): the gateway client, and the empty-input answers asked early through it.
 */
import { isPartnerPage, readPartnerKeys } from '../core/partner';
import type { Config } from '../core/types';
import { createGateway } from './client';
import { createPrefetch } from './prefetch';

/**
 * The gateway client of a mounted widget and its early answers. The gateway's base resolves against the page's own
 * address, not a host page's `<base href>` (a partner page that points `<base>` elsewhere still reaches its
 * gateway). On a partner page (contract §6) a gateway on another origin gets no access token and no cookies, and
 * the empty-input answers come from `cdnBase` when the config gives one.
 */
export function connect(config: Config, raw: unknown, pageUrl: string, deviceType: 'P' | 'M') {
  const keys = readPartnerKeys(raw);
  const base = new URL(config.gateway, pageUrl).href.replace(/\/+$/, '');
  const page = new URL(pageUrl).origin;
  const partner = isPartnerPage(page, config.env, keys.partner);
  let cdnBase: string | null = null;
  if (keys.cdnBase) {
    try {
      const u = new URL(keys.cdnBase, pageUrl);
      if (/^https?:$/.test(u.protocol)) cdnBase = u.href;
    } catch {
      // not a URL: said below
    }
    if (!cdnBase) console.warn('SearchPopup: config.cdnBase is not an http(s) URL; asking the gateway');
  }
  const g = createGateway({
    base,
    deviceType,
    accessToken: partner && new URL(base).origin !== page ? null : config.accessToken,
    timeoutMs: config.timeoutMs,
    pageOrigin: page,
    cdnBase,
  });
  return { g, prefetch: createPrefetch(g) };
}
