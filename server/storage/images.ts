import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_SIDE, IMAGE_TARGET_BYTES } from '../../common/admin';
import { AppError } from '../errors';

const ACCEPTED = ['png', 'jpeg', 'webp', 'gif'] as const;
// Decoding cost grows with pixels, not bytes: a small file can claim a huge canvas. 40 megapixels is a large photo.
const MAX_INPUT_PIXELS = 40_000_000;
const QUALITIES = [80, 60, 40];
const MIN_SIDE = 320;

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * An uploaded picture made safe and small: the format is read from the bytes by sharp (png, jpeg, webp or gif, else
 * invalid_file_type), turned upright by its EXIF orientation, stripped of metadata (camera, GPS), scaled so the
 * longest side is at most 1600 px, and encoded as WebP (which keeps transparency) at the best of three qualities that
 * fits in about 500 KB; only when even the lowest does not fit is it scaled down further. A GIF keeps its first frame.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  // Decoded (and turned upright, and scaled) once; each try below only encodes.
  const pixels = await decodeImage(input, (image) =>
    image
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  let side = IMAGE_MAX_SIDE;
  for (;;) {
    let encoded: Encoded | undefined;
    for (const quality of QUALITIES) {
      encoded = await encode(pixels, side, quality);
      if (encoded.data.length <= IMAGE_TARGET_BYTES) return toEncoded(encoded);
    }
    if (!encoded || side <= MIN_SIDE) return toEncoded(encoded ?? (await encode(pixels, side, 40)));
    // Bytes grow with the area, so the side shrinks by the square root of how far over the target it still is.
    const scale = Math.min(0.9, Math.max(0.5, Math.sqrt(IMAGE_TARGET_BYTES / encoded.data.length) * 0.95));
    side = Math.max(MIN_SIDE, Math.round(Math.min(side, Math.max(encoded.info.width, encoded.info.height)) * scale));
  }
}

interface Encoded {
  data: Buffer;
  info: { width: number; height: number };
}

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: number };
}

function encode(pixels: Pixels, side: number, quality: number): Promise<Encoded> {
  const { width, height, channels } = pixels.info;
  if (channels !== 1 && channels !== 2 && channels !== 3 && channels !== 4) throw new Error(`${channels} channels`);
  return sharp(pixels.data, { raw: { width, height, channels } })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality, effort: 2 })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Every uploaded picture starts here: its format read from its bytes (png, jpeg, webp or gif, else 422
 * invalid_file_type), then decoded, turned upright by its EXIF orientation, and handed to `pipeline`. Bytes that
 * claim a format but do not decode (a truncated PNG) answer 400 invalid_image, never a 500.
 */
export async function decodeImage<T>(input: Buffer, pipeline: (image: Sharp) => Promise<T>): Promise<T> {
  if (!(await readFormat(input))) throw new AppError('invalid_file_type', 422, { allowed: ACCEPTED.join(', ') });
  try {
    return await pipeline(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_image', 400);
  }
}

async function readFormat(input: Buffer): Promise<(typeof ACCEPTED)[number] | null> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return ACCEPTED.find((accepted) => accepted === format) ?? null;
  } catch {
    return null;
  }
}

function toEncoded(result: Encoded): EncodedImage {
  return {
    bytes: result.data,
    contentType: 'image/webp',
    extension: 'webp',
    width: result.info.width,
    height: result.info.height,
  };
}
