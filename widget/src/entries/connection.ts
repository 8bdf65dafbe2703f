/**
 * The client chunk (`client-*.js`): what the widget fetches when it first needs the network (a hover, focus, touch or
 * keystroke, or the page going idle): the gateway client, and the empty-input answers asked early through it; and
 * the scroll position a widget's link kept, put back on a back/forward navigation (fetched then, at mount: the
 * other page loads don't carry its code). Only re-exports: the dynamic import then lands on the chunk the later
 * chunk shares (gateway/client.ts, gateway/prefetch.ts, platform/scroll.ts), one file.
 */
export { connect } from '../gateway/client';
export { restoreScroll } from '../platform/scroll';
