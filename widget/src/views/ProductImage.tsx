import { imageUrl, placeholderUrl, type ImageInput } from '../core/imageUrl';

/** A product image by the image rules; a failed load shows the placeholder (once). */
export function ProductImage({ host, input, className }: { host: string; input: ImageInput; className?: string }) {
  return (
    <img
      className={className ?? 'sp-thumb'}
      src={imageUrl(host, input)}
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
