/** The search targets and the group code each maps to (spec §2). */
export const TARGET_GB_CODES: Readonly<Record<string, string>> = {
  total: 'TOT',
  kyobo: 'KBO',
  ebook: 'EBK',
  sam: 'SAM',
  hottracks: 'HTS',
};
