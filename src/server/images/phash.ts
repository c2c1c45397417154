import sharp, { type SharpOptions } from 'sharp';

/** decision 006: pictures whose hashes differ in at most this many bits count as the same. */
export const NEAR_DUPLICATE_DISTANCE = 6;

/**
 * 64-bit difference hash (dHash) as 16 hex digits: the picture shrunk to 9×8 grey pixels,
 * one bit per neighbour pair telling whether brightness falls to the right. Re-encoding,
 * resizing and mild colour changes keep it within a few bits.
 */
export async function differenceHash(
  input: Buffer,
  options: SharpOptions = { failOn: 'none' },
): Promise<string> {
  const { data } = await sharp(input, options)
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = data[y * 9 + x] ?? 0;
      const right = data[y * 9 + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}
