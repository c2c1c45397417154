import { z } from 'zod';
import {
  MAX_COLLAGE_ITEMS,
  MAX_COLLAGE_TITLE,
  MAX_ITEM_SCALE,
  MIN_ITEM_SCALE,
} from '#domain/boards/collages';
import { badRequest, notFound } from '../../errors.ts';
import { type Reader, tr } from '../../services/platform/i18n.ts';
import { parseIn } from '../../services/platform/zod-i18n.ts';
import { idString, readableZodError } from '../resource.ts';
import { plainText } from '../text.ts';

/** Issue 14: the body of a collage write (POST and PUT /v3/users/me/shuffles/…). */

const fraction = z.number().min(0).max(1);

const item = z.object({
  pin_id: idString,
  crop: z.object({
    x: fraction,
    y: fraction,
    w: z.number().gt(0).max(1),
    h: z.number().gt(0).max(1),
  }),
  x: fraction,
  y: fraction,
  scale: z.number().min(MIN_ITEM_SCALE).max(MAX_ITEM_SCALE).default(1),
  rotation: z.number().min(-360).max(360).default(0),
  z: z.number().int().min(0).max(10_000).default(0),
});

export const collageBody = z.object({
  title: plainText().max(MAX_COLLAGE_TITLE, 'errors.collages.titleMax').default(''),
  items: z.array(item).max(MAX_COLLAGE_ITEMS, 'errors.collages.itemsMax').default([]),
});

/** The body checked, in the service's shape; a bad one is a 400 naming the field. */
export function parseCollageBody(reader: Reader, raw: unknown) {
  const parsed = parseIn(reader, collageBody, raw ?? {});
  if (!parsed.success) throw badRequest(readableZodError(parsed.error));
  return {
    title: parsed.data.title,
    items: parsed.data.items.map((it) => ({
      pinId: String(it.pin_id),
      crop: it.crop,
      x: it.x,
      y: it.y,
      scale: it.scale,
      rotation: it.rotation,
      z: it.z,
    })),
  };
}

/** A collage id from the path; anything else is the 404 a missing collage gets. */
export const collageParams = z.object({ id: idString });

export function collageId(ctx: { locale?: string }, raw: string): number {
  const id = collageParams.safeParse({ id: raw });
  if (!id.success) throw notFound(tr(ctx, 'errors.collages.notFound'));
  return id.data.id;
}

/** The list's query (spec 02 §7 M-339): is_draft, transform_to_pins, fields. */
export const listQuery = z.object({
  is_draft: z.enum(['true', 'false']).default('false'),
  transform_to_pins: z.enum(['true', 'false']).optional(),
  fields: plainText().max(500).optional(),
});

export function parseListQuery(reader: Reader, raw: unknown) {
  const parsed = parseIn(reader, listQuery, raw ?? {});
  if (!parsed.success) throw badRequest(readableZodError(parsed.error));
  return { isDraft: parsed.data.is_draft === 'true' };
}
