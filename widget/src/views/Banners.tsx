import { useStore } from '@nanostores/react';
import { safeAbsoluteUrl } from '../core/urlPolicy';
import type { PopupParts, ViewContext } from './context';

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
 * The ad banner inside the input (spec §1, §9): the image of the banner whose text is the placeholder now, drawn
 * inside the field in its place (the two rotate together every 2.5 s), gone once the shopper types. Its image goes
 * through the URL policy; an image that is refused or fails to load leaves the text.
 */
export function InputAd({ ctx, parts }: { ctx: ViewContext; parts: PopupParts }) {
  const { controller } = ctx;
  useStore(controller.$bannerIndex);
  useStore(ctx.suggestions.$banners);
  const typed = useStore(ctx.search.$search).query !== '';
  const banner = controller.banner();
  const src = banner && safeAbsoluteUrl(banner.imageUrl, parts.allowed);
  if (!banner || !src) return null;
  return <BannerImage key={src} src={src} alt={banner.alt || banner.text} className="sp-ad-image" hidden={typed} />;
}
