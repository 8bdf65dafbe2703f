/** A price in won with thousands separators: 13500 → `13,500원`; no price → ''. */
export function formatPrice(value: number | null | undefined): string {
  if (typeof value !== 'number' || !isFinite(value) || value < 0) return '';
  return (
    Math.round(value)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '원'
  );
}

/** A discount rate: 10 → `10%`; none or 0 → '' (nothing to show). */
export function formatRate(rate: number | null | undefined): string {
  if (typeof rate !== 'number' || !isFinite(rate) || rate <= 0 || rate > 100) return '';
  return Math.round(rate * 10) / 10 + '%';
}

/** Integrated point accrual: `675P (5%)`, or just one of them; '' without either. */
export function formatPoints(amount: number | null | undefined, rate: number | null | undefined): string {
  const a = typeof amount === 'number' && isFinite(amount) && amount > 0 ? formatPrice(amount).slice(0, -1) + 'P' : '';
  const r = formatRate(rate);
  return a && r ? a + ' (' + r + ')' : a || r;
}

/** The swiper pager: numbers padded to two digits, the last page shown at the end (`01 / 04`). */
export function formatPager(page: number, pages: number): { current: string; last: string; text: string } {
  const last = Math.max(1, Math.floor(pages) || 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { current: pad(current), last: pad(last), text: pad(current) + ' / ' + pad(last) };
}
