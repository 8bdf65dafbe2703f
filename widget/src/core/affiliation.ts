/**
 * GA4 entries on a partner page: each ecommerce item carries the partner id as `affiliation` (contract §6). Other
 * entries, and every entry without a partner id, are returned as they are.
 */
export function withAffiliation(entry: Record<string, unknown>, partner: string | null): Record<string, unknown> {
  const ecommerce = entry.ecommerce as { items?: unknown } | null | undefined;
  if (!partner || !ecommerce || !Array.isArray(ecommerce.items)) return entry;
  return {
    ...entry,
    ecommerce: {
      ...ecommerce,
      items: ecommerce.items.map((i: unknown) =>
        i && typeof i === 'object' ? { ...(i as Record<string, unknown>), affiliation: partner } : i,
      ),
    },
  };
}
