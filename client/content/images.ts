import { gallerySections } from "./gallery.ts";
import * as pages from "./pages.ts";
import { resolvePicture } from "./pictures.ts";
import { services } from "./services.ts";
import type { ImageRef } from "./types.ts";

/** The picture shared links show (Open Graph / Twitter card). */
const shippedOgImage: ImageRef = {
  id: "og/share",
  alt: "Freshly painted two-story home in North Metro Atlanta with gray siding, white trim and a navy door",
  aspect: "wide",
  tone: "#434C56",
};

/** The picture shared links show, with the owner's photo once published. */
export const ogImage: ImageRef = resolvePicture(shippedOgImage);

function isImageRef(value: unknown): value is ImageRef {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.alt === "string" && typeof v.aspect === "string" && typeof v.tone === "string";
}

/** Collects every ImageRef inside a value, however deeply nested. */
function collect(value: unknown, out: ImageRef[]): void {
  if (isImageRef(value)) {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, out);
  } else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) collect(v, out);
  }
}

/**
 * Every picture the content uses, once each (first use wins), so the build can
 * make every image. It walks the data rather than listing images by hand, so a
 * new photo anywhere in this folder is never forgotten.
 */
export function allImages(): ImageRef[] {
  const found: ImageRef[] = [];
  collect([shippedOgImage, services, gallerySections, Object.values(pages)], found);
  const byId = new Map<string, ImageRef>();
  for (const image of found) if (!byId.has(image.id)) byId.set(image.id, resolvePicture(image));
  return [...byId.values()];
}
