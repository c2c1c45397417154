import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDemoImage } from './demo-image.ts';
import { differenceHash, NEAR_DUPLICATE_DISTANCE } from './phash.ts';

/** Number of differing bits between two 16-hex-digit hashes (the upload's SQL counts the same). */
function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x > 0n) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

// decision 006: images.phash is a 64-bit difference hash; distance ≤ 6 is the same picture.

describe('differenceHash', () => {
  it('is 16 hex digits and stable', async () => {
    const img = await generateDemoImage(3, { width: 300, height: 400, motif: 'abstract' });
    const a = await differenceHash(img);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(await differenceHash(img)).toBe(a);
  });

  it('a re-encoded, resized copy stays within 6 bits; a different picture does not', async () => {
    const img = await generateDemoImage(7, { width: 600, height: 800, motif: 'abstract' });
    const small = await sharp(img).resize(240).webp({ quality: 50 }).toBuffer();
    const other = await generateDemoImage(8, { width: 600, height: 800, motif: 'abstract' });
    const [h, hs, ho] = await Promise.all([img, small, other].map((b) => differenceHash(b)));
    expect(hammingDistance(h ?? '', hs ?? '')).toBeLessThanOrEqual(NEAR_DUPLICATE_DISTANCE);
    expect(hammingDistance(h ?? '', ho ?? '')).toBeGreaterThan(NEAR_DUPLICATE_DISTANCE);
  });
});
