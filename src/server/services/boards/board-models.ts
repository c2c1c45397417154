import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BoardModel, ImageSet, SectionModel, UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import {
  boardCollaborators,
  boardFollows,
  boardSections,
  boards,
  images,
  pins,
  users,
} from '../../db/schema/index.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import {
  type BoardRow,
  imageSet,
  presentBoard,
  presentSection,
  presentUser,
} from '../feeds/present.ts';
import { viewerId } from './access.ts';

const COVER_COUNT = 3;

async function coverImages(ctx: Ctx, boardIds: number[]): Promise<Map<number, ImageSet[]>> {
  const out = new Map<number, ImageSet[]>();
  if (boardIds.length === 0) return out;
  // The chosen cover first, then the newest live pins of each board, ranked in SQL (one query).
  const ranked = ctx.db
    .select({
      boardId: pins.boardId,
      signature: pins.imageSignature,
      n: sql<number>`row_number() over (partition by ${pins.boardId} order by (case when ${pins.id} = ${boards.coverPinId} then 0 else 1 end), ${pins.createdAt} desc, ${pins.id} desc)`.as(
        'n',
      ),
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
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

/** BoardModel for many rows at once: owners, covers, section and collaborator counts. */
export async function presentBoardRows(
  ctx: Ctx,
  rows: BoardRow[],
  known: { owners?: Map<number, UserModel> } = {},
): Promise<BoardModel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((b) => b.id);
  const me = viewerId(ctx);
  const owners = new Map(known.owners ?? []);
  const missingOwners = [...new Set(rows.map((b) => b.ownerId))].filter((id) => !owners.has(id));
  if (missingOwners.length) {
    const found = await ctx.db
      .select(publicUserColumns)
      .from(users)
      .where(and(inArray(users.id, missingOwners), isNull(users.deletedAt)));
    for (const u of found) owners.set(u.id, presentUser(u));
  }
  const covers = await coverImages(ctx, ids);
  const sectionCounts = await ctx.db
    .select({ boardId: boardSections.boardId, n: sql<number>`count(*)::int` })
    .from(boardSections)
    .where(inArray(boardSections.boardId, ids))
    .groupBy(boardSections.boardId);
  const collabRows = await ctx.db
    .select({
      boardId: boardCollaborators.boardId,
      userId: boardCollaborators.userId,
      permissions: boardCollaborators.permissions,
    })
    .from(boardCollaborators)
    .where(
      and(inArray(boardCollaborators.boardId, ids), eq(boardCollaborators.status, 'accepted')),
    );
  const followed =
    me === null
      ? []
      : await ctx.db
          .select({ boardId: boardFollows.boardId })
          .from(boardFollows)
          .where(and(eq(boardFollows.followerId, me), inArray(boardFollows.boardId, ids)));
  const sc = new Map(sectionCounts.map((s) => [s.boardId, s.n]));
  const followedSet = new Set(followed.map((f) => f.boardId));
  const out: BoardModel[] = [];
  for (const b of rows) {
    const owner = owners.get(b.ownerId);
    if (!owner) continue;
    const collabs = collabRows.filter((c) => c.boardId === b.id);
    const mine = me === null ? undefined : collabs.find((c) => c.userId === me);
    out.push(
      presentBoard(b, owner, {
        collaboratedByMe: Boolean(mine),
        collaboratorCount: collabs.length,
        collaboratorPermissions: mine?.permissions ?? [],
        followedByMe: followedSet.has(b.id),
        sectionCount: sc.get(b.id) ?? 0,
        coverImages: covers.get(b.id) ?? [],
      }),
    );
  }
  return out;
}

export async function listSections(ctx: Ctx, boardId: number): Promise<SectionModel[]> {
  const rows = await ctx.db
    .select()
    .from(boardSections)
    .where(eq(boardSections.boardId, boardId))
    .orderBy(asc(boardSections.sortOrder), asc(boardSections.id));
  return rows.map(presentSection);
}
