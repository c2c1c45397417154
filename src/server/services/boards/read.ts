import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  BOARD_LIST_DEFAULTS,
  type BoardGroupBy,
  type BoardSort,
  isBoardSort,
  type PrivacyFilter,
} from '#domain/boards/boards';
import type { BoardModel, SectionModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardCollaborators, boards, pins } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { ProfileOwner } from '../accounts/profile-access.ts';
import type { ProfileOwnerRow } from '../accounts/user-columns.ts';
import { findUserRowByUsername, getUserByUsername } from '../accounts/users.ts';
import type { BoardRow } from '../feeds/present.ts';
import { openTo } from '../feeds/visible-sql.ts';
import { tr } from '../platform/i18n.ts';
import { accessOf, loadBoardRow, viewerId } from './access.ts';
import { listSections, presentBoardRows } from './board-models.ts';

export interface BoardPage {
  board: BoardModel;
  sections: SectionModel[];
}

async function boardPage(ctx: Ctx, row: BoardRow | null, owner?: ProfileOwner): Promise<BoardPage> {
  if (!row) throw notFound(tr(ctx, 'errors.boards.notFound'));
  const access = await accessOf(ctx, row, ctx.db, owner);
  if (!access.canSee) throw notFound(tr(ctx, 'errors.boards.notFound'));
  const [board] = await presentBoardRows(ctx, [row]);
  if (!board) throw notFound(tr(ctx, 'errors.boards.notFound'));
  return { board, sections: await listSections(ctx, row.id) };
}

/** BoardResource get by id (P-328): secret boards are a 404 to anyone but members. */
export async function getBoard(ctx: Ctx, boardId: number): Promise<BoardPage> {
  return boardPage(ctx, await loadBoardRow(ctx.db, boardId));
}

async function boardRowBySlug(
  ctx: Ctx,
  username: string,
  slug: string,
): Promise<{ row: BoardRow | null; owner: ProfileOwner }> {
  const owner = await findUserRowByUsername(ctx, username);
  if (!owner) throw notFound(tr(ctx, 'errors.boards.noProfileNamed', { name: username }));
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
  return { row: row ?? null, owner };
}

/** /{username}/{board}/: a secret board is a 404 to anyone but its members (issue 4). */
export async function getBoardBySlug(ctx: Ctx, username: string, slug: string): Promise<BoardPage> {
  const { row, owner } = await boardRowBySlug(ctx, username, slug);
  return boardPage(ctx, row, owner);
}

/** /{username}/{board}/{section}/: the board's rules, then the section by its slug. */
export async function getSectionBySlug(
  ctx: Ctx,
  username: string,
  slug: string,
  sectionSlug: string,
): Promise<BoardPage & { section: SectionModel }> {
  const page = await getBoardBySlug(ctx, username, slug);
  const section = page.sections.find((s) => s.slug === sectionSlug.toLowerCase());
  if (!section) throw notFound(tr(ctx, 'errors.boards.sectionNotFound'));
  return { ...page, section };
}

export interface BoardListOptions {
  privacyFilter?: PrivacyFilter;
  sort?: BoardSort | undefined;
  pageSize?: number;
  includeArchived?: boolean;
  groupBy?: BoardGroupBy;
  bookmark?: string | null | undefined;
  /** decision 055: a token without boards:read_secret lists no secret board */
  excludeSecret?: boolean;
}

function decodeOffset(ctx: { locale?: string }, bookmark: string | null | undefined): number {
  if (!bookmark) return 0;
  try {
    const v: unknown = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
    if (v && typeof v === 'object' && 'o' in v && Number.isSafeInteger(v.o) && Number(v.o) >= 0) {
      return Number(v.o);
    }
  } catch {
    // readable error below
  }
  throw badRequest(tr(ctx, 'errors.boards.badBookmark'));
}

function sortOrderBy(sort: BoardSort): SQL[] {
  switch (sort) {
    case 'alphabetical':
      return [asc(sql`lower(${boards.name})`), asc(boards.id)];
    case 'last_pinned_to':
      return [sql`${boards.lastPinnedAt} desc nulls last`, desc(boards.createdAt), desc(boards.id)];
    case 'oldest':
      return [asc(boards.createdAt), asc(boards.id)];
    case 'newest':
      return [desc(boards.createdAt), desc(boards.id)];
    case 'group_boards_at_top':
      return [
        desc(boards.isCollaborative),
        sql`${boards.lastPinnedAt} desc nulls last`,
        desc(boards.createdAt),
        desc(boards.id),
      ];
    default:
      return [asc(boards.sortOrder), desc(boards.createdAt), desc(boards.id)];
  }
}

/**
 * Which of a user's boards the viewer may see listed (decision 006, P-311): public ones of a
 * profile open to the viewer (decision 045: not a private one they don't follow), and those
 * they are a member of.
 */
function listableBy(ctx: Ctx, ownerId: number): SQL {
  const me = viewerId(ctx);
  if (me === ownerId) return sql`true`;
  const publicOnly = and(
    eq(boards.privacy, 'public'),
    sql`exists (select 1 from users bu where bu.id = ${boards.ownerId} and ${openTo(sql`bu`, me)})`,
  ) as SQL;
  if (me === null) return publicOnly;
  // A member (the board's owner, on a collaborator's profile, or a collaborator) sees the
  // boards they belong to, whatever their privacy.
  return or(
    publicOnly,
    eq(boards.ownerId, me),
    sql`exists (select 1 from ${boardCollaborators} bc where bc.board_id = ${boards.id} and bc.user_id = ${me} and bc.status = 'accepted')`,
  ) as SQL;
}

/**
 * BoardsResource get (P-089..P-092, P-413): a user's boards with the spec's list options.
 * Archived boards always come last (grouped at the end).
 */
export async function listBoards(
  ctx: Ctx,
  owner: ProfileOwnerRow,
  opts: BoardListOptions = {},
): Promise<{ items: BoardModel[]; bookmark: string | null; sort: BoardSort }> {
  const pageSize = opts.pageSize ?? BOARD_LIST_DEFAULTS.page_size;
  const offset = decodeOffset(ctx, opts.bookmark);
  const sort: BoardSort = opts.sort ?? (isBoardSort(owner.boardSort) ? owner.boardSort : 'custom');
  // A profile lists the boards the user owns and the group boards they collaborate on, as the
  // board picker and the profile both need; each still only as far as the viewer may see it.
  const conds: SQL[] = [ownedOrJoinedBy(owner.id), isNull(boards.deletedAt)];
  conds.push(listableBy(ctx, owner.id));
  const filter = opts.privacyFilter ?? BOARD_LIST_DEFAULTS.privacy_filter;
  if (filter !== 'all') conds.push(eq(boards.privacy, filter));
  if (opts.excludeSecret) conds.push(ne(boards.privacy, 'secret'));
  if ((opts.includeArchived ?? BOARD_LIST_DEFAULTS.include_archived) === false) {
    conds.push(isNull(boards.archivedAt));
  }
  const order: SQL[] = [sql`(${boards.archivedAt} is not null)`];
  if ((opts.groupBy ?? 'none') === 'visibility') {
    order.push(
      sql`(case when ${boards.isCollaborative} then 0 when ${boards.privacy} = 'public' then 1 when ${boards.privacy} = 'protected' then 2 else 3 end)`,
    );
  }
  order.push(...sortOrderBy(sort));
  const rows = await ctx.db
    .select()
    .from(boards)
    .where(and(...conds))
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset(offset);
  const more = rows.length > pageSize;
  const ownerModel = await getUserByUsername(ctx, owner.username);
  const items = await presentBoardRows(ctx, rows.slice(0, pageSize), {
    owners: new Map([[owner.id, ownerModel]]),
  });
  const bookmark = more
    ? Buffer.from(JSON.stringify({ o: offset + pageSize })).toString('base64url')
    : null;
  return { items, bookmark, sort };
}

/** Boards the user owns or has joined as an accepted collaborator (a group board). */
function ownedOrJoinedBy(userId: number): SQL {
  return or(
    eq(boards.ownerId, userId),
    sql`exists (select 1 from ${boardCollaborators} bc where bc.board_id = ${boards.id} and bc.user_id = ${userId} and bc.status = 'accepted')`,
  ) as SQL;
}

/**
 * The profile's counts (P-311), as the viewer may see them. Boards: the ones the profile lists
 * to the viewer (owned, and group boards the user collaborates on). Pins: the live pins the user
 * pinned or saved, on a board the viewer may read (secret ones only for members) or on no board
 * (saved to the profile). Only the owner's own view counts secret boards.
 */
export async function profileCounts(
  ctx: Ctx,
  ownerId: number,
  /** decision 055: an API token without a *_read_secret scope counts what a visitor would */
  secret: { boards: boolean; pins: boolean } = { boards: true, pins: true },
): Promise<{ boardCount: number; pinCount: number }> {
  const me = viewerId(ctx);
  const [b] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(
      and(
        ownedOrJoinedBy(ownerId),
        isNull(boards.deletedAt),
        listableBy(ctx, ownerId),
        secret.boards ? undefined : sql`${boards.privacy} <> 'secret'`,
      ),
    );
  const readable =
    me === null || !secret.pins
      ? sql`${boards.privacy} <> 'secret'`
      : sql`(${boards.privacy} <> 'secret' or ${boards.ownerId} = ${me} or exists (select 1 from ${boardCollaborators} bc where bc.board_id = ${boards.id} and bc.user_id = ${me} and bc.status = 'accepted'))`;
  const [p] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pins)
    .leftJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pins.pinnerId, ownerId),
        isNull(pins.deletedAt),
        or(isNull(pins.boardId), and(isNull(boards.deletedAt), readable)),
      ),
    );
  return { boardCount: b?.n ?? 0, pinCount: p?.n ?? 0 };
}

/** How many live pins the user saved to the profile itself (no board; decision 006). */
export async function boardlessCount(ctx: Ctx, userId: number): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pins)
    .where(and(eq(pins.pinnerId, userId), isNull(pins.boardId), isNull(pins.deletedAt)));
  return r?.n ?? 0;
}
