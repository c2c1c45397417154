import { and, eq, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pinReports, pins } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { pinRowColumns } from '../feeds/columns.ts';
import { hydrateCloseupRow, hydrateRows, visibleRules } from '../feeds/hydrate.ts';
import type { FeedOptions } from '../feeds/pin-feeds.ts';
import { createPipeline } from '../feeds/pipeline.ts';
import type { PinRow } from '../feeds/present.ts';
import { relatedTo } from '../feeds/related.ts';
import { pinVisibleTo, viewerIdOf } from '../feeds/visible-sql.ts';
import { builtOnce, type Runs } from '../platform/built-once.ts';
import { noteReads, pinTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { relatedProductsOf } from './related-products.ts';

/** Pin rows kept by id (decision 039: until the pin's tag changes, or anything else does). */
const MAX_CACHED_ROWS = 5000;

// decision 096: built once per database handle
const pinRowQuery = builtOnce((db: Runs) =>
  db
    .select(pinRowColumns)
    .from(pins)
    .where(eq(pins.id, sql.placeholder('id')))
    .limit(1)
    .prepare('tessera_q_pin_row'),
);

/**
 * The pin's row; unknown and deleted pins are a 404 with their reason (spec 01 §8). A pin an
 * employee took down after a report (issue 13) says so instead of blaming its creator.
 */
async function loadPinRow(ctx: Ctx, id: number): Promise<PinRow> {
  const cache = versionedCache<PinRow | null>(ctx.db, 'pins:row', MAX_CACHED_ROWS);
  noteReads(ctx, [pinTag(id)]);
  let row = cache.get(id);
  if (row === undefined) {
    [row = null] = await pinRowQuery(ctx.db).execute({ id });
    cache.set(id, row, [pinTag(id)]);
  }
  return liveRow(ctx, id, row ?? undefined);
}

async function liveRow(ctx: Ctx, id: number, row: PinRow | undefined): Promise<PinRow> {
  if (!row) throw notFound(tr(ctx, 'errors.pins.unavailable'), { reason: 'unknown' });
  if (row.deletedAt) {
    const [removed] = await ctx.db
      .select({ id: pinReports.id })
      .from(pinReports)
      .where(and(eq(pinReports.pinId, id), eq(pinReports.status, 'removed')))
      .limit(1);
    if (removed) throw notFound(tr(ctx, 'errors.pins.removedAfterReport'), { reason: 'removed' });
    throw notFound(tr(ctx, 'errors.pins.removedByCreator'), { reason: 'deleted' });
  }
  return row;
}

interface PinParams {
  id: number;
  pageSize: number;
}

/**
 * One pin through the feed pipeline: its row is the skeleton (unknown and deleted pins stop
 * there with their reason), hydrated at every size; the rules are the visibility rules only,
 * since a pin the viewer hid still opens as its own closeup (issue 13). Hidden by privacy or a
 * deleted pinner, it reads as unknown.
 */
const pinPipeline = createPipeline<PinParams, number, PinRow, { row: PinRow; model: PinModel }>({
  start: (p) => p.id,
  skeleton: async (ctx, p) => ({ rows: [await loadPinRow(ctx, p.id)], next: p.id, done: true }),
  after: (row) => row.id,
  hydrate: (ctx, rows) =>
    rows.length === 1 && rows[0] ? hydrateCloseupRow(ctx, rows[0]) : hydrateRows(ctx, rows),
  rules: visibleRules,
  present(ctx, _p, page) {
    const [row] = page.rows;
    const [model] = page.items;
    if (!row || !model) throw notFound(tr(ctx, 'errors.pins.unavailable'), { reason: 'unknown' });
    return { row, model };
  },
});

function loadVisiblePin(ctx: Ctx, id: number): Promise<{ row: PinRow; model: PinModel }> {
  return pinPipeline(ctx, { id, pageSize: 1 });
}

/**
 * The pin's row when the viewer may see it, without its model: visibility decided in the same
 * query (visible-sql.ts pinVisibleTo, the rule hydration applies), so a related feed checks its
 * pin in one query instead of a hydration (decision 040). Hidden, it reads as unknown.
 */
async function loadVisibleRow(ctx: Ctx, id: number): Promise<PinRow> {
  const [found] = await ctx.db
    .select({ pin: pinRowColumns, visible: pinVisibleTo(viewerIdOf(ctx)) })
    .from(pins)
    .where(eq(pins.id, id))
    .limit(1);
  const row = await liveRow(ctx, id, found?.pin);
  if (!found?.visible) throw notFound(tr(ctx, 'errors.pins.unavailable'), { reason: 'unknown' });
  return row;
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
  return relatedTo(ctx, await loadVisibleRow(ctx, pinId), opts);
}

/** spec 01 §2 CloseupRelatedProducts of a pin the viewer may see (related-products.ts). */
export async function relatedProducts(
  ctx: Ctx,
  pinId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return relatedProductsOf(ctx, await loadVisibleRow(ctx, pinId), opts);
}

export interface CloseupData {
  pin: PinModel;
  related: Page<PinModel>;
  /** the first related products; null when they could not be read (the row is a nicety) */
  relatedProducts: PinModel[] | null;
}

/**
 * The closeup (page and in-app overlay): the pin through the pipeline, then, once it is known to
 * be visible to the viewer, the first pages of its related pins and related products, each
 * through the pipeline as their own feeds answer them (so their bookmarks continue there),
 * together.
 */
export async function getCloseup(
  ctx: Ctx,
  id: number,
  opts: { relatedPageSize?: number } = {},
): Promise<CloseupData> {
  const { row, model } = await loadVisiblePin(ctx, id);
  const [related, products] = await Promise.all([
    relatedTo(ctx, row, { pageSize: opts.relatedPageSize }),
    // the row is a nicety: a failure there must not take the closeup down
    relatedProductsOf(ctx, row, {}).catch(() => null),
  ]);
  return { pin: model, related, relatedProducts: products?.items ?? null };
}
