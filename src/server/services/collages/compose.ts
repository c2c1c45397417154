import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp, { type OverlayOptions } from 'sharp';
import { type CollageItem, cutOutFrame, paintOrder, paperChannels } from '#domain/boards/collages';
import type { Ctx } from '../../context.ts';
import { images, pins } from '../../db/schema/index.ts';
import type { BlobStore } from '../../images/blob-store.ts';
import { ingestImage, originalKey } from '../../images/pipeline.ts';
import { storeImageRow } from '../pins/upload.ts';

/** The composed picture is this many pixels square: a closeup's width on a wide screen. */
const CANVAS = 1000;
/** Decision 021: the paper the tool draws in both themes. */
const BACKGROUND = paperChannels();
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

interface Source {
  signature: string;
  width: number;
  height: number;
}

/** One cut-out drawn: cropped, sized and turned as the tool shows it, clipped to the canvas. */
async function layer(
  store: BlobStore,
  item: CollageItem,
  source: Source,
): Promise<OverlayOptions | null> {
  const original = await store.get(originalKey(source.signature));
  if (!original) return null;
  const { width: W = source.width, height: H = source.height } = await sharp(original).metadata();
  const frame = cutOutFrame(item, { width: W, height: H }, CANVAS);
  const left = Math.min(W - 1, Math.floor(item.crop.x * W));
  const top = Math.min(H - 1, Math.floor(item.crop.y * H));
  const cropped = await sharp(original)
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(W - left, Math.round(item.crop.w * W))),
      height: Math.max(1, Math.min(H - top, Math.round(item.crop.h * H))),
    })
    .resize(Math.max(1, Math.round(frame.width)), Math.max(1, Math.round(frame.height)), {
      fit: 'fill',
    })
    .ensureAlpha()
    .png()
    .toBuffer();
  // sharp turns before it resizes within one pipeline, so the turn is a second pass; a turned
  // picture grows to hold its corners, around the same centre
  const turned =
    item.rotation % 360 === 0
      ? sharp(cropped)
      : sharp(cropped).rotate(item.rotation, { background: CLEAR });
  const { data, info } = await turned.png().toBuffer({ resolveWithObject: true });
  const x = Math.round(item.x * CANVAS - info.width / 2);
  const y = Math.round(item.y * CANVAS - info.height / 2);
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  const x1 = Math.min(CANVAS, x + info.width);
  const y1 = Math.min(CANVAS, y + info.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const whole = x0 === x && y0 === y && x1 - x0 === info.width && y1 - y0 === info.height;
  const input = whole
    ? data
    : await sharp(data)
        .extract({ left: x0 - x, top: y0 - y, width: x1 - x0, height: y1 - y0 })
        .png()
        .toBuffer();
  return { input, left: x0, top: y0 };
}

/**
 * Decision 021: the collage as one picture, every cut-out drawn back to front on the square
 * canvas with the tool's geometry (`cutOutFrame`), stored as any upload is; its signature.
 * The cut-outs are the ones the owner may still see (getCollage's rule).
 */
export async function composeCollage(ctx: Ctx, items: readonly CollageItem[]): Promise<string> {
  const ids = [...new Set(items.map((it) => Number(it.pinId)))];
  const rows = await ctx.db
    .select({
      id: pins.id,
      signature: images.signature,
      width: images.width,
      height: images.height,
    })
    .from(pins)
    .innerJoin(images, eq(images.signature, pins.imageSignature))
    .where(and(inArray(pins.id, ids), isNull(pins.deletedAt)));
  const byPin = new Map(rows.map((r) => [String(r.id), r]));
  const layers: OverlayOptions[] = [];
  for (const item of paintOrder(items)) {
    const source = byPin.get(item.pinId);
    const drawn = source ? await layer(ctx.blobs, item, source) : null;
    if (drawn) layers.push(drawn);
  }
  const png = await sharp({
    create: { width: CANVAS, height: CANVAS, channels: 3, background: BACKGROUND },
  })
    .composite(layers)
    .png()
    .toBuffer();
  const stored = await ingestImage(ctx.blobs, png);
  await storeImageRow(ctx, stored);
  return stored.signature;
}
