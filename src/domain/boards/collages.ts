/**
 * Collages ("shuffles", spec 02 §3, §7; issue 14): an arrangement of cut-outs from pins on a
 * square canvas. Pure rules shared by the server (validation) and the creation tool.
 */
import { countLabel } from '../formatting/format-number.ts';
import type { ImageSet, UserModel } from '../pins/models.ts';

/** Issue 14: at most this many cut-outs on one collage. */
export const MAX_COLLAGE_ITEMS = 20;
/** Issue 14: a collage's title is at most this many characters. */
export const MAX_COLLAGE_TITLE = 100;
export const MIN_ITEM_SCALE = 0.2;
export const MAX_ITEM_SCALE = 3;
/** How far an arrow key moves a cut-out, as a fraction of the canvas (Shift: ten times). */
export const NUDGE_STEP = 0.01;

/** The alt text of a published collage's pin: 'A collage of 1 cut-out', '… of 3 cut-outs'. */
export function collageAltText(cutOuts: number): string {
  return `A collage of ${countLabel(cutOuts, { one: 'cut-out', other: 'cut-outs' })}`;
}

/** A crop of the pin's image in fractions of its width and height. */
export interface CropRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One cut-out: its pin, its crop, and where it sits on the canvas (centre, in fractions). */
export interface CollageItem {
  pinId: string;
  crop: CropRect;
  x: number;
  y: number;
  scale: number;
  rotation: number;
  z: number;
}

/** A collage as its owner edits it. */
export interface CollageModel {
  id: string;
  title: string;
  isDraft: boolean;
  publishedAt: string | null;
  /** decision 021: the pin publishing made (the collage's page), null while a draft */
  pinId: string | null;
  items: CollageItem[];
}

/**
 * spec 02 §3 (M-157): a collage in the published list, shaped as a pin (transform_to_pins):
 * pin.type, id, images, description, pinner. Decision 021: a published collage's images are
 * its pin's, the composed picture, and `pinId` names that pin (its page) while it is live; a
 * draft's are the first cut-out's pin's and its `pinId` is null.
 */
export interface CollageListItem {
  type: 'pin';
  id: string;
  images: ImageSet;
  description: string;
  pinner: UserModel;
  pinId: string | null;
}

/** The crop shapes the tool offers, each the largest of its shape centred on the image. */
export const CROP_PRESETS = ['full', 'square', 'portrait', 'landscape', 'center'] as const;
export type CropPreset = (typeof CROP_PRESETS)[number];

/** The crop a preset cuts from an image of the given size (fractions of that image). */
export function presetCrop(preset: CropPreset, width: number, height: number): CropRect {
  if (preset === 'full' || width <= 0 || height <= 0) return { x: 0, y: 0, w: 1, h: 1 };
  if (preset === 'center') return { x: 0.25, y: 0.25, w: 0.5, h: 0.5 };
  const ratio = preset === 'square' ? 1 : preset === 'portrait' ? 2 / 3 : 3 / 2;
  const imageRatio = width / height;
  const w = Math.min(1, ratio / imageRatio);
  const h = Math.min(1, imageRatio / ratio);
  return { x: round((1 - w) / 2), y: round((1 - h) / 2), w: round(w), h: round(h) };
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** A cut-out moved by (dx, dy), its centre kept on the canvas. */
export function moveItem(item: CollageItem, dx: number, dy: number): CollageItem {
  return { ...item, x: round(clamp(item.x + dx, 0, 1)), y: round(clamp(item.y + dy, 0, 1)) };
}

/** The move an arrow key asks for, or null for any other key (the tool's keyboard nudge). */
export function nudgeFor(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? NUDGE_STEP * 10 : NUDGE_STEP;
  if (key === 'ArrowLeft') return { dx: -step, dy: 0 };
  if (key === 'ArrowRight') return { dx: step, dy: 0 };
  if (key === 'ArrowUp') return { dx: 0, dy: -step };
  if (key === 'ArrowDown') return { dx: 0, dy: step };
  return null;
}

/** The items with the chosen one brought one step forward (swapping z with the one above). */
export function bringForward(items: readonly CollageItem[], index: number): CollageItem[] {
  const target = items[index];
  if (!target) return [...items];
  const above = items
    .map((it, i) => ({ it, i }))
    .filter(({ it }) => it.z > target.z)
    .sort((a, b) => a.it.z - b.it.z)[0];
  if (!above) return [...items];
  return items.map((it, i) => {
    if (i === index) return { ...it, z: above.it.z };
    if (i === above.i) return { ...it, z: target.z };
    return it;
  });
}

/** A new cut-out of a pin, placed in a loose grid so new ones do not land on each other. */
export function newItem(
  pinId: string,
  crop: CropRect,
  existing: readonly CollageItem[],
): CollageItem {
  const n = existing.length;
  const z = existing.reduce((m, it) => Math.max(m, it.z + 1), 0);
  return {
    pinId,
    crop,
    x: round(0.2 + (n % 4) * 0.2),
    y: round(0.2 + (Math.floor(n / 4) % 4) * 0.2),
    scale: 1,
    rotation: 0,
    z,
  };
}

/** A cut-out is this share of the canvas wide at scale 1 (the tool and the composed picture). */
export const CUT_OUT_BASE_WIDTH = 0.32;

/**
 * A cut-out's frame on a canvas `canvas` units wide (decision 021): its width and height (the
 * crop's aspect kept) and the top-left corner of the unrotated frame around its centre. The
 * tool draws it in CSS and publishing composes the picture from the same numbers.
 */
export function cutOutFrame(
  item: Pick<CollageItem, 'crop' | 'x' | 'y' | 'scale'>,
  image: { width: number; height: number },
  canvas: number,
): { left: number; top: number; width: number; height: number } {
  const aspect =
    image.width > 0 && image.height > 0
      ? (item.crop.w * image.width) / (item.crop.h * image.height)
      : 1;
  const width = CUT_OUT_BASE_WIDTH * item.scale * canvas;
  const height = width / aspect;
  return { left: item.x * canvas - width / 2, top: item.y * canvas - height / 2, width, height };
}

/**
 * Decision 021: the collage's paper. The composed picture is one image every viewer sees in
 * either theme, so it cannot follow the maker's theme; the tool draws the same paper in both
 * themes, so what the maker arranged is what gets published. Its ink is the tool's hint on it.
 */
export const COLLAGE_PAPER = { color: '#efefef', ink: '#5f5f5f' } as const;

/** A `#rrggbb` colour's channels (the composer paints the paper with them). */
export function paperChannels(hex: string = COLLAGE_PAPER.color): {
  r: number;
  g: number;
  b: number;
} {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return { r: parseInt(m[1] ?? '', 16), g: parseInt(m[2] ?? '', 16), b: parseInt(m[3] ?? '', 16) };
}

/** The cut-outs back to front: by z, ties in their saved order (the later one in front). */
export function paintOrder<T extends Pick<CollageItem, 'z'>>(items: readonly T[]): T[] {
  return items
    .map((it, i) => ({ it, i }))
    .sort((a, b) => a.it.z - b.it.z || a.i - b.i)
    .map(({ it }) => it);
}
