import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { imageUrl, placeholderUrl, type ImageInput } from '../core/imageUrl';
import type { ViewContext } from './context';

const FREE = atom(false);

/**
 * Whether an image is asked for now: while the shopper types, a typed answer's new image waits until the typed
 * value has stood for a moment (stores/imagePace.ts); its box is drawn meanwhile (`.sp-img-wait`). One asked for
 * before is shown at once.
 */
export function useImageAsked(ctx: ViewContext, src: string): boolean {
  const pace = ctx.parts.$ready.get()?.images;
  useStore(pace?.$held ?? FREE);
  return !pace || pace.shows(src);
}

/**
 * A product image by the image rules; a failed load shows the placeholder (once). Keyed by its URL: where another
 * product takes the place (the featured panel follows the active row), a new element, so the last product's image
 * never shows beside the new name and a failure of the new one shows the placeholder too.
 */
export function ProductImage({ ctx, input, className }: { ctx: ViewContext; input: ImageInput; className?: string }) {
  const host = ctx.env.imageHost;
  const url = imageUrl(host, input);
  const cls = className ?? 'sp-thumb';
  // Waiting: the image's box (an `<img>` with no `src` is drawn with the engine's outline of a missing image).
  if (!useImageAsked(ctx, url)) return <span key={url} className={cls + ' sp-img-wait'} aria-hidden="true" />;
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
