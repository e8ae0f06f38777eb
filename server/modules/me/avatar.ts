import sharp from 'sharp';
import { AVATAR_SIDE, type AvatarCropQuery } from '../../../common/me';
import { AppError } from '../../errors';

const ACCEPTED = ['png', 'jpeg', 'webp', 'gif'] as const;
// A small file can claim a huge canvas; decoding cost grows with pixels. 40 megapixels is a large phone photo.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded picture made into an avatar: the format read from its bytes (png, jpeg, webp or gif, else
 * invalid_file_type), turned upright by its EXIF orientation (as the browser showed it when the user cropped),
 * cut to the chosen square (clamped to the picture; the centred square when none is given), scaled to
 * AVATAR_SIDE and encoded as PNG, which drops every piece of metadata (camera, GPS).
 */
export async function makeAvatar(input: Buffer, crop: AvatarCropQuery): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!ACCEPTED.some((accepted) => accepted === format)) {
    throw new AppError('invalid_file_type', 422, { allowed: ACCEPTED.join(', ') });
  }
  // Upright first, in a pass of its own: sharp applies `extract` before `rotate` within one pipeline.
  const upright = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const square = fitSquare(crop, width, height);
  return sharp(upright.data).extract(square).resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'fill' }).png().toBuffer();
}

/** The crop as asked, moved and shrunk to lie inside the picture; the centred square when none is asked. */
export function fitSquare(crop: AvatarCropQuery, width: number, height: number) {
  const largest = Math.min(width, height);
  if (crop.x === undefined || crop.y === undefined || crop.size === undefined) {
    return {
      left: Math.floor((width - largest) / 2),
      top: Math.floor((height - largest) / 2),
      width: largest,
      height: largest,
    };
  }
  const size = Math.max(1, Math.min(crop.size, largest));
  const left = Math.min(crop.x, width - size);
  const top = Math.min(crop.y, height - size);
  return { left, top, width: size, height: size };
}
