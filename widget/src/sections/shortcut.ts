import { GATEWAY_PATHS } from '../core/gatewayPaths';
import { decodeShortcut } from '../gateway/decodeTypedSearch';
import type { TypedCall } from '../gateway/search';
import { decodedAs } from './section';

/**
 * The shortcut (contract §5 `search/shortcut`): not a section of rows but a call of the typed search, asked with the
 * typed sections' calls (sections/registry.ts `typedCalls`); a submit follows its link when it redirects
 * (stores/rowActions.ts).
 */
export const shortcut: TypedCall = {
  path: GATEWAY_PATHS.shortcut,
  params: ({ keyword }) => ({ keyword }),
  decode: decodedAs('shortcut', decodeShortcut),
};
