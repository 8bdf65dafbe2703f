import type { Env, EventItem, Product } from './types';
import { isEbook, isScholarly } from './productKind';
import { safeAbsoluteUrl } from './urlPolicy';
import { isWellFormed } from './wellFormed';

const seg = (s: string) => encodeURIComponent(s);

/**
 * The product detail path by sales category (spec §2): e-books, audio e-books, e-book video and e-book demos
 * `/EBP/dig/epd/ebook/{id}`; scholarly e-books `/EBP/dig/epd/scholardetail/product?cmdtcode={code}`; gifts
 * `/HTR/gift/detail/{id}`; music albums and DVDs `/HTR/p/{code or id}`; e-book subscriptions
 * `/EBP/dig/epd/sam/{id}`; funding `/EVT/funding/detail/{fundingId}`; everything else `/PDT/detail/{id}`.
 * `{id}` is the sale id (`sale_CMDTID`), or the product code when it is missing. Null when there is no id, or
 * when an id can't be put in a URL (a lone surrogate: the decoders drop such rows; this never throws).
 */
export function productDetailPath(
  p: Pick<Product, 'type' | 'code' | 'saleId' | 'groupCode' | 'fundingId' | 'salePrice'>,
): string | null {
  if (!isWellFormed(p.code) || !isWellFormed(p.saleId) || !isWellFormed(p.fundingId)) return null;
  const id = p.saleId || p.code;
  if (p.type === 'SAM') return id ? '/EBP/dig/epd/sam/' + seg(id) : null;
  if (isScholarly(p)) return p.code ? '/EBP/dig/epd/scholardetail/product?cmdtcode=' + seg(p.code) : null;
  if (p.type === 'MUC' || p.type === 'DVD') return p.code || p.saleId ? '/HTR/p/' + seg(p.code || p.saleId) : null;
  if (p.type === 'FUD') return p.fundingId || id ? '/EVT/funding/detail/' + seg(p.fundingId || id) : null;
  if (!id) return null;
  if (isEbook(p)) return '/EBP/dig/epd/ebook/' + seg(id);
  if (p.type === 'GFT') return '/HTR/gift/detail/' + seg(id);
  return '/PDT/detail/' + seg(id);
}

/** An event's page: `{eventHost}/detail/{eventId}`; null without an id or with one a URL can't carry. */
export function eventDetailUrl(env: Env, eventId: string): string | null {
  return eventId && isWellFormed(eventId) ? env.eventHost + '/detail/' + seg(eventId) : null;
}

/**
 * Where an event row leads (spec §3 event fields): on mobile its own mobile page (`mok_EVENT_URL`) when the URL
 * policy allows it, else — and on the desktop — its detail page on the event host. Null when neither is usable.
 */
export function eventUrl(
  env: Env,
  e: Pick<EventItem, 'id' | 'mobileUrl'>,
  mobile: boolean,
  allowed: ReadonlySet<string>,
): string | null {
  return (mobile && safeAbsoluteUrl(e.mobileUrl, allowed)) || eventDetailUrl(env, e.id);
}

/**
 * An event row's banner image: the device's own (`web_IMAGE_URL` on the desktop, `mok_IMAGE_URL` on mobile), else
 * the other one, each through the URL policy. Null when neither is usable: the row shows its name alone.
 */
export function eventImage(
  e: Pick<EventItem, 'imageUrl' | 'mobileImageUrl'>,
  mobile: boolean,
  allowed: ReadonlySet<string>,
): string | null {
  const [own, other] = mobile ? [e.mobileImageUrl, e.imageUrl] : [e.imageUrl, e.mobileImageUrl];
  return safeAbsoluteUrl(own, allowed) ?? safeAbsoluteUrl(other, allowed);
}
