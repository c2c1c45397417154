import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import {
  boardFollows,
  boardSections,
  boards,
  favorites,
  images,
  pins,
  userFollows,
  users,
} from '../../db/schema/index.ts';

/**
 * Decision 052: what a person owns, read as stored (not as a viewer is shown it), for the
 * export. The list services present boards and pins for a viewer (visibility, hide rules,
 * models); the export wants the owner's own rows, every field, in keyset batches.
 */

const { searchDoc: _doc, isProduct: _product, ...PIN_COLUMNS } = getTableColumns(pins);

const BATCH = 500;

export async function profileOf(ctx: Ctx, userId: number) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      about: users.about,
      websiteUrl: users.websiteUrl,
      avatarSignature: users.avatarSignature,
      country: users.country,
      locale: users.locale,
      saveBehavior: users.saveBehavior,
      boardSort: users.boardSort,
      isPrivate: users.isPrivate,
      searchIndexing: users.searchIndexing,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** The person's boards in their custom order (the profile's 'custom' sort). */
export async function boardsOf(ctx: Ctx, userId: number) {
  const { searchDoc: _s, ...columns } = getTableColumns(boards);
  return ctx.db
    .select(columns)
    .from(boards)
    .where(and(eq(boards.ownerId, userId), isNull(boards.deletedAt)))
    .orderBy(asc(boards.sortOrder), desc(boards.createdAt), desc(boards.id));
}

export async function sectionsOf(ctx: Ctx, boardIds: number[]) {
  if (boardIds.length === 0) return [];
  return ctx.db
    .select()
    .from(boardSections)
    .where(inArray(boardSections.boardId, boardIds))
    .orderBy(asc(boardSections.boardId), asc(boardSections.sortOrder), asc(boardSections.id));
}

function livePinsOf(userId: number) {
  return and(eq(pins.pinnerId, userId), isNull(pins.deletedAt));
}

export async function pinCountOf(ctx: Ctx, userId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(pins).where(livePinsOf(userId));
  return Number(row?.n ?? 0);
}

/** One batch of the person's pins after `afterId`, with their image's row. */
export async function pinBatch(ctx: Ctx, userId: number, afterId: number) {
  return ctx.db
    .select({
      pin: PIN_COLUMNS,
      image: {
        width: images.width,
        height: images.height,
        format: images.format,
      },
    })
    .from(pins)
    .leftJoin(images, eq(images.signature, pins.imageSignature))
    .where(and(livePinsOf(userId), gt(pins.id, afterId)))
    .orderBy(asc(pins.id))
    .limit(BATCH);
}

/** Every pin of the person, a batch at a time: never the whole list in memory. */
export async function* eachPinBatch(ctx: Ctx, userId: number) {
  let after = 0;
  for (;;) {
    const rows = await pinBatch(ctx, userId, after);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.pin.id ?? after;
    if (rows.length < BATCH) return;
  }
}

/** A board's pins of one section (null: in no section) in the board's order, a batch at a time. */
export async function* eachBoardPinBatch(
  ctx: Ctx,
  userId: number,
  boardId: number,
  sectionId: number | null,
) {
  const inSection = sectionId === null ? isNull(pins.sectionId) : eq(pins.sectionId, sectionId);
  let offset = 0;
  for (;;) {
    const rows = await ctx.db
      .select({
        id: pins.id,
        sectionId: pins.sectionId,
        title: pins.title,
        description: pins.description,
        link: pins.link,
        altText: pins.altText,
        imageSignature: pins.imageSignature,
        createdAt: pins.createdAt,
      })
      .from(pins)
      .where(and(livePinsOf(userId), eq(pins.boardId, boardId), inSection))
      .orderBy(asc(pins.sortOrder), desc(pins.createdAt), desc(pins.id))
      .limit(BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows;
    offset += rows.length;
    if (rows.length < BATCH) return;
  }
}

export async function favouritesOf(ctx: Ctx, userId: number) {
  return ctx.db
    .select({ pinId: favorites.pinId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
}

export async function followsOf(ctx: Ctx, userId: number) {
  const people = await ctx.db
    .select({ username: users.username, createdAt: userFollows.createdAt })
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followeeId))
    .where(eq(userFollows.followerId, userId))
    .orderBy(asc(userFollows.createdAt));
  const followed = await ctx.db
    .select({
      owner: users.username,
      slug: boards.slug,
      name: boards.name,
      createdAt: boardFollows.createdAt,
    })
    .from(boardFollows)
    .innerJoin(boards, eq(boards.id, boardFollows.boardId))
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(and(eq(boardFollows.followerId, userId), isNull(boards.deletedAt)))
    .orderBy(asc(boardFollows.createdAt));
  return { users: people, boards: followed };
}
