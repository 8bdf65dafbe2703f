import { imageUrl, placeholderUrl, type ImageInput } from '../core/imageUrl';

/**
 * A product image by the image rules; a failed load shows the placeholder (once). Keyed by its URL: where another
 * product takes the place (the featured panel follows the active row), a new element, so the last product's image
 * never shows beside the new name and a failure of the new one shows the placeholder too.
 */
export function ProductImage({ host, input, className }: { host: string; input: ImageInput; className?: string }) {
  const src = imageUrl(host, input);
  return (
    <img
      key={src}
      className={className ?? 'sp-thumb'}
      src={src}
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
