import { useStore } from '@nanostores/react';
import { imageUrl, placeholderUrl, type ImageInput } from '../core/imageUrl';
import type { ViewContext } from './context';

/**
 * Whether an image is asked for now: while the shopper types, a typed answer's new image waits until the typed
 * value has stood for a moment (stores/imagePace.ts); its box is drawn meanwhile (`.sp-img-wait`). One asked for
 * before is shown at once.
 */
export function useImageAsked(ctx: ViewContext, src: string): boolean {
  // The images are drawn by the popup's parts' views: the parts are there.
  const pace = ctx.parts.$ready.get()!.images;
  useStore(pace.$held);
  return pace.shows(src);
}

/** A waiting image's box (an `<img>` with no `src` would be drawn with the engine's outline of a missing image). */
export const ImageBox = ({ className }: { className: string }) => (
  <span className={className + ' sp-img-wait'} aria-hidden="true" />
);

/**
 * A product image by the image rules; a failed load shows the placeholder (once). Keyed by its URL: where another
 * product takes the place (the featured panel follows the active row), a new element, so the last product's image
 * never shows beside the new name and a failure of the new one shows the placeholder too.
 */
export function ProductImage({ ctx, input, className }: { ctx: ViewContext; input: ImageInput; className?: string }) {
  const host = ctx.env.imageHost;
  const url = imageUrl(host, input);
  const cls = className ?? 'sp-thumb';
  if (!useImageAsked(ctx, url)) return <ImageBox key={url} className={cls} />;
  return (
    <img
      key={url}
      className={cls}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        if (img.dataset.failed) return;
        img.dataset.failed = '1';
        img.src = placeholderUrl(host);
      }}
    />
  );
}
