/**
 * Writes every picture the pages reference: for each content image, each width
 * of its shape (client/lib/images.ts) in AVIF and WebP. The source is the
 * photo the owner published for it from the inbox (read from R2, cut around the
 * owner's chosen point), else a photo in client/content/photos/<id>.(jpg|jpeg|png|webp),
 * otherwise a drawn placeholder. Results are cached under .cache/images by
 * a hash of everything that shapes them, so a rebuild only encodes what changed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { ImageRef } from "../../client/content/types.ts";
import { IMAGE_FORMATS, imageHeight, imageUrl, imageWidths } from "../../client/lib/images.ts";
import { findPhoto } from "../lib/photos.ts";
import type { PhotoFile } from "../lib/site-content-source.ts";
import { placeholderSvg } from "./placeholder-art.ts";

const GENERATOR_VERSION = "5";
const QUALITY = { avif: { quality: 50, effort: 3 }, webp: { quality: 72, effort: 4 } } as const;
/**
 * A page's hero is a backdrop: the hero's gradient covers it at 45-92% opacity
 * and text sits on it. At the gallery's quality a hero photograph was the page's
 * largest paint and its heaviest request (about 20 KB at 800 px wide from a real
 * photo), and Lighthouse's phone waits for it; under the gradient a softer,
 * lighter encoding looks the same. Measured on photographs at 800 px: quality 30
 * with a 0.8 px blur is about half the bytes of quality 50.
 */
const BACKDROP_QUALITY = { avif: { quality: 30, effort: 4 }, webp: { quality: 50, effort: 4 } } as const;
const BACKDROP_BLUR_SIGMA = 0.8;

/**
 * An uploaded photo cut to the picture's shape around the point the owner chose
 * (focus_x, focus_y), upright as the camera recorded it. Every width is then a
 * plain resize of this cut.
 */
async function focusedCut(path: string, image: ImageRef): Promise<Buffer> {
  const upright = await sharp(path).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const target = Math.max(...imageWidths(image));
  const ratio = target / imageHeight(image, target);
  const cutWidth = Math.min(width, Math.round(height * ratio));
  const cutHeight = Math.min(height, Math.round(cutWidth / ratio));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  const left = clamp((image.photo?.focus_x ?? 0.5) * width - cutWidth / 2, width - cutWidth);
  const top = clamp((image.photo?.focus_y ?? 0.5) * height - cutHeight / 2, height - cutHeight);
  return sharp(upright.data).extract({ left, top, width: cutWidth, height: cutHeight }).toBuffer();
}

async function sourceFor(image: ImageRef, photo: string | undefined, uploaded: PhotoFile | undefined): Promise<Buffer> {
  if (uploaded) return focusedCut(uploaded.path, image);
  if (photo) return readFile(photo);
  const width = Math.max(...imageWidths(image));
  return Buffer.from(placeholderSvg({ ...image, width, height: imageHeight(image, width) }));
}

async function cacheKey(image: ImageRef, photo: string | undefined, uploaded: PhotoFile | undefined, backdrop: boolean): Promise<string> {
  const hash = createHash("sha256").update(GENERATOR_VERSION).update(JSON.stringify(image)).update(backdrop ? "backdrop" : "picture");
  // An uploaded photo by its content: the same photo is never encoded twice, whatever its id.
  if (uploaded) {
    hash.update(`uploaded:${uploaded.sha256}`);
  } else if (photo) {
    const info = await stat(photo);
    hash.update(`${photo}:${info.size}:${info.mtimeMs}`);
  }
  return hash.digest("hex").slice(0, 16);
}

async function writeVariants(
  image: ImageRef,
  outDir: string,
  cacheDir: string,
  photosDir: string,
  backdrop: boolean,
  uploadedPhotos: ReadonlyMap<string, PhotoFile>,
) {
  const uploaded = image.photo ? uploadedPhotos.get(image.photo.id) : undefined;
  if (image.photo && !uploaded) throw new Error(`picture ${image.id}: its photo ${image.photo.id} was not read from R2`);
  const photo = uploaded ? undefined : findPhoto(photosDir, image.id);
  const key = await cacheKey(image, photo, uploaded, backdrop);
  const quality = backdrop ? BACKDROP_QUALITY : QUALITY;
  let source: Buffer | undefined;
  let encoded = 0;
  for (const width of imageWidths(image)) {
    for (const format of IMAGE_FORMATS) {
      const relative = imageUrl(image, width, format).replace(/^\/img\//, "");
      const target = join(outDir, relative);
      const cached = join(cacheDir, key, relative.replace(/\//g, "__"));
      await mkdir(dirname(target), { recursive: true });
      if (!existsSync(cached)) {
        source ??= await sourceFor(image, photo, uploaded);
        let resized = sharp(source, { density: 72 }).resize(width, imageHeight(image, width), {
          fit: "cover",
          position: "attention",
        });
        if (backdrop && (photo || uploaded)) resized = resized.blur(BACKDROP_BLUR_SIGMA);
        const buffer = await (format === "avif" ? resized.avif(quality.avif) : resized.webp(quality.webp)).toBuffer();
        await mkdir(dirname(cached), { recursive: true });
        await writeFile(cached, buffer);
        encoded++;
      }
      await copyFile(cached, target);
    }
  }
  return encoded;
}

/**
 * Writes all variants of `images` into `<clientDir>/img`; returns how many were
 * encoded afresh. `backdropIds` are the pages' heroes, encoded lighter (BACKDROP_QUALITY).
 */
export async function generateImages(
  images: ImageRef[],
  {
    clientDir,
    cacheDir,
    photosDir,
    backdropIds,
    uploadedPhotos = new Map(),
  }: { clientDir: string; cacheDir: string; photosDir: string; backdropIds: ReadonlySet<string>; uploadedPhotos?: ReadonlyMap<string, PhotoFile> },
): Promise<{ images: number; encoded: number }> {
  const outDir = join(clientDir, "img");
  let encoded = 0;
  const queue = [...images];
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      encoded += await writeVariants(image, outDir, cacheDir, photosDir, backdropIds.has(image.id), uploadedPhotos);
    }
  });
  await Promise.all(workers);
  return { images: images.length, encoded };
}

/** The link-preview picture (1200x630 JPEG, the format every network reads) and the icons. */
export async function generateSiteIcons(
  ogImage: ImageRef,
  clientDir: string,
  photosDir: string,
  logoSvg: string,
  uploadedPhotos: ReadonlyMap<string, PhotoFile> = new Map(),
) {
  const uploaded = ogImage.photo ? uploadedPhotos.get(ogImage.photo.id) : undefined;
  const photo = findPhoto(photosDir, ogImage.id);
  const og = uploaded
    ? await focusedCut(uploaded.path, ogImage)
    : photo
      ? await readFile(photo)
      : Buffer.from(placeholderSvg({ ...ogImage, width: 1200, height: 630 }));
  await sharp(og).resize(1200, 630, { fit: "cover" }).jpeg({ quality: 78, mozjpeg: true }).toFile(join(clientDir, "og-image.jpg"));
  await writeFile(join(clientDir, "favicon.svg"), logoSvg);
  await sharp(Buffer.from(logoSvg), { density: 400 }).resize(180, 180).png().toFile(join(clientDir, "apple-touch-icon.png"));
}
