/**
 * Where the owner's photos live: client/content/photos/<id>.<ext>, the id as the
 * content names the picture (folders included). The build uses the photo when
 * there is one and draws a placeholder otherwise; the launch check counts every
 * picture without a photo as sample content.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/** The owner's photo for a picture id, or undefined while the build draws one. */
export function findPhoto(photosDir: string, id: string): string | undefined {
  for (const ext of PHOTO_EXTENSIONS) {
    const candidate = join(photosDir, `${id}.${ext}`);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
