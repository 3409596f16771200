import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors.js';

/**
 * Bounds decoding: a few KB of PNG can declare 50,000 x 50,000 pixels (10 GB once decoded). 25 MP is
 * more than any phone photo; the header is checked before decoding and sharp enforces it again.
 */
const MAX_IMAGE_PIXELS = 25_000_000;
/** Stored images are at most this wide and tall: they show as avatars and in PDFs, never larger. */
const MAX_SIDE = 1024;

export type ImageFormat = 'jpg' | 'png' | 'gif';

const invalid = () => new AppError(400, 'invalid_image', 'This image could not be read. Please use a JPG, PNG, or GIF photo.');

/**
 * Decodes an uploaded image and encodes a fresh one in the same format: what is stored holds only
 * pixels (no EXIF location, comments or trailing bytes that a crafted file could smuggle to the
 * browser or to Chromium when it renders a PDF). `format` is what the bytes were checked to be.
 */
export async function reencodeImage(input: Buffer, format: ImageFormat): Promise<Buffer> {
  // Lenient about damage browsers forgive too (a bad checksum): what is stored is re-encoded anyway.
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'none' as const };
  let meta: Metadata;
  try {
    // The header only, nothing decoded: the size is checked here with a message that says so.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1);
  if (!meta.width || !meta.height || pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(400, 'image_too_large', 'This image has too many pixels. Please use a photo of at most 25 megapixels.');
  }
  try {
    // rotate() applies the EXIF orientation before the metadata (EXIF included) is dropped.
    const image = sharp(input, options).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw invalid();
  }
}
