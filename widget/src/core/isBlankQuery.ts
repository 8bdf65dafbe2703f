/** The message for a blank search submit (spec §5). */
export const BLANK_QUERY_MESSAGE = '검색어를 입력해 주세요.';

/**
 * A query is blank when nothing but white space is left: ASCII and Unicode spaces, the full-width space
 * U+3000, and zero-width characters (U+200B–U+200D, U+2060, U+FEFF). Blank text is never sent to the gateway.
 */
export function isBlankQuery(query: string): boolean {
  return query.replace(/[\s\u200b-\u200d\u2060\ufeff]/g, '') === '';
}
