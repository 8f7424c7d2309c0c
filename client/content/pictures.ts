import type { Pictures } from "../../common/site-content.ts";
import { published } from "./published.ts";
import type { ImageRef } from "./types.ts";

/** The repository ships no uploaded photos: its own are files in photos/ (see photos/README.md). */
export const repositoryPictures: Pictures = { photos: {} };

const photos = (published.pictures ?? repositoryPictures).photos;

/**
 * A picture as the site shows it: with the photo the owner published for its
 * id (and the owner's description of that photo) when there is one. The
 * <Picture> component and the build's image list both go through here, so the
 * markup and the files always name the same photo.
 */
export function resolvePicture(image: ImageRef): ImageRef {
  const chosen = photos[image.id];
  if (!chosen || image.photo) return image;
  const { alt, ...photo } = chosen;
  return { ...image, alt, photo };
}
