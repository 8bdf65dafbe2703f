/**
 * The demo image host: every path of the spec's image rules (`fit-in/{w}x0/[filters:format(webp)/]…`), the
 * placeholders, and event and ad images, drawn as SVG from the catalogue so the demo needs no binary files.
 */
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

function cover(title: string, author: string, label: string, square: boolean): string {
  const w = 300;
  const h = square ? 300 : 430;
  const colour = PALETTE[hash(title) % PALETTE.length];
  const lines = wrap(title, square ? 12 : 10, 4);
  const text = lines
    .map((l, i) => `<text x="24" y="${80 + i * 34}" font-size="26" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${colour}"/><rect x="12" y="12" width="${w - 24}" height="${h - 24}" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="2"/>` +
      `<text x="24" y="44" font-size="15" fill="rgba(255,255,255,.8)">${esc(label)}</text>${text}` +
      `<text x="24" y="${h - 32}" font-size="17" fill="rgba(255,255,255,.9)">${esc(author.slice(0, 18))}</text>`,
  );
}

function portrait(name: string): string {
  const colour = PALETTE[hash(name) % PALETTE.length];
  return svg(
    200,
    200,
    `<rect width="200" height="200" fill="#eef0f6"/><circle cx="100" cy="78" r="42" fill="${colour}"/><rect x="36" y="128" width="128" height="72" rx="36" fill="${colour}"/>` +
      `<text x="100" y="92" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${esc([...name][0] ?? '?')}</text>`,
  );
}

function banner(title: string, subtitle: string, w: number, h: number): string {
  const colour = PALETTE[hash(title) % PALETTE.length];
  const lines = wrap(title, Math.floor(w / 26), 2);
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${colour}"/><circle cx="${w - 60}" cy="${h / 2}" r="${h / 2.4}" fill="rgba(255,255,255,.15)"/>` +
      lines
        .map(
          (l, i) =>
            `<text x="24" y="${h / 2 - 8 + i * 30}" font-size="24" font-weight="700" fill="#fff">${esc(l)}</text>`,
        )
        .join('') +
      `<text x="24" y="${h - 18}" font-size="14" fill="rgba(255,255,255,.85)">${esc(subtitle)}</text>`,
  );
}

const PLACEHOLDER_TEXT: Record<string, string> = {
  'img_noimage.png': '이미지 준비 중',
  'img_adult.png': '19세 이상',
  'img_adult_m.png': '19',
};

/** The SVG for an image-host path, or null when the path is none of the image routes. */
export function imageFor(shop: Shop, path: string): string | null {
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
  const m = /^\/fit-in\/(\d+)x0\/(?:filters:format\(webp\)\/)?(.+)$/.exec(path);
  if (m) {
    const rest = m[2];
    let id: string | undefined;
    let square = false;
    const author = /^dtl\/author\/([\w.-]+)\.jpg$/.exec(rest);
    if (author) {
      const a = shop.catalogue.authors.find((x) => x.chrc_CODE === author[1]);
      return a ? portrait(a.chrc_NAME) : null;
    }
    const music = /^music\/large\/\w{1,4}\/([\w.-]+)\.jpg$/.exec(rest);
    const sample = /^sra\/upload\/book_img\/[\w-]{1,3}\/([\w.-]+)\.jpg$/.exec(rest);
    const product = /^pdt\/(?:addt\/)?([\w.-]+)\.jpg$/.exec(rest);
    if (music) {
      id = music[1];
      square = true;
    } else if (sample) id = sample[1];
    else if (product) id = product[1].replace(/_0\d+$/, '');
    const p = id ? (shop.byCode.get(id) ?? shop.bySaleId.get(id)) : undefined;
    if (!p) return null;
    return cover(
      p.cmdt_NAME,
      p.chrc_NAME,
      p.pbcm_NAME,
      square || ['MUC', 'DVD', 'GFT'].includes(p.sale_CMDT_DVSN_CODE),
    );
  }
  const event = /^\/public\/events\/(\d+)\.svg$/.exec(path);
  if (event) {
    const e = shop.catalogue.events.find((x) => x.event_ID === event[1]);
    return e ? banner(e.event_NM, '데모서점 이벤트', 600, 200) : null;
  }
  const ad = /^\/public\/ads\/([\w-]+)\.svg$/.exec(path);
  if (ad) {
    const b = shop.catalogue.banners.find((x) => x.image === path);
    return b ? banner(b.imgAltTagCntt, '광고', 480, 96) : null;
  }
  return null;
}
