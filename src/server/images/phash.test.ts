import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDemoImage } from './demo-image.ts';
import {
  differenceHash,
  hammingDistance,
  isNearDuplicate,
  NEAR_DUPLICATE_DISTANCE,
} from './phash.ts';

// decision 006: images.phash is a 64-bit difference hash; distance ≤ 6 is the same picture.

describe('hammingDistance', () => {
  it.each([
    ['0000000000000000', '0000000000000000', 0],
    ['0000000000000000', '0000000000000001', 1],
    ['ffffffffffffffff', '0000000000000000', 64],
    ['f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f', 64],
    ['8000000000000001', '0000000000000000', 2],
  ])('%s vs %s = %i', (a, b, d) => {
    expect(hammingDistance(a, b)).toBe(d);
  });

  it('the near-duplicate threshold is 6 bits', () => {
    expect(NEAR_DUPLICATE_DISTANCE).toBe(6);
    expect(isNearDuplicate('0000000000000000', '000000000000003f')).toBe(true);
    expect(isNearDuplicate('0000000000000000', '000000000000007f')).toBe(false);
  });
});

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
