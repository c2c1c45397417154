import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/models';
import type { Ctx } from '../../context.ts';
import { pinReports, pins } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { encodeBookmark } from '../feeds/cursor.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import {
  DEFAULT_PAGE_SIZE,
  type FeedOptions,
  relatedConditions,
  relatedTo,
} from '../feeds/pin-feeds.ts';
import type { PinRow } from '../feeds/present.ts';
import {
  productPinCondition,
  RELATED_PRODUCTS_PAGE_SIZE,
  relatedProductsOf,
} from './related-products.ts';

const REMOVED_AFTER_REPORT = 'Removed for going against the community guidelines';

/**
 * The pin's row; unknown and deleted pins are a 404 with their reason (spec 01 §8). A pin an
 * employee took down after a report (issue 13) says so instead of blaming its creator.
 */
async function loadPinRow(ctx: Ctx, id: number): Promise<PinRow> {
  const [row] = await ctx.db.select().from(pins).where(eq(pins.id, id)).limit(1);
  if (!row) throw notFound('Unavailable', { reason: 'unknown' });
  if (row.deletedAt) {
    const [removed] = await ctx.db
      .select({ id: pinReports.id })
      .from(pinReports)
      .where(and(eq(pinReports.pinId, id), eq(pinReports.status, 'removed')))
      .limit(1);
    if (removed) throw notFound(REMOVED_AFTER_REPORT, { reason: 'removed' });
    throw notFound('Removed by the creator', { reason: 'deleted' });
  }
  return row;
}

/** A pin as the viewer may see it; hidden by privacy or a deleted pinner reads as unknown. */
async function loadVisiblePin(ctx: Ctx, id: number): Promise<{ row: PinRow; model: PinModel }> {
  const row = await loadPinRow(ctx, id);
  const [model] = await hydratePins(ctx, [row]);
  if (!model) throw notFound('Unavailable', { reason: 'unknown' });
  return { row, model };
}

/** spec 01 §2 closeup data; spec 01 §8: an unavailable pin is a 404 with its reason. */
export async function getPin(ctx: Ctx, id: number): Promise<PinModel> {
  return (await loadVisiblePin(ctx, id)).model;
}

/** Related pins: same interest, then anything newer, never the pin itself. */
export async function relatedPins(
  ctx: Ctx,
  pinId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  // The pin must be visible to the viewer: a related feed would otherwise reveal a secret pin.
  const { row } = await loadVisiblePin(ctx, pinId);
  return relatedTo(ctx, row, opts);
}

/** spec 01 §2 CloseupRelatedProducts of a pin the viewer may see (related-products.ts). */
export async function relatedProducts(
  ctx: Ctx,
  pinId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  const { row } = await loadVisiblePin(ctx, pinId);
  return relatedProductsOf(ctx, row, opts);
}

export interface CloseupData {
  pin: PinModel;
  related: Page<PinModel>;
  /** the first related products; null when they could not be read (the row is a nicety) */
  relatedProducts: PinModel[] | null;
}

interface FeedRow {
  pin: PinRow;
  createdAtText: string;
}

/** The first rows of a related feed, newest first, as the feed's first round reads them. */
function firstRows(ctx: Ctx, where: SQL[], limit: number): Promise<FeedRow[]> {
  return ctx.db
    .select({ pin: pins, createdAtText: sql<string>`${pins.createdAt}::text` })
    .from(pins)
    .where(and(isNull(pins.deletedAt), ...where))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(limit);
}

/**
 * Rows read ahead beyond a page (plus one): a few pins the viewer may not see (secret boards,
 * deleted pinners) then cost nothing more; only when more are hidden does the feed read on.
 */
const READ_AHEAD = 4;

/**
 * The first page cut from the rows read ahead, as the feed cuts it (the first visible pins in
 * order; the bookmark after the last one, or null when no row is left); null when hydration
 * hid so many that the page is not full, which the caller then leaves to the feed itself.
 */
function firstPage(
  rows: FeedRow[],
  visible: Map<string, PinModel>,
  pageSize: number,
  limit: number,
): Page<PinModel> | null {
  const items: PinModel[] = [];
  for (const [i, r] of rows.entries()) {
    const model = visible.get(String(r.pin.id));
    if (model) items.push(model);
    if (items.length === pageSize) {
      const more = i < rows.length - 1 || rows.length === limit;
      const bookmark = more ? encodeBookmark({ createdAt: r.createdAtText, id: r.pin.id }) : null;
      return { items, bookmark };
    }
  }
  return rows.length < limit ? { items, bookmark: null } : null;
}

/**
 * The closeup (page and in-app overlay) in one go: the pin's row, then the first rows of related
 * pins and of related products (two independent queries, in parallel on PostgreSQL), then ONE
 * hydration of all of them. The pin must be visible to the viewer, or nothing else is returned.
 * Pages are the same the related-pins and related-products feeds answer, so their bookmarks
 * continue there.
 */
export async function getCloseup(
  ctx: Ctx,
  id: number,
  opts: { relatedPageSize?: number } = {},
): Promise<CloseupData> {
  const row = await loadPinRow(ctx, id);
  const where = relatedConditions(row);
  const relatedPageSize = opts.relatedPageSize ?? DEFAULT_PAGE_SIZE;
  const relatedLimit = relatedPageSize + 1 + READ_AHEAD;
  const productLimit = RELATED_PRODUCTS_PAGE_SIZE + 1 + READ_AHEAD;
  const [relatedRows, productRows] = await Promise.all([
    firstRows(ctx, where, relatedLimit),
    firstRows(ctx, [...where, productPinCondition()], productLimit),
  ]);
  const rows = new Map<number, PinRow>([[row.id, row]]);
  for (const r of [...relatedRows, ...productRows]) rows.set(r.pin.id, r.pin);
  // the related rows are a feed: pins the viewer hid stay out of it (issue 13)
  const models = await hydratePins(ctx, [...rows.values()], { feedAround: row.id });
  const visible = new Map(models.map((m) => [m.id, m]));
  const pin = visible.get(String(row.id));
  if (!pin) throw notFound('Unavailable', { reason: 'unknown' });
  const [related, products] = await Promise.all([
    firstPage(relatedRows, visible, relatedPageSize, relatedLimit) ??
      relatedTo(ctx, row, { pageSize: relatedPageSize }),
    // the row is a nicety: a failure there must not take the closeup down
    firstPage(productRows, visible, RELATED_PRODUCTS_PAGE_SIZE, productLimit) ??
      relatedProductsOf(ctx, row, {}).catch(() => null),
  ]);
  return { pin, related, relatedProducts: products?.items ?? null };
}
