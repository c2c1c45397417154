import { and, desc, isNull, type SQL, sql } from 'drizzle-orm';
import { VIDEO_FORMAT_KEYS } from '#domain/media/video';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { decodeBookmark, encodeBookmark, type Keyset } from '../feeds/cursor.ts';
import type { PinRef } from '../feeds/hydrate.ts';
import { type FeedOptions, relatedConditions } from '../feeds/pin-feeds.ts';
import { createPipeline, type SkeletonBatch } from '../feeds/pipeline.ts';
import type { PinRow } from '../feeds/present.ts';
import { viewerIdOf, visibleInFeeds } from '../feeds/visible-sql.ts';

/** A related-products row (spec 01 §9 box width 142) shows a short strip, not a feed wall. */
export const RELATED_PRODUCTS_PAGE_SIZE = 12;
export const RELATED_PRODUCTS_MAX_PAGE_SIZE = 50;

/** The page size asked for, within the row's bounds. */
export function productPageSize(pageSize: number | undefined): number {
  return Math.min(
    RELATED_PRODUCTS_MAX_PAGE_SIZE,
    Math.max(1, Math.floor(pageSize ?? RELATED_PRODUCTS_PAGE_SIZE)),
  );
}

/** spec 02 §5 isUsableVideoFormat in SQL: thumbnail, url, width > 0 and height > 0. */
function usableVideoFormat(key: string): SQL {
  const f = sql`(${pins.video} -> 'videoList' -> ${sql.raw(`'${key}'`)})`;
  return sql`(coalesce(${f} ->> 'thumbnail', '') <> '' and coalesce(${f} ->> 'url', '') <> ''
    and case when jsonb_typeof(${f} -> 'width') = 'number' and jsonb_typeof(${f} -> 'height') = 'number'
      then (${f} ->> 'width')::float8 > 0 and (${f} ->> 'height')::float8 > 0 else false end)`;
}

/**
 * spec 01 §4 card pin type 'product' in SQL, so the database picks the product pins instead of
 * hydrating a related page to look (the same order as cardPinType: a usable video, an embedded
 * video or gif comes first; then rich metadata of type product or shopping flag 5 or 6). Pins
 * are never one-tap here (isEligibleForWebCloseup is not stored). Checked against cardPinType
 * in tests/integration/related-products-sql.test.ts.
 */
export function productPinCondition(): SQL {
  const video = sql.join(VIDEO_FORMAT_KEYS.map(usableVideoFormat), sql` or `);
  return sql`(
    (${pins.richMetadata} ->> 'typeName' = 'product'
      or coalesce(${pins.shopping} -> 'shoppingFlags' @> '[5]'::jsonb
        or ${pins.shopping} -> 'shoppingFlags' @> '[6]'::jsonb, false))
    and coalesce(${pins.embed} ->> 'type', '') not in ('video', 'gif')
    and not (${video})
  )`;
}

interface ProductRow extends PinRef {
  createdAtText: string;
}

interface ProductParams {
  row: PinRow;
  bookmark: string | null | undefined;
  pageSize: number;
}

function keysetAfter(r: ProductRow): Keyset {
  return { createdAt: r.createdAtText, id: r.id };
}

/**
 * The product pins among the pin's related pins, newest first after `after`: the product
 * condition and the feed rules (visible-sql.ts: secret boards only for their members, hidden
 * pins left out) are in SQL, so a page is one scan of `pins` (issue 16).
 */
async function productSkeleton(
  ctx: Ctx,
  p: ProductParams,
  after: Keyset | null,
  want: number,
): Promise<SkeletonBatch<ProductRow, Keyset | null>> {
  const where: SQL[] = [
    isNull(pins.deletedAt),
    ...relatedConditions(p.row),
    productPinCondition(),
    visibleInFeeds(viewerIdOf(ctx)),
  ];
  if (after) {
    where.push(
      sql`(${pins.createdAt}, ${pins.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  const rows = await ctx.db
    .select({
      id: pins.id,
      pinnerId: pins.pinnerId,
      boardId: pins.boardId,
      originPinId: pins.originPinId,
      createdAtText: sql<string>`${pins.createdAt}::text`,
    })
    .from(pins)
    .where(and(...where))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(want);
  const last = rows.at(-1);
  return { rows, next: last ? keysetAfter(last) : after, done: rows.length < want };
}

const relatedProductsPipeline = createPipeline<
  ProductParams,
  Keyset | null,
  ProductRow,
  Page<PinModel>
>({
  start: (p) => decodeBookmark(p.bookmark),
  skeleton: productSkeleton,
  after: keysetAfter,
  present: (_ctx, _p, page) => ({
    items: page.items,
    bookmark: page.next ? encodeBookmark(page.next) : null,
  }),
});

/**
 * spec 01 §2 CloseupRelatedProducts: the product pins among the pin's related pins (pin-feeds.ts
 * relatedConditions: same interest, saved on the same public boards, or alike), through the feed
 * pipeline; the pin itself and its root never appear. The caller has checked that the pin is
 * visible to the viewer (closeup.ts relatedProducts).
 */
export function relatedProductsOf(
  ctx: Ctx,
  row: PinRow,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return relatedProductsPipeline(ctx, {
    row,
    bookmark: opts.bookmark,
    pageSize: productPageSize(opts.pageSize),
  });
}
