/**
 * Image sizes and the urls, dimensions and srcsets derived from them (spec 01 §3, §9; 02 §3, §6).
 *
 * Size names: `NNNxMMM` is a fixed crop of that box (60x60 and 136x136 are cover crops, 600x315
 * the Open Graph crop); `NNNx` is NNN pixels wide keeping the aspect ratio and never wider than
 * the original; `orig` is the original file.
 */

/** spec 01 §9 + 02 §3: every size Tessera derives from an uploaded image. */
export const IMAGE_SIZES = [
  '60x60',
  '136x136',
  '170x',
  '236x',
  '474x',
  '564x',
  '600x315',
  '736x',
  'orig',
] as const;
/** The sizes of a pin's imageSpec, rendered ahead of the first request. */
export type SpecSize = (typeof IMAGE_SIZES)[number];

/**
 * Sizes made only when first asked for, never listed in a pin's imageSpec: spec 01 §3's invite
 * sender images at 222x (P-100).
 */
export const ON_DEMAND_SIZES = ['222x'] as const;
export type ImageSize = SpecSize | (typeof ON_DEMAND_SIZES)[number];
/** Every size the image route serves. */
export const SERVED_SIZES: readonly ImageSize[] = [...IMAGE_SIZES, ...ON_DEMAND_SIZES];

/** spec 01 §9: high-res order 736x, orig, 474x, 236x. */
/**
 * Sizes a pin list sends (issue 12 payload): what cards, the closeup and the media viewer read
 * of a listed pin (srcsets over 236x/474x/736x/orig, app/features/media); the closeup's own
 * PinResource keeps every size (P-070).
 */
export const CARD_SIZES: readonly SpecSize[] = ['236x', '474x', '736x', 'orig'];

export const HIGH_RES_ORDER = ['736x', 'orig', '474x', '236x'] as const;

const CROP_BOXES: Partial<Record<ImageSize, { width: number; height: number }>> = {
  '60x60': { width: 60, height: 60 },
  '136x136': { width: 136, height: 136 },
  '600x315': { width: 600, height: 315 },
};

/** True for the fixed-box crops (60x60, 136x136, 600x315). */
export function isCropSize(size: ImageSize): boolean {
  return CROP_BOXES[size] !== undefined;
}

/**
 * spec 01 §9: device pixel ratio 2 gives 474x, 3 gives 736x, 4 gives orig, otherwise 236x.
 * Fractional ratios round down to the nearest listed step (>= 4 orig, >= 3 736x, >= 2 474x),
 * so a 2.625 phone gets 474x; anything below 2, zero, negative or NaN gets 236x.
 * spec 02 §6: bots and social bots never get the original, so they get 736x at 4 and above.
 */
export function imageSizeForDpr(
  dpr: number,
  opts?: { isBot?: boolean },
): '236x' | '474x' | '736x' | 'orig' {
  if (dpr >= 4) return opts?.isBot ? '736x' : 'orig';
  if (dpr >= 3) return '736x';
  if (dpr >= 2) return '474x';
  return '236x';
}

/**
 * spec 01 §9: pick the first available size in the high-res order 736x, orig, 474x, 236x;
 * spec 02 §6: bots and social bots never get the original-size image.
 * When none of the ordered sizes is available, the widest other available width size is used,
 * and 236x when nothing usable is listed.
 */
export function pickHighRes(available: readonly ImageSize[], opts: { isBot: boolean }): ImageSize {
  for (const size of HIGH_RES_ORDER) {
    if (size === 'orig' && opts.isBot) continue;
    if (available.includes(size)) return size;
  }
  let best: ImageSize | null = null;
  for (const size of available) {
    if (size === 'orig' || isCropSize(size)) continue;
    if (best === null || widthOfSize(size) > widthOfSize(best)) best = size;
  }
  return best ?? '236x';
}

function widthOfSize(size: ImageSize): number {
  const n = Number.parseInt(size, 10);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/**
 * spec 01 §3/§9: pixel size of a derived image. Fixed crops give their box; `NNNx` sizes are
 * min(NNN, original width) wide with the height scaled by the aspect ratio and rounded (at
 * least 1 px); orig is the original. An original without a positive size gives 0×0 for
 * every non-crop size.
 */
export function variantDimensions(
  size: ImageSize,
  origWidth: number,
  origHeight: number,
): { width: number; height: number } {
  const box = CROP_BOXES[size];
  if (box) return { ...box };
  if (!(origWidth > 0) || !(origHeight > 0)) return { width: 0, height: 0 };
  if (size === 'orig') return { width: origWidth, height: origHeight };
  const width = Math.min(widthOfSize(size), origWidth);
  if (width === origWidth) return { width, height: origHeight };
  return { width, height: Math.max(1, Math.round((origHeight * width) / origWidth)) };
}

/** Public url of one derived image: `/img/{size}/{signature}.{format}` (docs/architecture.md: /img/* by hash). */
export function imageUrl(
  signature: string,
  size: ImageSize,
  format: 'jpg' | 'webp' = 'jpg',
): string {
  return `/img/${size}/${signature}.${format}`;
}

const IMAGE_URL = /^\/img\/[0-9a-z]+\/([0-9a-f]{32})\.(jpg|webp)$/;

/**
 * Another size of an image given by any of its urls (`/img/{size}/{signature}.{format}`) and its
 * original's pixel size; null for a url that is not one of ours.
 */
export function resizedImage(
  url: string,
  original: { width: number; height: number },
  size: ImageSize,
): { url: string; width: number; height: number } | null {
  const m = IMAGE_URL.exec(url);
  if (!m?.[1]) return null;
  const dims = variantDimensions(size, original.width, original.height);
  return { url: imageUrl(m[1], size, m[2] === 'webp' ? 'webp' : 'jpg'), ...dims };
}

/** spec 01 §3: one imageSpec entry (url, width, height, dominantColor). */
export interface ImageSpec {
  url: string;
  width: number;
  height: number;
  dominantColor: string;
}

/** spec 01 §3: imageSpec per size, each with url, width, height and dominantColor. */
export function imageSpec(image: {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}): Record<SpecSize, ImageSpec> {
  const entries = IMAGE_SIZES.map((size) => {
    const dims = variantDimensions(size, image.width, image.height);
    const spec: ImageSpec = {
      url: imageUrl(image.signature, size),
      width: dims.width,
      height: dims.height,
      dominantColor: image.dominantColor,
    };
    return [size, spec] as const;
  });
  return Object.fromEntries(entries) as Record<SpecSize, ImageSpec>;
}
