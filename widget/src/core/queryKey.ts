/**
 * The form a typed query is matched, cached, sent and recorded in: Unicode NFC, trimmed. A pasted query can carry
 * its Hangul decomposed (NFD: macOS file names, some IMEs), which looks the same and matches nothing; NFC gives
 * it back its syllables. The input's own text is never rewritten.
 */
export function queryKey(query: string): string {
  return query.normalize('NFC').trim();
}
