/**
 * What an uploaded file really is, read from its bytes, never from its name or
 * the type the browser claims: a JPEG, PNG or WebP, and its width and height
 * from the image's own header. An SVG or a PDF renamed .jpg is none of these;
 * a file that starts like an image but whose header is cut off or broken is
 * corrupt. Nothing is decoded: the header is a few dozen bytes.
 */
export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

export type PhotoReading =
  | { kind: "photo"; type: PhotoType; width: number; height: number }
  | { kind: "not_a_photo" }
  | { kind: "corrupt"; type: PhotoType };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  return null;
}

export function readPhoto(bytes: Uint8Array): PhotoReading {
  const type = sniffPhotoType(bytes);
  if (!type) return { kind: "not_a_photo" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = type === "image/jpeg" ? jpegSize(bytes, view) : type === "image/png" ? pngSize(bytes, view) : webpSize(bytes, view);
  if (!size || size.width < 1 || size.height < 1) return { kind: "corrupt", type };
  return { kind: "photo", type, ...size };
}

interface Size {
  width: number;
  height: number;
}

/** IHDR must be the first chunk; the file must end with IEND (a cut-off upload does not). */
function pngSize(bytes: Uint8Array, view: DataView): Size | null {
  if (bytes.length < 45 || ascii(bytes, 12, 4) !== "IHDR" || view.getUint32(8) !== 13) return null;
  if (ascii(bytes, bytes.length - 8, 4) !== "IEND") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The frame header (SOF0-SOF15 except DHT, JPG and DAC) gives the size; the data after it must end with EOI. */
function jpegSize(bytes: Uint8Array, view: DataView): Size | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 7) return null;
      const size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      return hasEndOfImage(bytes, at + 2 + length) ? size : null;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame header
    at += 2 + length;
  }
  return null;
}

function hasEndOfImage(bytes: Uint8Array, from: number): boolean {
  for (let i = bytes.length - 2; i >= from; i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  return false;
}

/** The RIFF length must match the file; the first chunk (VP8, VP8L or VP8X) gives the size. */
function webpSize(bytes: Uint8Array, view: DataView): Size | null {
  if (bytes.length < 30) return null;
  const riffLength = view.getUint32(4, true);
  if (riffLength + 8 > bytes.length || riffLength < 22) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  return null;
}
