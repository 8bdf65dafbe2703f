/** What one of the empty input's gateway sections holds: its load status and how many rows it shows. */
export interface SectionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  count: number;
}

/** The line shown instead of the empty input's gateway sections when none of them could be loaded. */
export const SUGGESTIONS_UNAVAILABLE = '추천 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Which of the empty input's gateway sections (recommended keywords, products others look at, live keywords) show,
 * and whether one line says they could not be loaded (contract §6): a section whose call failed and that has no rows
 * is not shown (no heading over nothing); when every one failed so, `unavailable` is true and the view shows
 * SUGGESTIONS_UNAVAILABLE in their place. The next focus asks again (stores/suggestionLoader.ts).
 */
export function suggestionsShown<K extends string>(
  sections: Record<K, SectionState>,
): { show: Record<K, boolean>; unavailable: boolean } {
  const show = {} as Record<K, boolean>;
  let failed = 0;
  const keys = Object.keys(sections) as K[];
  for (const k of keys) {
    const broken = sections[k].status === 'error' && !sections[k].count;
    show[k] = !broken;
    if (broken) failed++;
  }
  return { show, unavailable: keys.length > 0 && failed === keys.length };
}
