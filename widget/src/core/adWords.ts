/**
 * The words of the ad in a phone's box, its placeholder (issue 54 item 4: `12월 신간, 적립금 2배 받으…` was cut before
 * the `광고` tag after it): the banner's text where it fits the box, else its image's words (`alt`, made for a
 * small space) where those fit; neither fitting, the shorter of the two. `fits` says whether words fit the box.
 */
export function adWords(banner: { text: string; alt: string }, fits: (words: string) => boolean): string {
  const { text, alt } = banner;
  if (!text || !alt || fits(text)) return text || alt;
  return fits(alt) || alt.length < text.length ? alt : text;
}
