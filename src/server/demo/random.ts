import type { DemoImage } from './types.ts';

/**
 * Seeded choices, slugs and picture descriptions for the demo catalogue. Every function takes
 * the caller's generator, so one seed fixes the whole catalogue.
 */

export type Rng = () => number;
type Motif = DemoImage['motif'];

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new RangeError('cannot pick from an empty list');
  return item;
}

/** Inclusive on both ends. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function weightedPick<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new RangeError('cannot pick from an empty list');
  return last[0];
}

/** Lowercase ASCII with dashes; accents are folded so 'Mérida' and 'Merida' agree. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts at a word boundary so clamped text never ends mid-word. */
export function clampWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:—-]+$/, '');
}

// Aspect ratios from 0.56 to 2.2 of the 736 px width; 2:3 dominates as it does on real boards.
const HEIGHTS: readonly (readonly [number, number])[] = [
  [414, 1],
  [552, 2],
  [736, 3],
  [920, 3],
  [1104, 5],
  [1308, 2],
  [1619, 1],
];

// Hue and saturation ranges that make each motif read as what it is (warm food, muted interiors).
const MOTIF_COLOURS: Record<Motif, { hue: [number, number]; sat: [number, number] }> = {
  food: { hue: [5, 50], sat: [45, 70] },
  landscape: { hue: [80, 230], sat: [30, 60] },
  product: { hue: [0, 360], sat: [15, 45] },
  abstract: { hue: [0, 360], sat: [50, 75] },
  interior: { hue: [20, 50], sat: [12, 35] },
  pattern: { hue: [0, 360], sat: [40, 65] },
};

const SCHEMES: readonly (readonly number[])[] = [
  [0, 25, -25, 50, -12], // analogous
  [0, 180, 15, 195, -10], // complementary
  [0, 120, 240, 10, 130], // triadic
  [0, 150, 210, 20, 160], // split complementary
];

// The first colour is the dominant one (images.dominantColor), so it sits mid-lightness; the rest
// spread from dark to pale so a placeholder drawn from the palette has contrast.
const LIGHTNESS: readonly (readonly [number, number])[] = [
  [45, 60],
  [22, 32],
  [70, 80],
  [85, 93],
  [34, 44],
];

function hslToHex(hue: number, sat: number, light: number): string {
  const s = sat / 100;
  const l = light / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** 4–5 harmonious '#rrggbb' colours from one HSL scheme. */
export function makePalette(rng: Rng, motif: Motif): string[] {
  const { hue, sat } = MOTIF_COLOURS[motif];
  const base = hue[0] + rng() * (hue[1] - hue[0]);
  const scheme = pick(rng, SCHEMES);
  const size = chance(rng, 0.5) ? 4 : 5;
  const colours: string[] = [];
  for (let i = 0; i < size; i++) {
    const h = (((base + (scheme[i] ?? 0)) % 360) + 360) % 360;
    const s = sat[0] + rng() * (sat[1] - sat[0]);
    const [lo, hi] = LIGHTNESS[i] ?? [40, 60];
    colours.push(hslToHex(h, s, lo + rng() * (hi - lo)));
  }
  return colours;
}

export function makeImage(rng: Rng, motif: Motif, height?: number): DemoImage {
  return {
    seed: Math.floor(rng() * 2 ** 31),
    width: 736,
    height: height ?? weightedPick(rng, HEIGHTS),
    motif,
    palette: makePalette(rng, motif),
  };
}

/** The cover of a carousel or story is its first frame, without the frame's own text. */
export function imageOnly(image: DemoImage): DemoImage {
  const { seed, width, height, motif, palette } = image;
  return { seed, width, height, motif, palette: [...palette] };
}
