import { eq } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import { type FeedOptions, relatedTo } from '../feeds/pin-feeds.ts';
import type { PinRow } from '../feeds/present.ts';

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

/** A pin as the viewer may see it; hidden by privacy or a deleted pinner reads as unknown. */
async function loadVisiblePin(ctx: Ctx, id: number): Promise<{ row: PinRow; model: PinModel }> {
  const [row] = await ctx.db.select().from(pins).where(eq(pins.id, id)).limit(1);
  if (!row) throw notFound('Unavailable', { reason: 'unknown' });
  if (row.deletedAt) throw notFound('Removed by the creator', { reason: 'deleted' });
  const [model] = await hydratePins(ctx, [row]);
  if (!model) throw notFound('Unavailable', { reason: 'unknown' });
  return { row, model };
}

/** spec 01 §2 closeup data; spec 01 §8: an unavailable pin is a 404 with its reason. */
export async function getPin(ctx: Ctx, id: number): Promise<PinModel> {
  return (await loadVisiblePin(ctx, id)).model;
}

/** The closeup page: the pin and the first page of related pins, the pin loaded once. */
export async function getCloseup(
  ctx: Ctx,
  id: number,
): Promise<{ pin: PinModel; related: Page<PinModel> }> {
  const { row, model } = await loadVisiblePin(ctx, id);
  return { pin: model, related: await relatedTo(ctx, row, {}) };
}
