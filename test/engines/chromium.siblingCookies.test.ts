/** A sibling subdomain's copies of the shop's cookies (./siblingCookies.ts) in chromium. */
import { defineSiblingCookies } from './siblingCookies';

defineSiblingCookies('chromium');
