/**
 * A photo from the phone's camera or library, made ready to upload in the
 * browser: turned upright and scaled to at most 2,560 pixels on its long side
 * as a JPEG. A 12-megapixel phone photo (4,032 x 3,024, 3-5 MB) becomes about
 * half a megabyte, which a job site's signal sends in seconds, and it is still
 * larger than the widest picture the site shows (1,600 pixels).
 */
export const MAX_UPLOAD_SIDE = 2_560;

export class PhotoReadError extends Error {
  override name = "PhotoReadError";
}

export async function scalePhotoForUpload(file: Blob): Promise<{ blob: Blob; width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoReadError("This file can't be read as a photo here. Choose a JPEG, PNG or WebP photo.");
  }
  const scale = Math.min(1, MAX_UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoReadError("This browser can't prepare the photo. Try another browser.");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.86));
  if (!blob) throw new PhotoReadError("This browser can't prepare the photo. Try another browser.");
  return { blob, width, height };
}
