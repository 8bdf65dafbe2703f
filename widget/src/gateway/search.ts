import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../core/splitMarked';
import type { Gateway } from './client';
import { decodeCommodity } from './decode';

/** Products matching a keyword (contract §5 `search/commodity`), names marked with the widget's markers. */
export async function fetchCommodity(gateway: Gateway, keyword: string, gbCode: string, signal?: AbortSignal) {
  const answer = await gateway.get(
    'search/commodity',
    { keyword, gbCode, page: 1, pageSize: 12, highlightPre: HIGHLIGHT_PRE, highlightPost: HIGHLIGHT_POST },
    signal,
  );
  return decodeCommodity(answer);
}
