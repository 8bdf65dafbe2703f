/**
 * What the widget fetches when it first needs the network (a hover, focus, touch or keystroke, or the page going
 * idle): the gateway client, and the empty-input answers asked early through it.
 */
export { createGateway } from './client';
export { createPrefetch } from './prefetch';
