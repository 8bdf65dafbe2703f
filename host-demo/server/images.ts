/**
 * The demo image host: every path of the spec's image rules (`fit-in/{w}x0/[filters:format(webp)/]…`), the
 * placeholders, and event and ad images, drawn from the catalogue so the demo needs no binary files: covers,
 * portraits and event banners as PNG (covers and portraits at their fit-in width), placeholders and ads (with their
 * words) as SVG.
 */
import { Raster, type Rgb } from './raster';
import type { Shop } from './shop';

const PALETTE = [
  '#5055b1',
  '#2f7d6d',
  '#b1504f',
  '#8a5cb8',
  '#c2872b',
  '#3b6fa8',
  '#4f7d2f',
  '#a34d7c',
  '#2b2f3a',
  '#b86b3b',
];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Splits a title into lines of about `width` characters, at most `lines` lines. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out.slice(0, lines).map((l, i) => (i === lines - 1 && out.length > lines ? l.slice(0, width - 1) + '…' : l));
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><style>text{font-family:'Nanum Gothic','NanumGothic',sans-serif}</style>${body}</svg>`;

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
/** `a` blended towards `b` by `t` (0..1). */
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => Math.round(v + (b[i] - v) * t)) as unknown as Rgb;
const WHITE: Rgb = [255, 255, 255];
/** About how wide a line of `text` is at a 26 px title size: Hangul and other wide letters 26, the rest 15. */
const textWidth = (text: string) => [...text].reduce((w, c) => w + (/[\u1100-\uffdc]/.test(c) ? 26 : 15), 0);

/**
 * A product cover as a real image host sends one: a raster `width` wide (the fit-in size) in the product's colour,
 * with a frame and bars where a cover's label, title lines and author sit (the title's own line lengths); square
 * for music, DVDs and gifts, with a record on music and DVDs. Raster, not SVG: every SVG image is a document of its own in the browser, which cost about
 * 15 % of a demo page's CPU with its dozen covers.
 */
function cover(
  width: number,
  title: string,
  author: string,
  label: string,
  kind: 'book' | 'square' | 'record',
): Buffer {
  const square = kind !== 'book';
  const k = Math.min(Math.max(width, 60), 800) / 300;
  const [w, h] = [300 * k, (square ? 300 : 430) * k].map(Math.round);
  const colour = rgb(PALETTE[hash(title) % PALETTE.length]);
  const image = new Raster(w, h, colour);
  const frame = mix(colour, WHITE, 0.35);
  const [inset, line] = [12 * k, Math.max(1, 2 * k)];
  image.rect(inset, inset, w - 2 * inset, line, frame);
  image.rect(inset, h - inset - line, w - 2 * inset, line, frame);
  image.rect(inset, inset, line, h - 2 * inset, frame);
  image.rect(w - inset - line, inset, line, h - 2 * inset, frame);
  image.rect(24 * k, 34 * k, Math.min(textWidth(label) * 0.6, 200) * k, 9 * k, mix(colour, WHITE, 0.75));
  wrap(title, square ? 12 : 10, 4).forEach((l, i) =>
    image.rect(24 * k, (62 + i * 34) * k, Math.min(textWidth(l), 250) * k, 20 * k, WHITE),
  );
  const art = mix(colour, WHITE, 0.2);
  if (kind === 'record') {
    image.circle(w - 84 * k, h - 96 * k, 56 * k, mix(colour, [0, 0, 0], 0.3));
    image.circle(w - 84 * k, h - 96 * k, 12 * k, frame);
  } else if ((hash(title) >>> 4) % 3 === 0) image.circle(w - 90 * k, h - 130 * k, 70 * k, art);
  else if ((hash(title) >>> 4) % 3 === 1) image.rect(inset + line, h - 170 * k, w - 2 * (inset + line), 70 * k, art);
  else
    for (let i = 0; i < 3; i++) image.rect(inset + line, h - (150 - i * 24) * k, w - 2 * (inset + line), 10 * k, art);
  image.rect(
    24 * k,
    h - 44 * k,
    Math.min(textWidth(author.slice(0, 18)) * 0.65, 250) * k,
    12 * k,
    mix(colour, WHITE, 0.85),
  );
  return image.png();
}

/** An author's portrait, raster like the covers: a head and shoulders in the author's colour. */
function portrait(width: number, name: string): Buffer {
  const k = Math.min(Math.max(width, 60), 800) / 200;
  const colour = rgb(PALETTE[hash(name) % PALETTE.length]);
  const image = new Raster(Math.round(200 * k), Math.round(200 * k), [0xee, 0xf0, 0xf6]);
  image.circle(100 * k, 78 * k, 42 * k, colour);
  image.circle(100 * k, 200 * k, 72 * k, colour);
  return image.png();
}

/**
 * An event's banner, raster like the covers (a shop's banners are JPEGs): the event's colour, a light circle at the
 * right, and white bars where its title's lines (their own lengths) and the shop's line sit. An SVG banner is a
 * document of its own in the browser: each one that loaded built it on the main thread (10–30 ms at 4× CPU), and a
 * short prefix shows up to nine events.
 */
function banner(title: string, w: number, h: number): Buffer {
  const colour = rgb(PALETTE[hash(title) % PALETTE.length]);
  const image = new Raster(w, h, colour);
  image.circle(w - 60, h / 2, h / 2.4, mix(colour, WHITE, 0.15));
  wrap(title, Math.floor(w / 26), 2).forEach((l, i) =>
    image.rect(24, h / 2 - 28 + i * 30, Math.min(textWidth(l) * 0.92, w - 48), 20, WHITE),
  );
  // The shop's line under the title, at 14 px.
  image.rect(24, h - 30, textWidth('데모서점 이벤트') * (14 / 26), 12, mix(colour, WHITE, 0.85));
  return image.png();
}

/**
 * An ad for the slot inside the search field (drawn 32 px high): one line of large text on a rounded band, 64 px
 * high and as wide as its text. No `AD` mark of its own: the widget's chip labels it `광고`.
 */
function fieldAd(title: string): string {
  const colour = PALETTE[hash(title) % PALETTE.length];
  const line = Math.min(544, Math.ceil((textWidth(title) * 30) / 26));
  return svg(
    line + 56,
    64,
    `<rect width="${line + 56}" height="64" rx="32" fill="${colour}"/>` +
      `<text x="28" y="43" font-size="30" font-weight="700" fill="#fff" textLength="${line}" ` +
      `lengthAdjust="spacingAndGlyphs">${esc(title)}</text>`,
  );
}

const PLACEHOLDER_TEXT: Record<string, string> = {
  'img_noimage.png': '이미지 준비 중',
  'img_adult.png': '19세 이상',
  'img_adult_m.png': '19',
};

export interface Image {
  type: 'image/png' | 'image/svg+xml';
  body: string | Buffer;
}

/** Raster images drawn lately, by path (a page shows the same covers again and again). */
const drawn = new Map<string, Image>();
const DRAWN_MAX = 500;

/** The image for an image-host path, or null when the path is none of the image routes or names nothing. */
export function imageFor(shop: Shop, path: string): Image | null {
  const cached = drawn.get(path);
  if (cached) return cached;
  const raster = rasterFor(shop, path);
  if (!raster) {
    const svg = svgFor(shop, path);
    return svg ? { type: 'image/svg+xml', body: svg } : null;
  }
  const image: Image = { type: 'image/png', body: raster };
  if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
  drawn.set(path, image);
  return image;
}

/**
 * Event banners, and product covers and author portraits at their fit-in width
 * (`fit-in/{w}x0/[filters:format(webp)/]…`).
 */
function rasterFor(shop: Shop, path: string): Buffer | null {
  const event = /^\/public\/events\/(\d+)\.png$/.exec(path);
  if (event) {
    const e = shop.catalogue.events.find((x) => x.event_ID === event[1]);
    return e ? banner(e.event_NM, 600, 200) : null;
  }
  const m = /^\/fit-in\/(\d{1,4})x0\/(?:filters:format\(webp\)\/)?(.+)$/.exec(path);
  if (!m) return null;
  const [width, rest] = [Number(m[1]), m[2]];
  const author = /^dtl\/author\/([\w.-]+)\.jpg$/.exec(rest);
  if (author) {
    const a = shop.catalogue.authors.find((x) => x.chrc_CODE === author[1]);
    return a ? portrait(width, a.chrc_NAME) : null;
  }
  const music = /^music\/large\/\w{1,4}\/([\w.-]+)\.jpg$/.exec(rest);
  const sample = /^sra\/upload\/book_img\/[\w-]{1,3}\/([\w.-]+)\.jpg$/.exec(rest);
  const product = /^pdt\/(?:addt\/)?([\w.-]+)\.jpg$/.exec(rest);
  const id = music?.[1] ?? sample?.[1] ?? product?.[1].replace(/_0\d+$/, '');
  const p = id ? (shop.byCode.get(id) ?? shop.bySaleId.get(id)) : undefined;
  if (!p) return null;
  const record = !!music || ['MUC', 'DVD'].includes(p.sale_CMDT_DVSN_CODE);
  const kind = record ? 'record' : p.sale_CMDT_DVSN_CODE === 'GFT' ? 'square' : 'book';
  return cover(width, p.cmdt_NAME, p.chrc_NAME, p.pbcm_NAME, kind);
}

/** Placeholders and ads: SVG with their words on them (a few, each loaded once). */
function svgFor(shop: Shop, path: string): string | null {
  const placeholder = /^\/resources\/fo\/images\/common\/([\w.-]+)$/.exec(path);
  if (placeholder) {
    const text = PLACEHOLDER_TEXT[placeholder[1]];
    if (!text) return null;
    const adult = placeholder[1] !== 'img_noimage.png';
    return svg(
      300,
      430,
      `<rect width="300" height="430" fill="${adult ? '#3a3a3a' : '#f1f1f4'}"/>` +
        (adult ? `<circle cx="150" cy="190" r="70" fill="none" stroke="#e04848" stroke-width="10"/>` : '') +
        `<text x="150" y="${adult ? 205 : 220}" font-size="${adult ? 40 : 22}" font-weight="700" fill="${adult ? '#fff' : '#999'}" text-anchor="middle">${esc(text)}</text>`,
    );
  }
  const ad = /^\/public\/ads\/([\w-]+)\.svg$/.exec(path);
  if (ad) {
    const b = shop.catalogue.banners.find((x) => x.image === path);
    return b ? fieldAd(b.imgAltTagCntt) : null;
  }
  return null;
}
