// The colour a pin shows before its picture arrives, and whether the picture uses transparency,
// measured in JavaScript on the probe's small sRGB thumbnail: sharp's stats() measures the same
// two things but also entropy, sharpness and every channel's statistics, which cost an import
// three times the rest of its picture work (issue 35's 50 items a second).

const BINS = 16;
const BIN = 256 / BINS;

/**
 * The most common colour of `data` (interleaved 8-bit sRGB, `channels` 3 or 4) by a 4,096-bin
 * histogram (16 levels a channel, as sharp's `dominant`), as the centre of its bin. Pixels with
 * alpha are seen on white, as the grid and every JPEG variant show them; ties go to the first
 * bin in red, green, blue order.
 */
export function dominantColour(
  data: Uint8Array,
  channels: number,
): { r: number; g: number; b: number } {
  const hist = new Uint32Array(BINS * BINS * BINS);
  const onWhite = (v: number, a: number) => (v * a + 255 * (255 - a) + 127) / 255;
  for (let i = 0; i + 2 < data.length; i += channels) {
    const a = channels === 4 ? (data[i + 3] ?? 255) : 255;
    let r = data[i] ?? 0;
    let g = data[i + 1] ?? 0;
    let b = data[i + 2] ?? 0;
    if (a !== 255) {
      r = onWhite(r, a);
      g = onWhite(g, a);
      b = onWhite(b, a);
    }
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    hist[bin] = (hist[bin] ?? 0) + 1;
  }
  let best = 0;
  for (let k = 1; k < hist.length; k += 1) if ((hist[k] ?? 0) > (hist[best] ?? 0)) best = k;
  return {
    r: (best >> 8) * BIN + BIN / 2,
    g: ((best >> 4) & 15) * BIN + BIN / 2,
    b: (best & 15) * BIN + BIN / 2,
  };
}

/** Whether every pixel of `data` (4 channels: the last is alpha) is fully opaque. */
export function isOpaque(data: Uint8Array, channels: number): boolean {
  if (channels !== 4) return true;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}
