import { useRef, type RefObject } from 'react';
import type { AdBanner } from '../core/types';
import { useStore } from '@nanostores/react';
import { safeAbsoluteUrl } from '../core/urlPolicy';
import { btn } from './button';
import type { PopupParts, ViewContext } from './context';
import { ChevronIcon } from './icons';
import { useAdForm, useAdWords } from './adFit';

/**
 * A banner image from the gateway (an event's, an ad's; give it `key={src}` so a new image starts unmarked). It
 * marks itself `data-loaded` once drawn and `data-failed` when it can't be: CSS hides a failed one, and the text
 * beside or under it stands alone.
 */
export function BannerImage(p: { src: string; alt: string; className: string; hidden?: boolean }) {
  const { src, alt, className } = p;
  return (
    <img
      className={className}
      hidden={p.hidden}
      src={src}
      alt={alt}
      decoding="async"
      onLoad={(e) => (e.currentTarget.dataset.loaded = '')}
      onError={(e) => (e.currentTarget.dataset.failed = '')}
    />
  );
}

/**
 * The ad banner inside the input (spec §1, §9), gone once the shopper types. It is a labelled ad, never part of the
 * query: a `광고` tag, a chevron, and a name that says `광고` too. Pressed (a click, a tap, Enter or Space), it opens
 * the banner's link as a blank submit does (spec §5), with `select_promotion`. On the desktop it is a chip over the
 * start of the field, in the place of the banner's text (the two rotate together every 2.5 s), never past the field's
 * middle, where a click still reaches the box: the banners' images, or their words where one image wouldn't read or
 * can't be drawn (the URL policy refused it, it failed to load), one form for all of them. On a phone, whose field a
 * readable image would fill where a thumb taps to type, the placeholder says the banner's text (its image's words
 * where the text wouldn't fit: core/adWords.ts) and the ad is the tag alone, after it. A link the policy refuses leaves the chip as it is, not a control.
 */
export function InputAd(p: { ctx: ViewContext; parts: PopupParts } & AdWordsAt) {
  useStore(p.ctx.controller.$bannerIndex);
  useStore(p.ctx.suggestions.$banners);
  const banner = p.ctx.controller.bannerNow()?.banner;
  return banner ? <InputAdNow {...p} banner={banner} /> : null;
}

/** The box the phone's ad words are for, and where they go (the box's placeholder: views/SearchInput.tsx). */
interface AdWordsAt {
  input: RefObject<HTMLInputElement | null>;
  words: (words: string) => void;
}

function InputAdNow({
  ctx,
  parts,
  banner,
  ...at
}: { ctx: ViewContext; parts: PopupParts; banner: AdBanner } & AdWordsAt) {
  const { items } = useStore(ctx.suggestions.$banners);
  const typed = useStore(ctx.search.$search).query !== '';
  useAdWords(at.input, banner, ctx.mobile ? at.words : null);
  const linked = !!safeAbsoluteUrl(banner.linkUrl, parts.allowed);
  const open = linked ? () => void parts.actions.submit('') : null;
  const name = '광고 ' + (banner.alt || banner.text);
  if (ctx.mobile)
    return open ? (
      <button
        type="button"
        {...btn('xs', 'ghost', 'sp-ad-tag')}
        aria-label={name}
        hidden={typed}
        data-sp-keep-focus=""
        onClick={open}
      >
        <span className="sp-ad-label">광고</span>
        <ChevronIcon to="on" size={14} />
      </button>
    ) : null;
  const srcs = items.map((b) => safeAbsoluteUrl(b.imageUrl, parts.allowed));
  return (
    <AdChip
      srcs={srcs}
      now={srcs[items.indexOf(banner)]}
      words={banner.alt || banner.text}
      name={name}
      hidden={typed}
      open={open}
    />
  );
}

/**
 * The desktop chip, one for all the banners: it holds each one's image (the one now shown), so all have loaded
 * before it is drawn, and it draws them all in one form (views/adFit.ts), the chip hidden until that is known.
 */
function AdChip(p: {
  srcs: readonly (string | null)[];
  now: string | null;
  words: string;
  name: string;
  hidden: boolean;
  open: (() => void) | null;
}) {
  const own = useRef<HTMLButtonElement & HTMLSpanElement>(null);
  const { form, loaded, failed } = useAdForm(own, p.srcs, p.hidden);
  const mark = { 'data-loaded': form ? '' : undefined, 'data-text': form === 'text' ? '' : undefined };
  const content = (
    <>
      {/* The space keeps the words apart in the text a name is checked against (광고 12월…, not 광고12월…). */}
      <span className="sp-ad-label">광고</span>{' '}
      {[...new Set(p.srcs)].map((src) =>
        src ? (
          <img
            key={src}
            className="sp-ad-image"
            src={src}
            alt={src === p.now ? p.words : ''}
            decoding="async"
            hidden={src !== p.now}
            onLoad={(e) => loaded(src, e.currentTarget)}
            onError={() => failed(src)}
          />
        ) : null,
      )}
      <span className="sp-ad-text">{p.words}</span>
      {p.open ? <ChevronIcon to="on" size={14} /> : null}
    </>
  );
  return p.open ? (
    // A press leaves focus where it was (the box): the page is about to move.
    <button
      ref={own}
      type="button"
      {...btn('sm', 'ghost', 'sp-ad')}
      aria-label={p.name}
      hidden={p.hidden}
      {...mark}
      data-sp-keep-focus=""
      onClick={p.open}
    >
      {content}
    </button>
  ) : (
    <span ref={own} className="sp-ad" hidden={p.hidden} {...mark}>
      {content}
    </span>
  );
}
