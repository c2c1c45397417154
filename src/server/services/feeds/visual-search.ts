import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { images, pins } from '../../db/schema/index.ts';
import { getPin } from '../pins/closeup.ts';
import { productPinCondition } from '../pins/related-products.ts';
import { LISTS_TAG, noteReads, pictureTag } from '../platform/data-version.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { nearestAlikes } from './alikes.ts';
import { hydrateFeedPins } from './hydrate.ts';
import { viewerIdOf, visibleInFeeds } from './visible-sql.ts';

/** The page shows the closest pins only: a grid, not a feed. */
export const VISUAL_SEARCH_LIMIT = 50;

export interface VisualSearch {
  pin: PinModel;
  similar: PinModel[];
}

interface Hit {
  id: number;
  pinnerId: number;
  boardId: number | null;
  originPinId: number | null;
}

/**
 * spec 02 §2 M-037 /pin/{id}/visual-search/ and M-038 .../products/ (issue 16): the pins whose
 * picture looks most like this pin's, nearest first by the Hamming distance of their dHashes
 * (images.phash), a same colour family breaking ties, originals only, never the pin, its root or
 * the same picture again; `products` keeps product pins only (spec 01 §4 card pin type). The pin
 * must be visible to the viewer exactly as on its closeup (getPin: 404 for unknown, deleted and
 * secret pins), and the feed rules are in the query (visible-sql.ts) and hydration both.
 * One query for the pin's own image, one for the neighbours (kept per viewer until the next
 * write), then hydration.
 */
export async function visualSearch(
  ctx: Ctx,
  pinId: number,
  opts: { products?: boolean } = {},
): Promise<VisualSearch> {
  const pin = await getPin(ctx, pinId);
  const me = viewerIdOf(ctx);
  const cache = versionedCache<Hit[]>(ctx.db, 'visual-search', 500);
  const key = `${pinId}:${opts.products ? 'p' : 'a'}:${me ?? ''}`;
  // what the look-alikes were read from: any list, and the look-alikes found (decision 091)
  const tags = [LISTS_TAG, pictureTag(pin.imageSignature)];
  noteReads(ctx, tags);
  let hits = cache.get(key);
  if (!hits) {
    hits = await neighbours(ctx, pin, me, opts.products === true);
    cache.set(key, hits, tags);
  }
  return { pin, similar: await hydrateFeedPins(ctx, hits) };
}

async function neighbours(
  ctx: Ctx,
  pin: PinModel,
  me: number | null,
  products: boolean,
): Promise<Hit[]> {
  const [own] = await ctx.db
    .select({ phash: images.phash, family: images.colorFamily })
    .from(images)
    .where(eq(images.signature, pin.imageSignature))
    .limit(1);
  if (!own?.phash) return [];
  const id = Number(pin.id);
  const root = pin.originPinId === null ? id : Number(pin.originPinId);
  const sameFamily = own.family ? [desc(sql`(ci.color_family = ${own.family})`)] : [];
  const where: SQL[] = [
    isNull(pins.deletedAt),
    isNull(pins.originPinId),
    sql`${pins.id} <> ${id}`,
    sql`${pins.id} <> ${root}`,
    visibleInFeeds(me),
  ];
  if (products) where.push(productPinCondition());
  // decision 091: the picture's look-alikes as the image-alikes job found them (never itself)
  const alike = sql`${nearestAlikes(pin.imageSignature)} n`;
  return ctx.db
    .select({
      id: pins.id,
      pinnerId: pins.pinnerId,
      boardId: pins.boardId,
      originPinId: pins.originPinId,
    })
    .from(pins)
    .innerJoin(alike, sql`n.alike = ${pins.imageSignature}`)
    .innerJoin(sql`images ci`, sql`ci.signature = n.alike`)
    .where(and(...where))
    .orderBy(asc(sql`n.distance`), ...sameFamily, desc(pins.createdAt), desc(pins.id))
    .limit(VISUAL_SEARCH_LIMIT);
}
