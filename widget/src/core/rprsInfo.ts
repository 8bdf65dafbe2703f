/**
 * `rprs_INFO` (`keyword@@category@@description`) in its three parts. Missing parts are empty; a description that
 * itself contains `@@` keeps the rest of the text (shown as text, never parsed).
 */
export function parseRprsInfo(info: string): { keyword: string; category: string; description: string } {
  const parts = info.split('@@');
  return {
    keyword: (parts[0] ?? '').trim(),
    category: (parts[1] ?? '').trim(),
    description: parts.slice(2).join(' ').trim(),
  };
}
