/**
 * How a content image becomes files: one rule shared by the <Picture> component
 * (which writes the srcset) and the build's image generator (which writes the
 * files), so the two can never disagree about a name or a width.
 */
import type { ImageRef } from "../content/types.ts";

export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const RATIOS: Record<ImageRef["aspect"], [number, number]> = {
  wide: [16, 9],
  landscape: [4, 3],
  square: [1, 1],
  portrait: [3, 4],
};

/** Widths written for each shape: enough for a phone at 2x up to a wide desktop. */
const WIDTHS: Record<ImageRef["aspect"], number[]> = {
  wide: [480, 800, 1200, 1600],
  // 640 covers a card on a desktop at 2x and a phone at 1x; 960 a phone at 2x-3x. A 400 added little
  // but a srcset entry on each of the gallery's 67 cards.
  landscape: [640, 960],
  square: [320, 640],
  portrait: [320, 640],
};

export function imageWidths(image: Pick<ImageRef, "aspect">): number[] {
  return WIDTHS[image.aspect];
}

export function imageHeight(image: Pick<ImageRef, "aspect">, width: number): number {
  const [w, h] = RATIOS[image.aspect];
  return Math.round((width * h) / w);
}

/**
 * A picture with an uploaded photo names the photo and its crop in its file
 * names: the files are cached for a day, so a new photo must be a new address.
 */
function photoTag(image: Pick<ImageRef, "photo">): string {
  const photo = image.photo;
  if (!photo) return "";
  return `-${photo.id.slice(0, 8)}${Math.round(photo.focus_x * 100)}x${Math.round(photo.focus_y * 100)}`;
}

export function imageUrl(image: Pick<ImageRef, "id" | "photo">, width: number, format: ImageFormat): string {
  return `/img/${image.id}${photoTag(image)}-${width}.${format}`;
}

export function imageSrcSet(image: Pick<ImageRef, "id" | "aspect" | "photo">, format: ImageFormat): string {
  return imageWidths(image)
    .map((width) => `${imageUrl(image, width, format)} ${width}w`)
    .join(", ");
}
