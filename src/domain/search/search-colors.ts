/**
 * The colour filter's families (issue 16, decision 025): a picture's dominant colour ('#rrggbb',
 * images.dominant_color) falls in one of COLOR_FAMILIES by its hue, saturation and lightness.
 * Greys, black and white first (little saturation or extreme lightness), then brown (dark or
 * muted oranges), then pink (light reds), then the hue wheel.
 */
import type { ColorFamily } from './search.ts';

export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–1 */
  s: number;
  /** 0–1 */
  l: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rrggbb' or '#rgb' → HSL; null for anything else. */
export function hexToHsl(hex: string): Hsl | null {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s, l };
}

/** Hue wheel: [upper bound (exclusive), family]; a hue past the last bound is red again. */
const HUES: readonly (readonly [number, ColorFamily])[] = [
  [15, 'red'],
  [40, 'orange'],
  [68, 'yellow'],
  [165, 'green'],
  [195, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [340, 'pink'],
  [361, 'red'],
];

/** The family of an HSL colour (the rules in the module comment). */
export function familyOfHsl({ h, s, l }: Hsl): ColorFamily {
  if (l < 0.1 || (l < 0.16 && s < 0.5)) return 'black';
  if (l > 0.93) return 'white';
  if (s < 0.15 || (s < 0.2 && (l < 0.2 || l > 0.8))) {
    if (l < 0.2) return 'black';
    if (l > 0.85) return 'white';
    return 'gray';
  }
  // dark or muted oranges and yellowish oranges read as brown (wood, leather, coffee)
  if (h >= 10 && h < 50 && (l < 0.42 || (s < 0.45 && l < 0.65))) return 'brown';
  // light or pale reds read as pink
  if ((h < 15 || h >= 340) && l > 0.7) return 'pink';
  for (const [upper, family] of HUES) if (h < upper) return family;
  return 'red';
}

/** The colour family of a dominant colour; a malformed colour counts as gray. */
export function colorFamily(hex: string): ColorFamily {
  const hsl = hexToHsl(hex);
  return hsl ? familyOfHsl(hsl) : 'gray';
}
