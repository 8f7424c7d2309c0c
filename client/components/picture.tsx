import { resolvePicture } from "../content/pictures.ts";
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

/**
 * AVIF at several widths, always sized, lazy unless it is the hero. The WebP
 * fallback is for browsers without AVIF (Safari before 16, about one visitor in
 * twenty): the hero gets it at every width, a lazy picture one WebP at the
 * middle width. A lazy picture's second srcset was a third of its markup, and
 * the gallery has 67 of them: without it the gallery's document fits the first
 * round trip at the edge's compression, and the rare old browser still sees the
 * same picture, a little soft on a large screen.
 */
export function Picture({ image: shipped, sizes, priority = false, className }: PictureProps) {
  const image = resolvePicture(shipped);
  const widths = imageWidths(image);
  // The WebP fallback and the intrinsic size: the first width of at least 640, as a card or a hero is drawn on most screens.
  const fallbackWidth = widths.find((width) => width >= 640) ?? widths.at(-1) ?? 640;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, "webp")}
        srcSet={priority ? imageSrcSet(image, "webp") : undefined}
        sizes={priority ? sizes : undefined}
        width={fallbackWidth}
        height={imageHeight(image, fallbackWidth)}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "async" : undefined}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
