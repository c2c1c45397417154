import { and, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/models';
import type { Ctx } from '../context.ts';
import { boards, pins, users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { decodeBookmark, pageOf } from './cursor.ts';
import { hydratePins } from './hydrate.ts';
import type { PinRow } from './present.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface FeedOptions {
  bookmark?: string | null | undefined;
  pageSize?: number | undefined;
}

function clampPageSize(n: number | undefined): number {
  if (!n || !Number.isFinite(n)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(n)));
}

function viewerId(ctx: Ctx): number | null {
  return ctx.viewer.id ? Number(ctx.viewer.id) : null;
}

/**
 * Skeleton step of every pin feed: ids in (created_at, id) descending order after the bookmark,
 * on live pins of live pinners on boards the viewer may see. Then hydrate → rules → present.
 */
async function pinFeed(ctx: Ctx, where: SQL[], opts: FeedOptions): Promise<Page<PinModel>> {
  const pageSize = clampPageSize(opts.pageSize);
  const after = decodeBookmark(opts.bookmark);
  const me = viewerId(ctx);
  const conds: SQL[] = [
    isNull(pins.deletedAt),
    isNull(users.deletedAt),
    ...where,
    // secret boards: only the owner (collaborators' access is checked again when hydrating)
    or(
      isNull(pins.boardId),
      and(
        isNull(boards.deletedAt),
        me === null
          ? ne(boards.privacy, 'secret')
          : or(ne(boards.privacy, 'secret'), eq(boards.ownerId, me)),
      ),
    ) as SQL,
  ];
  if (after) {
    conds.push(
      sql`(${pins.createdAt}, ${pins.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  const rows = await ctx.db
    .select({ pin: pins, createdAtText: sql<string>`${pins.createdAt}::text` })
    .from(pins)
    .innerJoin(users, eq(users.id, pins.pinnerId))
    .leftJoin(boards, eq(boards.id, pins.boardId))
    .where(and(...conds))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(pageSize + 1);
  const page = pageOf(
    rows.map((r) => ({ ...r, id: r.pin.id })),
    pageSize,
  );
  const items = await hydratePins(
    ctx,
    page.rows.map((r) => r.pin),
  );
  return { items, bookmark: page.bookmark };
}

/** Home feed: the newest original pins (repins would repeat the same picture). */
export function homeFeed(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  return pinFeed(ctx, [isNull(pins.originPinId)], opts);
}

export function boardFeed(
  ctx: Ctx,
  boardId: number,
  opts: FeedOptions & { sectionId?: number | undefined } = {},
): Promise<Page<PinModel>> {
  const where = [eq(pins.boardId, boardId)];
  if (opts.sectionId !== undefined) where.push(eq(pins.sectionId, opts.sectionId));
  return pinFeed(ctx, where, opts);
}

/** spec 01 §2 /{username}/_created/: pins the user made, not the ones they saved. */
export function createdFeed(
  ctx: Ctx,
  userId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return pinFeed(ctx, [eq(pins.pinnerId, userId), isNull(pins.originPinId)], opts);
}

/** Related pins: same interest, then anything newer, never the pin itself. */
export async function relatedPins(
  ctx: Ctx,
  pinId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  // The pin must be visible to the viewer: a related feed would otherwise reveal a secret pin.
  const { row: pin } = await loadVisiblePin(ctx, pinId);
  const rootId = pin.originPinId ?? pin.id;
  const where: SQL[] = [ne(pins.id, pin.id), ne(pins.id, rootId), isNull(pins.originPinId)];
  if (pin.interestId !== null) where.push(eq(pins.interestId, pin.interestId));
  return pinFeed(ctx, where, opts);
}

async function getPinRow(ctx: Ctx, id: number): Promise<PinRow> {
  const [row] = await ctx.db.select().from(pins).where(eq(pins.id, id)).limit(1);
  if (!row) throw notFound('Unavailable', { reason: 'unknown' });
  if (row.deletedAt) throw notFound('Removed by the creator', { reason: 'deleted' });
  return row;
}

/** A pin as the viewer may see it; hidden by privacy or a deleted pinner reads as unknown. */
async function loadVisiblePin(ctx: Ctx, id: number): Promise<{ row: PinRow; model: PinModel }> {
  const row = await getPinRow(ctx, id);
  const [model] = await hydratePins(ctx, [row]);
  if (!model) throw notFound('Unavailable', { reason: 'unknown' });
  return { row, model };
}

/** spec 01 §2 closeup data; spec 01 §8: an unavailable pin is a 404 with its reason. */
export async function getPin(ctx: Ctx, id: number): Promise<PinModel> {
  return (await loadVisiblePin(ctx, id)).model;
}

/** Soft delete; the closeup then says 'Removed by the creator' (spec 01 §8). */
export async function deletePin(ctx: Ctx, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pins)
      .set({ deletedAt: ctx.now(), updatedAt: ctx.now() })
      .where(and(eq(pins.id, id), isNull(pins.deletedAt)))
      .returning({ boardId: pins.boardId });
    if (!row) throw notFound('Unavailable', { reason: 'unknown' });
    if (row.boardId !== null) {
      await tx
        .update(boards)
        .set({ pinCount: sql`greatest(${boards.pinCount} - 1, 0)` })
        .where(eq(boards.id, row.boardId));
    }
  });
}
