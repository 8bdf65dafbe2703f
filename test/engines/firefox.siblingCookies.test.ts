/** A sibling subdomain's copies of the shop's cookies (./siblingCookies.ts) in firefox. */
import { defineSiblingCookies } from './siblingCookies';

defineSiblingCookies('firefox');
