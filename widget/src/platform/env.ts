/**
 * The gateway base as an absolute URL. A relative one resolves against the page's own address, not a host
 * page's `<base href>`, so a partner page that points `<base>` elsewhere still reaches its gateway.
 */
export function resolveGateway(gateway: string, pageUrl: string): string {
  return new URL(gateway, pageUrl).href.replace(/\/+$/, '');
}
