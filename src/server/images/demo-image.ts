import sharp from 'sharp';

export type DemoMotif = 'landscape' | 'food' | 'product' | 'abstract' | 'interior' | 'pattern';

export const DEMO_MOTIFS: readonly DemoMotif[] = [
  'landscape',
  'food',
  'product',
  'abstract',
  'interior',
  'pattern',
];

export interface DemoImageOptions {
  width: number;
  height: number;
  /** Five '#rrggbb' colours, lightest first; defaults to demoPalette(seed). */
  palette?: string[];
  /** Defaults to a motif picked from the seed. */
  motif?: DemoMotif;
}

type Random = () => number;

/** mulberry32: tiny, fast and identical on every platform, which byte-identical output needs. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset: number) => {
    const k = (offset + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Hue offsets of classic colour-wheel harmonies; each palette takes one. */
const HARMONIES: readonly (readonly number[])[] = [
  [0, 20, 40, -20, 10], // analogous
  [0, 180, 15, 195, 0], // complementary
  [0, 120, 240, 0, 120], // triadic
  [0, 150, 210, 0, 30], // split complementary
  [0, 0, 30, 0, 200], // monochrome with one cool accent
];

/** Lightness steps from backdrop to deepest shade, so motifs can layer front to back. */
const LIGHTNESS = [90, 76, 60, 45, 28] as const;

/**
 * Five harmonious colours for a seed, lightest first: soft saturation keeps the demo grid
 * calm, like real photography rather than flat primaries.
 */
export function demoPalette(seed: number): string[] {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const base = random() * 360;
  const harmony = pick(random, HARMONIES);
  return LIGHTNESS.map((lightness, i) => {
    const saturation = i === 0 ? between(random, 20, 40) : between(random, 30, 55);
    return hsl(base + (harmony[i] ?? 0), saturation, lightness + between(random, -4, 4));
  });
}

function n(value: number): string {
  return value.toFixed(1);
}

function colourAt(palette: readonly string[], index: number): string {
  return palette[index % palette.length] ?? '#cccccc';
}

/** A smooth closed shape through points around a centre (Catmull-Rom turned into Béziers). */
function blobPath(random: Random, cx: number, cy: number, radius: number, points = 7): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const r = radius * between(random, 0.72, 1.25);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  const at = (i: number) => pts[(i + points) % points] ?? [cx, cy];
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)},${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)},${n(y2 - (y3 - y1) / 6)} ${n(x2)},${n(y2)}`;
  }
  return `${d}Z`;
}

/** A gentle ridge line across the width, closed down to the bottom edge. */
function hillPath(
  random: Random,
  width: number,
  height: number,
  baseY: number,
  amp: number,
): string {
  const steps = 4;
  let d = `M0,${n(height)}L0,${n(baseY + between(random, -amp, amp))}`;
  for (let i = 1; i <= steps; i++) {
    const x = (width * i) / steps;
    const cx = x - width / steps / 2;
    d += `Q${n(cx)},${n(baseY + between(random, -amp * 1.6, amp * 0.4))} ${n(x)},${n(baseY + between(random, -amp, amp))}`;
  }
  return `${d}L${n(width)},${n(height)}Z`;
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function glow(id: string, colour: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

interface Scene {
  random: Random;
  w: number;
  h: number;
  p: readonly string[];
}

function landscape({ random, w, h, p }: Scene): string {
  const sunX = between(random, 0.2, 0.8) * w;
  const sunY = between(random, 0.18, 0.4) * h;
  const sunR = Math.min(w, h) * between(random, 0.07, 0.12);
  const defs = `<defs>${linear('sky', colourAt(p, 1), colourAt(p, 0))}${glow('sun', '#fff6dc')}</defs>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 3)}" fill="url(#sun)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="#fffaf0" opacity="0.95"/>`;
  for (let layer = 0; layer < 4; layer++) {
    const baseY = h * (0.5 + layer * 0.12);
    const fill = colourAt(p, Math.min(4, layer + 1));
    body += `<path d="${hillPath(random, w, h, baseY, h * 0.05)}" fill="${fill}" opacity="${n(0.75 + layer * 0.08)}"/>`;
  }
  return defs + body;
}

function food({ random, w, h, p }: Scene): string {
  const cx = w / 2 + between(random, -0.06, 0.06) * w;
  const cy = h / 2 + between(random, -0.06, 0.06) * h;
  const plate = Math.min(w, h) * between(random, 0.34, 0.42);
  const defs = `<defs>${linear('table', colourAt(p, 1), colourAt(p, 2))}${glow('shade', '#000000')}</defs>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#table)"/>`;
  body += `<rect x="${n(w * 0.05)}" y="${n(h * 0.62)}" width="${n(w * 0.45)}" height="${n(h * 0.3)}" rx="${n(w * 0.02)}" fill="${colourAt(p, 0)}" opacity="0.55" transform="rotate(${n(between(random, -12, 12))} ${n(w * 0.27)} ${n(h * 0.77)})"/>`;
  body += `<circle cx="${n(cx + plate * 0.06)}" cy="${n(cy + plate * 0.08)}" r="${n(plate * 1.12)}" fill="url(#shade)" opacity="0.35"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(plate)}" fill="#fbfaf7"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(plate * 0.78)}" fill="#f1eee8"/>`;
  const items = 3 + Math.floor(random() * 4);
  for (let i = 0; i < items; i++) {
    const angle = random() * Math.PI * 2;
    const dist = plate * between(random, 0, 0.4);
    const r = plate * between(random, 0.2, 0.34);
    body += `<path d="${blobPath(random, cx + Math.cos(angle) * dist, cy + Math.sin(angle) * dist, r, 6)}" fill="${colourAt(p, 2 + (i % 3))}" opacity="0.92"/>`;
  }
  for (let i = 0; i < 9; i++) {
    const angle = random() * Math.PI * 2;
    const dist = plate * between(random, 0.1, 0.6);
    body += `<circle cx="${n(cx + Math.cos(angle) * dist)}" cy="${n(cy + Math.sin(angle) * dist)}" r="${n(plate * between(random, 0.02, 0.045))}" fill="${colourAt(p, i % 2 ? 3 : 1)}"/>`;
  }
  const forkX = cx + plate * 1.25;
  body += `<rect x="${n(forkX)}" y="${n(cy - plate * 0.9)}" width="${n(plate * 0.06)}" height="${n(plate * 1.8)}" rx="${n(plate * 0.03)}" fill="#d9d6cf"/>`;
  return defs + body;
}

function product({ random, w, h, p }: Scene): string {
  const cx = w / 2;
  const floor = h * between(random, 0.72, 0.8);
  const objW = w * between(random, 0.22, 0.34);
  const objH = h * between(random, 0.34, 0.46);
  const top = floor - objH;
  const defs = `<defs>${linear('back', '#fbfaf8', colourAt(p, 0))}${linear('obj', colourAt(p, 2), colourAt(p, 4), false)}${glow('floor', '#000000')}</defs>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#back)"/>`;
  body += `<ellipse cx="${n(cx)}" cy="${n(floor)}" rx="${n(objW * 0.9)}" ry="${n(objW * 0.16)}" fill="url(#floor)" opacity="0.45"/>`;
  const kind = Math.floor(random() * 3);
  if (kind === 0) {
    // bottle: body with rounded shoulders and a neck
    const neck = objW * 0.28;
    body += `<path d="M${n(cx - objW / 2)},${n(floor)}L${n(cx - objW / 2)},${n(top + objH * 0.35)}Q${n(cx - objW / 2)},${n(top + objH * 0.2)} ${n(cx - neck / 2)},${n(top + objH * 0.15)}L${n(cx - neck / 2)},${n(top)}L${n(cx + neck / 2)},${n(top)}L${n(cx + neck / 2)},${n(top + objH * 0.15)}Q${n(cx + objW / 2)},${n(top + objH * 0.2)} ${n(cx + objW / 2)},${n(top + objH * 0.35)}L${n(cx + objW / 2)},${n(floor)}Z" fill="url(#obj)"/>`;
  } else if (kind === 1) {
    // vase: a belly curve narrowing to the mouth
    body += `<path d="M${n(cx - objW * 0.3)},${n(floor)}C${n(cx - objW)},${n(floor - objH * 0.5)} ${n(cx - objW * 0.1)},${n(top + objH * 0.2)} ${n(cx - objW * 0.22)},${n(top)}L${n(cx + objW * 0.22)},${n(top)}C${n(cx + objW * 0.1)},${n(top + objH * 0.2)} ${n(cx + objW)},${n(floor - objH * 0.5)} ${n(cx + objW * 0.3)},${n(floor)}Z" fill="url(#obj)"/>`;
  } else {
    // box with a lid
    body += `<rect x="${n(cx - objW / 2)}" y="${n(top + objH * 0.12)}" width="${n(objW)}" height="${n(objH * 0.88)}" rx="${n(objW * 0.06)}" fill="url(#obj)"/>`;
    body += `<rect x="${n(cx - objW * 0.55)}" y="${n(top)}" width="${n(objW * 1.1)}" height="${n(objH * 0.16)}" rx="${n(objW * 0.05)}" fill="${colourAt(p, 3)}"/>`;
  }
  body += `<rect x="${n(cx - objW * 0.3)}" y="${n(top + objH * 0.45)}" width="${n(objW * 0.08)}" height="${n(objH * 0.4)}" rx="${n(objW * 0.04)}" fill="#ffffff" opacity="0.25"/>`;
  return defs + body;
}

function abstract({ random, w, h, p }: Scene): string {
  const defs = `<defs>${linear('bg', colourAt(p, 0), colourAt(p, 1))}</defs>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const count = 5 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const r = Math.min(w, h) * between(random, 0.12, 0.38);
    const path = blobPath(random, random() * w, random() * h, r, 5 + Math.floor(random() * 4));
    body += `<path d="${path}" fill="${colourAt(p, 1 + (i % 4))}" opacity="${n(between(random, 0.45, 0.85))}"/>`;
  }
  return defs + body;
}

function interior({ random, w, h, p }: Scene): string {
  const floorY = h * between(random, 0.66, 0.74);
  const winX = w * between(random, 0.12, 0.5);
  const winW = w * between(random, 0.3, 0.4);
  const winY = h * 0.12;
  const winH = h * between(random, 0.3, 0.38);
  const defs = `<defs>${linear('wall', colourAt(p, 0), colourAt(p, 1))}${linear('view', '#cfe6f5', '#f4f9fc')}${linear('floor', colourAt(p, 2), colourAt(p, 3))}</defs>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  body += `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#floor)"/>`;
  body += `<rect x="${n(winX - 8)}" y="${n(winY - 8)}" width="${n(winW + 16)}" height="${n(winH + 16)}" fill="#fbfaf7"/>`;
  body += `<rect x="${n(winX)}" y="${n(winY)}" width="${n(winW)}" height="${n(winH)}" fill="url(#view)"/>`;
  body += `<rect x="${n(winX + winW / 2 - 3)}" y="${n(winY)}" width="6" height="${n(winH)}" fill="#fbfaf7"/>`;
  body += `<rect x="${n(winX)}" y="${n(winY + winH / 2 - 3)}" width="${n(winW)}" height="6" fill="#fbfaf7"/>`;
  const sofaW = w * between(random, 0.5, 0.66);
  const sofaX = (w - sofaW) * between(random, 0.2, 0.8);
  const sofaH = h * 0.16;
  const sofaY = floorY - sofaH * 0.7;
  const sofa = colourAt(p, 4);
  body += `<ellipse cx="${n(sofaX + sofaW / 2)}" cy="${n(floorY + h * 0.1)}" rx="${n(sofaW * 0.6)}" ry="${n(h * 0.06)}" fill="${colourAt(p, 0)}" opacity="0.45"/>`;
  body += `<rect x="${n(sofaX)}" y="${n(sofaY - sofaH * 0.5)}" width="${n(sofaW)}" height="${n(sofaH)}" rx="${n(sofaH * 0.25)}" fill="${sofa}" opacity="0.85"/>`;
  body += `<rect x="${n(sofaX - 10)}" y="${n(sofaY)}" width="${n(sofaW + 20)}" height="${n(sofaH * 0.75)}" rx="${n(sofaH * 0.2)}" fill="${sofa}"/>`;
  const potX = sofaX + sofaW + w * 0.06 > w * 0.9 ? w * 0.1 : sofaX + sofaW + w * 0.06;
  body += `<path d="${blobPath(random, potX, floorY - h * 0.2, w * 0.09, 7)}" fill="#5f8a5a"/>`;
  body += `<rect x="${n(potX - w * 0.04)}" y="${n(floorY - h * 0.1)}" width="${n(w * 0.08)}" height="${n(h * 0.1)}" rx="6" fill="${colourAt(p, 3)}"/>`;
  return defs + body;
}

function pattern({ random, w, h, p }: Scene): string {
  const tile = Math.max(24, Math.round(Math.min(w, h) / between(random, 5, 9)));
  const shape = Math.floor(random() * 3);
  let body = `<rect width="${w}" height="${h}" fill="${colourAt(p, 0)}"/>`;
  for (let y = 0, row = 0; y < h; y += tile, row++) {
    for (let x = 0, col = 0; x < w; x += tile, col++) {
      const fill = colourAt(p, 1 + ((row + col) % 4));
      const c = tile / 2;
      if (shape === 0) {
        body += `<circle cx="${n(x + c)}" cy="${n(y + c)}" r="${n(tile * 0.36)}" fill="${fill}"/>`;
      } else if (shape === 1) {
        body += `<path d="M${n(x + c)},${n(y + tile * 0.1)}L${n(x + tile * 0.9)},${n(y + c)}L${n(x + c)},${n(y + tile * 0.9)}L${n(x + tile * 0.1)},${n(y + c)}Z" fill="${fill}"/>`;
      } else {
        // quarter arcs, turned per tile, read as a woven pattern
        const turn = ((row * 3 + col) % 4) * 90;
        body += `<path d="M${n(x)},${n(y)}L${n(x + tile)},${n(y)}A${tile},${tile} 0 0 1 ${n(x)},${n(y + tile)}Z" fill="${fill}" transform="rotate(${turn} ${n(x + c)} ${n(y + c)})"/>`;
      }
    }
  }
  return body;
}

const MOTIFS: Record<DemoMotif, (scene: Scene) => string> = {
  landscape,
  food,
  product,
  abstract,
  interior,
  pattern,
};

/** The SVG behind generateDemoImage; exported for previews and tests. */
export function demoImageSvg(seed: number, opts: DemoImageOptions): string {
  const random = seededRandom(seed);
  const motif = opts.motif ?? pick(random, DEMO_MOTIFS);
  const palette = opts.palette && opts.palette.length > 0 ? opts.palette : demoPalette(seed);
  const w = Math.max(1, Math.round(opts.width));
  const h = Math.max(1, Math.round(opts.height));
  const content = MOTIFS[motif]({ random, w, h, p: palette });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${content}</svg>`;
}

/**
 * A deterministic stand-in photo for seeds, demos and benchmarks: no network, no fonts, and
 * the same seed and options always give the same JPEG bytes.
 */
export async function generateDemoImage(seed: number, opts: DemoImageOptions): Promise<Buffer> {
  const svg = demoImageSvg(seed, opts);
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}
