/**
 * What the widget fetches when it first needs the network (a hover, focus, touch or keystroke, or the page going
 * idle): the gateway client, and the empty-input answers asked early through it. Only re-exports: the dynamic import
 * then lands on the chunk the later chunk shares (client.ts, prefetch.ts), one file.
 */
export { connect } from './client';
