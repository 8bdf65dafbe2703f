/** UTF-8 length of a string, in bytes. */
function utf8Bytes(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * The generic e-mail rule (spec §5): not empty; exactly one `@`; the local part at most 64 bytes; the whole
 * address at most 254 characters; the domain at most 256 characters, in at least 2 dot-separated segments,
 * none empty and none longer than 63 characters.
 */
export function isValidEmail(value: string): boolean {
  if (!value || value.length > 254) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!local || utf8Bytes(local) > 64) return false;
  if (!domain || domain.length > 256) return false;
  const segments = domain.split('.');
  return segments.length >= 2 && segments.every((s) => s.length > 0 && s.length <= 63);
}
