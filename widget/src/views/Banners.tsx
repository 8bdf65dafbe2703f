import { useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { safeAbsoluteUrl } from '../core/urlPolicy';
import { btn } from './button';
import type { PopupParts, ViewContext } from './context';
import { ChevronIcon } from './icons';
import { watchAdFit } from './adFit';

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
 * the banner's link as a blank submit does (spec §5), with `select_promotion`. On the desktop it is the image of the
 * banner whose text is the placeholder now, drawn over the start of the field in the text's place (the two rotate
 * together every 2.5 s), never past the field's middle, where a click still reaches the box. On a phone, whose field
 * a readable image would fill where a thumb taps to type, the placeholder keeps the banner's text and the ad is the
 * tag alone, after it. The image goes through the URL policy; an image that is refused or fails to load leaves the
 * text (and the desktop no control), and a link the policy refuses leaves the image as it is, not a control.
 */
export function InputAd({ ctx, parts }: { ctx: ViewContext; parts: PopupParts }) {
  const { controller } = ctx;
  useStore(controller.$bannerIndex);
  useStore(ctx.suggestions.$banners);
  const typed = useStore(ctx.search.$search).query !== '';
  const banner = controller.bannerNow()?.banner;
  if (!banner) return null;
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
  const src = safeAbsoluteUrl(banner.imageUrl, parts.allowed);
  if (!src) return null;
  return <AdChip key={src} src={src} alt={banner.alt || banner.text} name={name} hidden={typed} open={open} />;
}

function AdChip(p: { src: string; alt: string; name: string; hidden: boolean; open: (() => void) | null }) {
  const [drawn, setDrawn] = useState<'loaded' | 'failed' | null>(null);
  // Its image where its words read, else its words (views/adFit.ts).
  const own = useRef<HTMLButtonElement & HTMLSpanElement>(null);
  useLayoutEffect(() => watchAdFit(own.current), [drawn, p.hidden]);
  const mark = {
    'data-loaded': drawn === 'loaded' ? '' : undefined,
    'data-failed': drawn === 'failed' ? '' : undefined,
  };
  const content = (
    <>
      {/* The space keeps the words apart in the text a name is checked against (광고 12월…, not 광고12월…). */}
      <span className="sp-ad-label">광고</span>{' '}
      <img
        className="sp-ad-image"
        src={p.src}
        alt={p.alt}
        decoding="async"
        hidden={p.hidden}
        {...mark}
        onLoad={() => setDrawn('loaded')}
        onError={() => setDrawn('failed')}
      />
      <span className="sp-ad-text">{p.alt}</span>
      {p.open ? <ChevronIcon to="on" size={14} /> : null}
    </>
  );
  const hidden = p.hidden || drawn === 'failed';
  return p.open ? (
    // A press leaves focus where it was (the box): the page is about to move.
    <button
      ref={own}
      type="button"
      {...btn('sm', 'ghost', 'sp-ad')}
      aria-label={p.name}
      hidden={hidden}
      {...mark}
      data-sp-keep-focus=""
      onClick={p.open}
    >
      {content}
    </button>
  ) : (
    <span ref={own} className="sp-ad" hidden={hidden} {...mark}>
      {content}
    </span>
  );
}
