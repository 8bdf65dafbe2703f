/**
 * Whether a keyword reads as a link: a URL, a domain or an address a shopper could type into a browser
 * (issue 38, finding 2). The live popular keywords (`search/risekeyword`) are written by what shoppers search, so
 * they are the one list an outsider can steer; a keyword like `무료쿠폰 evil.example 접속` there advertises a site
 * to every shopper with the shop's authority. Such a keyword never shows in that list (it can still be searched).
 *
 * The rule, after NFKC (full-width letters and dots fold to ASCII) and with the ideographic full stop (`。`, which
 * browsers take as a dot in a host name) and defanged dots (`[.]`, `(.)`) read as dots:
 * - a scheme (`http:`, `https:`, `ftp:`, anything before `://`) or a protocol-relative `//`;
 * - `www.` or an IDN label `xn--`;
 * - a host-like word: a dot right between a letter or digit and two or more Latin letters or `한국`
 *   (`evil.example`, `coupon.co.kr`, `쿠폰.한국`, `a@b.com`, `evil.com에서`); `3.5`, `1.2권` and `Vol. 2` are not;
 * - an IPv4 address (`10.0.0.1`);
 * - `닷컴` (dot-com spelt in Hangul).
 * A title with a dotted word (`Node.js`, `ASP.NET`) is hidden from the live list too: the price of a rule that
 * can't tell a title from a domain; the search itself is not affected.
 *
 * The rule reads the keyword as a shopper sees it (`plainKeyword`): characters that draw nothing (a zero-width
 * space, a soft hyphen, a word joiner, bidi controls) are gone, so `evil\u200B.com` is `evil.com`; and a top-level
 * domain counts in any script that has look-alikes of Latin letters (Cyrillic `сom`, Greek `οrg`), so a confusable
 * letter doesn't hide a host name.
 */
export function looksLikeLink(keyword: string): boolean {
  const k = plainKeyword(keyword)
    .replace(/[。｡]|\[\.\]|\(\.\)/g, '.')
    .toLowerCase();
  return (
    /:\/\/|^\s*\/\/|\b(?:https?|ftp):/.test(k) ||
    /(?:^|[^\p{L}\p{N}])(?:www\d*\.|xn--)/u.test(k) ||
    /[\p{L}\p{N}_-]\.(?:[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{2,}|한국)(?![0-9])/u.test(k) ||
    /\b\d{1,3}(?:\.\d{1,3}){3}\b/.test(k) ||
    k.includes('닷컴')
  );
}

/**
 * A keyword as a shopper sees it, the form the live keywords count and show: NFKC (full-width letters fold to
 * ASCII), without the characters that draw nothing (Unicode's default-ignorable code points: zero-width spaces and
 * joiners, the soft hyphen, the word joiner, bidi controls, the Hangul fillers, variation selectors), with runs of
 * white space as one space, trimmed. `해리\u200B 포터` and `해리 포터` are one keyword; a soft hyphen can't hide a dot.
 */
export function plainKeyword(keyword: string): string {
  return keyword
    .normalize('NFKC')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
