import sharp from 'sharp';
import { invalidField } from '../../lib/app-error.ts';
import type { ImageType } from '../../lib/image-type.ts';

/**
 * Decoding stops above this many pixels (about 7000 × 7000): a 5 MB PNG of one colour can
 * claim a size that takes gigabytes to decode. Phone photos are 12–50 MP.
 */
const MAX_PIXELS = 50_000_000;

/**
 * Decodes the image and encodes it afresh in its own format. What comes out holds pixels
 * only: EXIF (GPS position, camera, time), XMP, ICC and comments are not copied, and the
 * camera's orientation is applied to the pixels first so the picture still stands upright.
 * Bytes that only look like an image (a valid header, then garbage) fail to decode and are
 * refused as the wrong type, naming the part.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType, field: string): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    if (type === 'jpg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (type === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch {
    throw invalidField(field, 'fileType');
  }
}
