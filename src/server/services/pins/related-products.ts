import { isNull, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { decodeBookmark, encodeBookmark, type Keyset } from '../feeds/cursor.ts';
import { readUnion, sourceWhere } from '../feeds/feed-union.ts';
import type { PinRef } from '../feeds/hydrate.ts';
import type { FeedOptions } from '../feeds/pin-feeds.ts';
import { createPipeline, type SkeletonBatch } from '../feeds/pipeline.ts';
import type { PinRow } from '../feeds/present.ts';
import { relatedFeed } from '../feeds/related.ts';
import { viewerIdOf, visibleInFeeds } from '../feeds/visible-sql.ts';
import { userTag } from '../platform/data-version.ts';
import { MAX_CACHED_SKELETONS, versionedCache } from '../platform/versioned-cache.ts';

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

/**
 * spec 01 §4 card pin type 'product' in SQL: the stored `pins.is_product` (schema/pins.ts, decision
 * 040), so the database picks the product pins instead of hydrating a related page to look, and
 * reads them from partial indexes of product pins. Checked against cardPinType in
 * tests/integration/related-products-sql.test.ts.
 */
export function productPinCondition(): SQL {
  return sql`${pins.isProduct}`;
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
 * pins left out) are in SQL, so a page is one query (issue 16), each source of related pins
 * read from its index of product pins (decision 040).
 */
async function productSkeleton(
  ctx: Ctx,
  p: ProductParams,
  after: Keyset | null,
  want: number,
): Promise<SkeletonBatch<ProductRow, Keyset | null>> {
  const related = await relatedFeed(ctx, p.row);
  const me = viewerIdOf(ctx);
  // the viewer's rules are in the query: kept per viewer, until what the related pins are read
  // from changes (decision 039), or anything the viewer hides or joins (which changes everything)
  const cache = versionedCache<ProductRow[]>(ctx.db, 'product-skeletons', MAX_CACHED_SKELETONS);
  const row = p.row;
  const key = [row.id, row.originPinId, row.interestId, row.imageSignature, related.tags, me]
    .concat(after ? [after.createdAt, after.id] : [], want)
    .join('|');
  let rows = cache.get(key);
  if (!rows) {
    const where: SQL[] = [
      isNull(pins.deletedAt),
      ...related.where,
      productPinCondition(),
      visibleInFeeds(me),
    ];
    const sources = related.sources ?? [sourceWhere(sql`true`)];
    rows = await readUnion(ctx, where, sources, after, want);
    cache.set(key, rows, me === null ? related.tags : [...related.tags, userTag(me)]);
  }
  const last = rows.at(-1);
  return { rows, next: last ? keysetAfter(last) : after, done: rows.length < want };
}

const relatedProductsPipeline = createPipeline<
  ProductParams,
  Keyset | null,
  ProductRow,
  Page<PinModel>
>({
  start: (p, ctx) => decodeBookmark(p.bookmark, ctx),
  skeleton: productSkeleton,
  after: keysetAfter,
  present: (_ctx, _p, page) => ({
    items: page.items,
    bookmark: page.next ? encodeBookmark(page.next) : null,
  }),
});

/**
 * spec 01 §2 CloseupRelatedProducts: the product pins among the pin's related pins (related.ts
 * relatedFeed: same interest, saved on the same public boards, or alike), through the feed
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
