import { GATEWAY_PATHS } from '../core/gatewayPaths';
import type { AdBanner } from '../core/types';
import { decodeBanners } from '../gateway/decodeRows';
import type { LoadedSection } from '../stores/suggestionLoader';

/**
 * The ad banners (contract §5, the advertising path): not a section of rows but a call of the empty input, shown in
 * the input's placeholder (views/Banners.tsx, stores/combobox.ts); their list is the state made at mount
 * (stores/suggestionLists.ts `$banners`).
 */
export const banners: LoadedSection<AdBanner> = {
  id: 'banners',
  call: { path: GATEWAY_PATHS.banners, params: () => ({}), decode: decodeBanners },
};
