/**
 * The temporary member number an anonymous cart add sends (contract §4a, issue 38), from every value of the
 * `sp_tmpr_mmbr_num` cookie the page sees, in the order the page's cookie string lists them (platform/cookies.ts reads it):
 * - exactly one, of the number's shape (8–64 letters, digits or `-`): that number, sent and never rewritten (the
 *   cookie is the shop's: its pages set it, the gateway's answer renews it);
 * - none: `'new'`, the widget makes a number and sets the cookie itself (a shop whose pages set none);
 * - two or more (a sibling subdomain's `Domain=` cookie beside the shop's own: neither can be told from the other,
 *   and the one on a longer path comes first), or one of another shape: unknown, `null`. The widget sends no
 *   number and writes none; the gateway decides the owner by its own cookie.
 */
export function anonymousOwner(found: readonly string[]): string | 'new' | null {
  if (!found.length) return 'new';
  return found.length === 1 && /^[A-Za-z0-9-]{8,64}$/.test(found[0]) ? found[0] : null;
}
