import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  BOARD_LIST_DEFAULTS,
  type BoardGroupBy,
  type BoardSort,
  isBoardSort,
  type PrivacyFilter,
} from '#domain/boards';
import type { BoardModel, ImageSet, SectionModel, UserModel } from '#domain/models';
import type { Ctx } from '../context.ts';
import {
  boardCollaborators,
  boardFollows,
  boardSections,
  boards,
  images,
  pins,
  users,
} from '../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { type BoardRow, imageSet, presentBoard, presentSection, presentUser } from './present.ts';
import { requireUser, type Tx } from './sessions.ts';
import { type ProfileOwnerRow, publicUserColumns } from './user-columns.ts';
import { findUserRowByUsername, getUserByUsername } from './users.ts';

const COVER_COUNT = 3;
export const BOARD_NOT_FOUND = 'This board does not exist or is not visible to you.';

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

/** What the viewer is to one board (decision 006). */
export interface BoardAccess {
  row: BoardRow;
  isOwner: boolean;
  /** an accepted collaborator (not the owner) */
  isCollaborator: boolean;
  /** the collaborator's permissions ([] for the owner and everyone else) */
  permissions: string[];
  /** may read the board: public or protected, or a member */
  canSee: boolean;
}

function viewerId(ctx: Ctx): number | null {
  return ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
}

export async function accessOf(ctx: Ctx, row: BoardRow, db: Tx = ctx.db): Promise<BoardAccess> {
  const me = viewerId(ctx);
  const isOwner = me !== null && row.ownerId === me;
  let permissions: string[] = [];
  let isCollaborator = false;
  if (me !== null && !isOwner) {
    const [c] = await db
      .select({ permissions: boardCollaborators.permissions })
      .from(boardCollaborators)
      .where(
        and(
          eq(boardCollaborators.boardId, row.id),
          eq(boardCollaborators.userId, me),
          eq(boardCollaborators.status, 'accepted'),
        ),
      )
      .limit(1);
    if (c) {
      isCollaborator = true;
      permissions = c.permissions ?? [];
    }
  }
  const canSee = !row.deletedAt && (row.privacy !== 'secret' || isOwner || isCollaborator);
  return { row, isOwner, isCollaborator, permissions, canSee };
}

export const ARCHIVED_BOARD = 'This board is archived. Unarchive it before you save Pins to it.';

/** An archived board keeps its pins but takes no new ones (saves, new pins, moves, copies). */
export function assertTakesPins(row: Pick<BoardRow, 'archivedAt'>): void {
  if (row.archivedAt) throw badRequest(ARCHIVED_BOARD);
}

/** decision 006: the owner may do everything; a collaborator what their permissions list. */
export function mayDo(access: BoardAccess, action: string): boolean {
  return access.isOwner || (access.isCollaborator && access.permissions.includes(action));
}

export async function loadBoardRow(db: Tx, id: number): Promise<BoardRow | null> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, id), isNull(boards.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The board for a write: 401 (with `prompt`) for visitors, 404 when the viewer may not see it,
 * 403 when they see it but may not do `action` ('owner' = only the owner).
 */
export async function requireBoardAction(
  ctx: Ctx,
  boardId: number,
  action: string,
  opts: { prompt?: string; db?: Tx } = {},
): Promise<BoardAccess> {
  requireUser(ctx, opts.prompt ?? 'Log in to create a Pin or board');
  const db = opts.db ?? ctx.db;
  const row = await loadBoardRow(db, boardId);
  if (!row) throw notFound(BOARD_NOT_FOUND);
  const access = await accessOf(ctx, row, db);
  if (!access.canSee) throw notFound(BOARD_NOT_FOUND);
  const allowed = action === 'owner' ? access.isOwner : mayDo(access, action);
  if (!allowed) throw forbidden("You don't have permission to do that on this board.");
  return access;
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

export interface BoardPage {
  board: BoardModel;
  sections: SectionModel[];
}

async function boardPage(ctx: Ctx, row: BoardRow | null): Promise<BoardPage> {
  if (!row) throw notFound(BOARD_NOT_FOUND);
  const access = await accessOf(ctx, row);
  if (!access.canSee) throw notFound(BOARD_NOT_FOUND);
  const [board] = await presentBoardRows(ctx, [row]);
  if (!board) throw notFound(BOARD_NOT_FOUND);
  return { board, sections: await listSections(ctx, row.id) };
}

/** BoardResource get by id (P-328): secret boards are a 404 to anyone but members. */
export async function getBoard(ctx: Ctx, boardId: number): Promise<BoardPage> {
  return boardPage(ctx, await loadBoardRow(ctx.db, boardId));
}

async function boardRowBySlug(ctx: Ctx, username: string, slug: string): Promise<BoardRow | null> {
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
  return row ?? null;
}

/** /{username}/{board}/: a secret board is a 404 to anyone but its members (issue 4). */
export async function getBoardBySlug(ctx: Ctx, username: string, slug: string): Promise<BoardPage> {
  return boardPage(ctx, await boardRowBySlug(ctx, username, slug));
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
  if (!section) throw notFound('This section does not exist or is not visible to you.');
  return { ...page, section };
}

export interface BoardListOptions {
  privacyFilter?: PrivacyFilter;
  sort?: BoardSort | undefined;
  pageSize?: number;
  includeArchived?: boolean;
  groupBy?: BoardGroupBy;
  bookmark?: string | null | undefined;
}

function decodeOffset(bookmark: string | null | undefined): number {
  if (!bookmark) return 0;
  try {
    const v: unknown = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'));
    if (v && typeof v === 'object' && 'o' in v && Number.isSafeInteger(v.o) && Number(v.o) >= 0) {
      return Number(v.o);
    }
  } catch {
    // readable error below
  }
  throw badRequest('The bookmark is not valid; start again from the first page.');
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

/** Which of a user's boards the viewer may see listed (decision 006, P-311). */
function listableBy(ctx: Ctx, ownerId: number): SQL {
  const me = viewerId(ctx);
  if (me === ownerId) return sql`true`;
  const publicOnly = eq(boards.privacy, 'public');
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
  const offset = decodeOffset(opts.bookmark);
  const sort: BoardSort = opts.sort ?? (isBoardSort(owner.boardSort) ? owner.boardSort : 'custom');
  // A profile lists the boards the user owns and the group boards they collaborate on, as the
  // board picker and the profile both need; each still only as far as the viewer may see it.
  const conds: SQL[] = [ownedOrJoinedBy(owner.id), isNull(boards.deletedAt)];
  conds.push(listableBy(ctx, owner.id));
  const filter = opts.privacyFilter ?? BOARD_LIST_DEFAULTS.privacy_filter;
  if (filter !== 'all') conds.push(eq(boards.privacy, filter));
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

/** The profile's board list (first 100), as `listBoards` with the owner's sort. */
export async function listUserBoards(
  ctx: Ctx,
  owner: UserModel,
  opts: BoardListOptions = {},
): Promise<BoardModel[]> {
  const row = await findUserRowByUsername(ctx, owner.username);
  if (!row) throw notFound(`There is no profile named ${owner.username}.`);
  return (await listBoards(ctx, row, { pageSize: 100, ...opts })).items;
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
): Promise<{ boardCount: number; pinCount: number }> {
  const me = viewerId(ctx);
  const [b] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(and(ownedOrJoinedBy(ownerId), isNull(boards.deletedAt), listableBy(ctx, ownerId)));
  const readable =
    me === null
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

export function isUniqueViolation(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
