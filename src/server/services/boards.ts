import { and, asc, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { BoardModel, ImageSet, SectionModel, UserModel } from '#domain/models';
import type { Ctx } from '../context.ts';
import { boardCollaborators, boardSections, boards, images, pins } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { boardVisible } from './hydrate.ts';
import { type BoardRow, imageSet, presentBoard, presentSection } from './present.ts';
import { findUserRowByUsername, getUserByUsername } from './users.ts';

const COVER_COUNT = 3;

async function coverImages(ctx: Ctx, boardIds: number[]): Promise<Map<number, ImageSet[]>> {
  const out = new Map<number, ImageSet[]>();
  if (boardIds.length === 0) return out;
  // The newest few live pins of each board, ranked in SQL so one query serves the whole list.
  const ranked = ctx.db
    .select({
      boardId: pins.boardId,
      signature: pins.imageSignature,
      n: sql<number>`row_number() over (partition by ${pins.boardId} order by ${pins.createdAt} desc, ${pins.id} desc)`.as(
        'n',
      ),
    })
    .from(pins)
    .where(and(inArray(pins.boardId, boardIds), isNull(pins.deletedAt)))
    .as('ranked');
  const rows = await ctx.db
    .select({ boardId: ranked.boardId, image: images })
    .from(ranked)
    .innerJoin(images, eq(images.signature, ranked.signature))
    .where(lte(ranked.n, COVER_COUNT))
    .orderBy(ranked.boardId, ranked.n);
  for (const r of rows) {
    if (r.boardId === null) continue;
    const list = out.get(r.boardId) ?? [];
    list.push(imageSet(r.image, ['236x', '474x']));
    out.set(r.boardId, list);
  }
  return out;
}

async function isMember(ctx: Ctx, b: BoardRow): Promise<boolean> {
  if (!ctx.viewer.id) return false;
  const me = Number(ctx.viewer.id);
  if (b.ownerId === me) return true;
  const [c] = await ctx.db
    .select({ x: sql`1` })
    .from(boardCollaborators)
    .where(
      and(
        eq(boardCollaborators.boardId, b.id),
        eq(boardCollaborators.userId, me),
        eq(boardCollaborators.status, 'accepted'),
      ),
    )
    .limit(1);
  return Boolean(c);
}

export interface BoardPage {
  board: BoardModel;
  sections: SectionModel[];
}

/** /{username}/{board}/: a secret board is a 404 to anyone but its members (issue 4). */
export async function getBoardBySlug(ctx: Ctx, username: string, slug: string): Promise<BoardPage> {
  const owner = await findUserRowByUsername(ctx, username);
  if (!owner) throw notFound(`There is no profile named ${username}.`);
  const [row] = await ctx.db
    .select()
    .from(boards)
    .where(
      and(
        eq(boards.ownerId, owner.id),
        eq(boards.slug, slug.toLowerCase()),
        isNull(boards.deletedAt),
      ),
    )
    .limit(1);
  const member = row ? await isMember(ctx, row) : false;
  if (!row || !boardVisible(row, new Set(member ? [row.id] : []))) {
    throw notFound('This board does not exist or is not visible to you.');
  }
  const ownerModel = await getUserByUsername(ctx, owner.username);
  const sectionRows = await ctx.db
    .select()
    .from(boardSections)
    .where(eq(boardSections.boardId, row.id))
    .orderBy(asc(boardSections.sortOrder), asc(boardSections.id));
  const [collabCount] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(boardCollaborators)
    .where(and(eq(boardCollaborators.boardId, row.id), eq(boardCollaborators.status, 'accepted')));
  const covers = await coverImages(ctx, [row.id]);
  return {
    board: presentBoard(row, ownerModel, {
      collaboratedByMe: member && row.ownerId !== Number(ctx.viewer.id),
      collaboratorCount: collabCount?.n ?? 0,
      sectionCount: sectionRows.length,
      coverImages: covers.get(row.id) ?? [],
    }),
    sections: sectionRows.map(presentSection),
  };
}

/** A user's boards as the profile shows them; secret ones only to the owner. */
export async function listUserBoards(
  ctx: Ctx,
  owner: UserModel,
  opts: { includeArchived?: boolean } = {},
): Promise<BoardModel[]> {
  const ownerId = Number(owner.id);
  const isOwner = ctx.viewer.id !== null && Number(ctx.viewer.id) === ownerId;
  const conds: SQL[] = [eq(boards.ownerId, ownerId), isNull(boards.deletedAt)];
  if (!isOwner) conds.push(ne(boards.privacy, 'secret'));
  if (opts.includeArchived === false) conds.push(isNull(boards.archivedAt));
  const rows = await ctx.db
    .select()
    .from(boards)
    .where(and(...conds))
    .orderBy(asc(boards.sortOrder), desc(boards.createdAt), desc(boards.id));
  const ids = rows.map((b) => b.id);
  const [covers, sectionCounts] = await Promise.all([
    coverImages(ctx, ids),
    ids.length
      ? ctx.db
          .select({ boardId: boardSections.boardId, n: sql<number>`count(*)::int` })
          .from(boardSections)
          .where(inArray(boardSections.boardId, ids))
          .groupBy(boardSections.boardId)
      : Promise.resolve([]),
  ]);
  const sc = new Map(sectionCounts.map((s) => [s.boardId, s.n]));
  return rows.map((b) =>
    presentBoard(b, owner, {
      coverImages: covers.get(b.id) ?? [],
      sectionCount: sc.get(b.id) ?? 0,
    }),
  );
}
