import type { ImageRef } from "../content/types.ts";
import { imageHeight, imageSrcSet, imageUrl, imageWidths } from "../lib/images.ts";

interface PictureProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport. */
  sizes: string;
  /** The page's largest picture above the fold: load it first, never lazily. */
  priority?: boolean;
  className?: string;
}

/** AVIF with a WebP fallback at several widths; always sized, lazy unless it is the hero. */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const widths = imageWidths(image);
  const fallbackWidth = widths[Math.min(1, widths.length - 1)] ?? 640;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, "webp")}
        srcSet={imageSrcSet(image, "webp")}
        sizes={sizes}
        width={fallbackWidth}
        height={imageHeight(image, fallbackWidth)}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
