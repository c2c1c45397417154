import { type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/models';
import { cardPinType } from '#domain/pin-type';
import { VIDEO_FORMAT_KEYS } from '#domain/video';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { type FeedOptions, relatedTo } from '../feeds/pin-feeds.ts';
import type { PinRow } from '../feeds/present.ts';

/** A related-products row (spec 01 §9 box width 142) shows a short strip, not a feed wall. */
export const RELATED_PRODUCTS_PAGE_SIZE = 12;
export const RELATED_PRODUCTS_MAX_PAGE_SIZE = 50;

export function isProductPin(pin: PinModel): boolean {
  return cardPinType(pin) === 'product';
}

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

/**
 * spec 01 §2 CloseupRelatedProducts: other product pins of the same interest as the pin, i.e. the
 * related-pins feed (pin-feeds.ts relatedTo) narrowed to product pins in SQL, so its rules hold
 * here too: the pin itself and its root never appear, pins on secret boards the viewer is not a
 * member of are dropped by hydration, and the bookmark is the feed's own keyset. The caller has
 * checked that the pin is visible to the viewer (closeup.ts relatedProducts).
 */
export function relatedProductsOf(
  ctx: Ctx,
  row: PinRow,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return relatedTo(
    ctx,
    row,
    { bookmark: opts.bookmark, pageSize: productPageSize(opts.pageSize) },
    [productPinCondition()],
    ':products',
  );
}
