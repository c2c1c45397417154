import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { IDEAS_CATEGORIES_LONG, IDEAS_CATEGORIES_SHORT } from '#domain/analytics/surfaces';
import { ideasPath } from '#domain/catalogue/routes';
import type { InterestFollowState, InterestModel } from '#domain/discovery/ideas';
import type { ImageSet, Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { interestFollows, interests, pins } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { type FeedOptions, originalsWhere } from '../feeds/pin-feeds.ts';
import { tr } from '../platform/i18n.ts';

export type InterestRow = typeof interests.$inferSelect;

const CATEGORY_SLUGS: readonly string[] = IDEAS_CATEGORIES_LONG;

/** A category's place in the spec's list (P-048); anything else after them. */
function categoryOrder(r: InterestRow): number {
  const at = CATEGORY_SLUGS.indexOf(r.urlName);
  return at === -1 ? CATEGORY_SLUGS.length : at;
}

export async function findInterestBySlug(ctx: Ctx, slug: string): Promise<InterestRow | null> {
  const [row] = await ctx.db.select().from(interests).where(eq(interests.urlName, slug)).limit(1);
  return row ?? null;
}

export async function findInterestById(ctx: Ctx, id: number): Promise<InterestRow | null> {
  const [row] = await ctx.db.select().from(interests).where(eq(interests.id, id)).limit(1);
  return row ?? null;
}

async function childrenOf(ctx: Ctx, ids: number[]): Promise<InterestRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(interests)
    .where(inArray(interests.parentId, ids))
    .orderBy(asc(interests.name));
}

/** An interest's pins come from it and its sub-interests. */
async function feedInterestIds(ctx: Ctx, row: InterestRow): Promise<number[]> {
  return [row.id, ...(await childrenOf(ctx, [row.id])).map((c) => c.id)];
}

/**
 * An interest's pins (issue 16 ideas pages; `video`: its video pins, M-057), newest first,
 * keyset-paged, through the feed hydration: secret boards' pins, hidden pins and blocked
 * pinners never show.
 */
export async function interestPins(
  ctx: Ctx,
  row: InterestRow,
  opts: FeedOptions & { video?: boolean } = {},
): Promise<Page<PinModel>> {
  const ids = await feedInterestIds(ctx, row);
  const where = [inArray(pins.interestId, ids)];
  if (opts.video) where.push(isNotNull(pins.video));
  return originalsWhere(ctx, `interest:${ids.join(',')}:${opts.video ? 'video' : ''}`, where, opts);
}

/** Every video pin with an interest (spec 02 §2 M-056 /videos/), newest first. */
export function allVideoPins(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  return originalsWhere(ctx, 'videos', [isNotNull(pins.video), isNotNull(pins.interestId)], opts);
}

/** The newest pins of any interest (the /ideas/ page's grid under the categories). */
export function freshIdeas(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  return originalsWhere(ctx, 'ideas', [isNotNull(pins.interestId)], opts);
}

async function followerCounts(ctx: Ctx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: interestFollows.interestId, n: count() })
    .from(interestFollows)
    .where(inArray(interestFollows.interestId, ids))
    .groupBy(interestFollows.interestId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function followedByViewer(ctx: Ctx, ids: number[]): Promise<Set<number>> {
  if (!ctx.viewer.isAuth || ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: interestFollows.interestId })
    .from(interestFollows)
    .where(
      and(
        eq(interestFollows.userId, Number(ctx.viewer.id)),
        inArray(interestFollows.interestId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Shapes rows for the viewer; `covers` pins' images per interest (0: none, no feed read). */
export async function presentInterests(
  ctx: Ctx,
  rows: InterestRow[],
  covers = 0,
): Promise<InterestModel[]> {
  const ids = rows.map((r) => r.id);
  const [counts, mine, images] = await Promise.all([
    followerCounts(ctx, ids),
    followedByViewer(ctx, ids),
    Promise.all(
      rows.map(async (r): Promise<ImageSet[]> => {
        if (covers === 0) return [];
        const page = await interestPins(ctx, r, { pageSize: covers });
        return page.items.map((p) => p.images);
      }),
    ),
  ]);
  return rows.map((r, i) => ({
    id: String(r.id),
    name: r.name,
    urlName: r.urlName,
    description: r.description,
    url: ideasPath(r.urlName),
    parentId: r.parentId === null ? null : String(r.parentId),
    followerCount: counts.get(r.id) ?? 0,
    followedByMe: mine.has(r.id),
    coverImages: images[i] ?? [],
  }));
}

/**
 * spec 01 §2 (P-048 … P-050): the ideas categories in the spec's order, the long list (13) or
 * the short one (6), with a cover image each. Categories the database lacks are left out.
 */
export async function listIdeasCategories(
  ctx: Ctx,
  list: 'long' | 'short' = 'long',
  covers = 1,
): Promise<InterestModel[]> {
  const slugs: readonly string[] = list === 'long' ? IDEAS_CATEGORIES_LONG : IDEAS_CATEGORIES_SHORT;
  const rows = await ctx.db
    .select()
    .from(interests)
    .where(inArray(interests.urlName, [...slugs]));
  rows.sort((a, b) => categoryOrder(a) - categoryOrder(b));
  return presentInterests(ctx, rows, covers);
}

/**
 * An interest page's data: the interest, its sub-interests (or, for one without any, related
 * interests: its parent and siblings, or for a top category the other categories) and the
 * first page of its pins.
 */
export async function getInterestPage(ctx: Ctx, row: InterestRow, opts: FeedOptions = {}) {
  const children = await childrenOf(ctx, [row.id]);
  let related: InterestRow[] = [];
  if (children.length === 0 && row.parentId !== null) {
    const parent = await findInterestById(ctx, row.parentId);
    const siblings = (await childrenOf(ctx, [row.parentId])).filter((s) => s.id !== row.id);
    related = [...(parent ? [parent] : []), ...siblings];
  } else if (children.length === 0) {
    related = await ctx.db
      .select()
      .from(interests)
      .where(
        and(inArray(interests.urlName, [...CATEGORY_SLUGS]), sql`${interests.id} <> ${row.id}`),
      );
    related.sort((a, b) => categoryOrder(a) - categoryOrder(b));
  }
  const [presented, page] = await Promise.all([
    presentInterests(ctx, [row, ...children, ...related], 0),
    interestPins(ctx, row, opts),
  ]);
  const [interest, ...rest] = presented as [InterestModel, ...InterestModel[]];
  interest.coverImages = page.items.slice(0, 3).map((p) => p.images);
  return {
    interest,
    subInterests: rest.slice(0, children.length),
    related: rest.slice(children.length),
    page,
  };
}

/**
 * Follow or unfollow an interest (issue 16; P-352's unfollow sends interest_id). Signed-in
 * only; the row appears or goes in one transaction and a second click changes nothing.
 */
export async function setInterestFollow(
  ctx: Ctx,
  interestId: number,
  follow: boolean,
): Promise<InterestFollowState> {
  const me = requireUser(ctx, follow ? 'Log in to follow' : 'Log in to unfollow');
  const n = await ctx.db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: interests.id })
      .from(interests)
      .where(eq(interests.id, interestId))
      .limit(1);
    if (!exists) throw notFound(tr(ctx, 'errors.ideas.noSuchPage'));
    if (follow) {
      await tx
        .insert(interestFollows)
        .values({ userId: me, interestId, createdAt: ctx.now() })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(interestFollows)
        .where(and(eq(interestFollows.userId, me), eq(interestFollows.interestId, interestId)));
    }
    const [row] = await tx
      .select({ n: count() })
      .from(interestFollows)
      .where(eq(interestFollows.interestId, interestId));
    return Number(row?.n ?? 0);
  });
  return { interestId: String(interestId), followedByMe: follow, followerCount: n };
}

/**
 * The categories that have video pins a visitor could see (pins on public boards or on none),
 * in the spec's order: the chips of /videos/ (M-056).
 */
export async function videoCategories(ctx: Ctx): Promise<InterestModel[]> {
  const rows = await ctx.db
    .selectDistinct({ id: pins.interestId })
    .from(pins)
    .where(
      and(
        isNotNull(pins.video),
        isNotNull(pins.interestId),
        sql`${pins.deletedAt} is null`,
        sql`${pins.originPinId} is null`,
        sql`(${pins.boardId} is null or exists (select 1 from boards b where b.id = ${pins.boardId} and b.privacy = 'public' and b.deleted_at is null))`,
      ),
    );
  const ids = rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  if (ids.length === 0) return [];
  const found = await ctx.db.select().from(interests).where(inArray(interests.id, ids));
  found.sort((a, b) => categoryOrder(a) - categoryOrder(b) || a.name.localeCompare(b.name));
  return presentInterests(ctx, found, 0);
}
