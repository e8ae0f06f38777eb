import sharp from 'sharp';
import { AVATAR_SIDE, type AvatarCropQuery } from '../../../common/me';
import { decodeImage } from '../../storage/images';

/**
 * An uploaded picture made into an avatar: read and decoded as every upload is (storage/images.ts decodeImage: else
 * invalid_file_type or invalid_image), turned upright by its EXIF orientation (as the browser showed it when the user cropped),
 * cut to the chosen square (clamped to the picture; the centred square when none is given), scaled to
 * AVATAR_SIDE and encoded as PNG, which drops every piece of metadata (camera, GPS).
 */
export async function makeAvatar(input: Buffer, crop: AvatarCropQuery): Promise<Buffer> {
  // Upright first, in a pass of its own: sharp applies `extract` before `rotate` within one pipeline.
  const upright = await decodeImage(input, (image) =>
    image.png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true }),
  );
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
