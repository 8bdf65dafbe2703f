/** A number from untrusted input: finite numbers and numeric strings (`"12,000"` too); anything else is null. */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return isFinite(v) ? v : null;
  if (typeof v === 'string') {
    const s = v.trim().replace(/,/g, '');
    if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  }
  return null;
}
