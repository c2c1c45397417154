import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type {
  BoardModel,
  BoardPrivacy,
  PinModel,
  SavedInfo,
  SectionModel,
  UserModel,
} from '#domain/models';
import { savedInfoOf } from '#domain/save';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  boardCollaborators,
  boardFollows,
  boardSections,
  boards,
  favorites,
  images,
  interests,
  pins,
  users,
} from '../../db/schema/index.ts';
import { type PublicUserRow, publicUserColumns } from '../accounts/user-columns.ts';
import {
  type BoardRow,
  type ImageRow,
  type PinDeps,
  type PinRow,
  presentBoard,
  presentPin,
  presentSection,
  presentUser,
  signaturesOf,
} from './present.ts';

function uniq<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

/** Rows a feed query already joined in, so hydration does not fetch them again. */
export interface Preloaded {
  /** live users only, selected with `publicUserColumns` */
  users?: PublicUserRow[];
  boards?: BoardRow[];
  images?: ImageRow[];
}

export async function loadUsers(
  ctx: Ctx,
  ids: number[],
  known: readonly PublicUserRow[] = [],
): Promise<Map<number, UserModel>> {
  const out = new Map<number, UserModel>();
  for (const u of known) out.set(u.id, presentUser(u));
  const knownIds = new Set(known.map((u) => u.id));
  const missing = uniq(ids).filter((id) => !knownIds.has(id));
  if (missing.length === 0) return out;
  const rows: PublicUserRow[] = await ctx.db
    .select(publicUserColumns)
    .from(users)
    .where(and(inArray(users.id, missing), isNull(users.deletedAt)));
  for (const u of rows) out.set(u.id, presentUser(u));
  return out;
}

/**
 * Board ids the viewer owns or collaborates on, among the given ones, with the viewer's
 * collaborator permissions (spec 01 §3 collaboratorPermissions) for the collaborated ones.
 */
async function memberBoardIds(
  ctx: Ctx,
  rows: BoardRow[],
): Promise<{ members: Set<number>; permissions: Map<number, string[]> }> {
  const viewerId = ctx.viewer.id ? Number(ctx.viewer.id) : null;
  const members = new Set<number>();
  const permissions = new Map<number, string[]>();
  if (viewerId === null || rows.length === 0) return { members, permissions };
  for (const b of rows) if (b.ownerId === viewerId) members.add(b.id);
  // Only secret or collaborative boards need the membership lookup.
  const ask = rows.filter(
    (b) => !members.has(b.id) && (b.privacy === 'secret' || b.isCollaborative),
  );
  if (ask.length === 0) return { members, permissions };
  const collab = await ctx.db
    .select({ boardId: boardCollaborators.boardId, permissions: boardCollaborators.permissions })
    .from(boardCollaborators)
    .where(
      and(
        eq(boardCollaborators.userId, viewerId),
        eq(boardCollaborators.status, 'accepted'),
        inArray(
          boardCollaborators.boardId,
          ask.map((b) => b.id),
        ),
      ),
    );
  for (const c of collab) {
    members.add(c.boardId);
    permissions.set(c.boardId, c.permissions);
  }
  return { members, permissions };
}

/** Which of the boards the viewer follows (spec 01 §3 followedByMe); one query, none for visitors. */
async function followedBoardIds(ctx: Ctx, ids: number[]): Promise<Set<number>> {
  const viewerId = ctx.viewer.id ? Number(ctx.viewer.id) : null;
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ boardId: boardFollows.boardId })
    .from(boardFollows)
    .where(and(eq(boardFollows.followerId, viewerId), inArray(boardFollows.boardId, ids)));
  return new Set(rows.map((r) => r.boardId));
}

/** spec 01 §6 / issue 4: secret boards exist only for their owner and collaborators. */
export function boardVisible(b: BoardRow, members: Set<number>): boolean {
  if (b.deletedAt) return false;
  return b.privacy !== 'secret' || members.has(b.id);
}

export async function loadBoards(
  ctx: Ctx,
  ids: number[],
  knownUsers: Map<number, UserModel> = new Map(),
  knownBoards: readonly BoardRow[] = [],
): Promise<Map<number, BoardModel>> {
  const models = new Map<number, BoardModel>();
  const wanted = uniq(ids);
  if (wanted.length === 0) return models;
  const have = new Map(knownBoards.map((b) => [b.id, b]));
  const missing = wanted.filter((id) => !have.has(id));
  const fetched: BoardRow[] = missing.length
    ? await ctx.db.select().from(boards).where(inArray(boards.id, missing))
    : [];
  const rows = [
    ...wanted.flatMap((id) => (have.has(id) ? [have.get(id) as BoardRow] : [])),
    ...fetched,
  ];
  const { members, permissions } = await memberBoardIds(ctx, rows);
  const visible = rows.filter((b) => boardVisible(b, members));
  const followed = await followedBoardIds(
    ctx,
    visible.filter((b) => b.ownerId !== Number(ctx.viewer.id)).map((b) => b.id),
  );
  const owners = await loadUsers(
    ctx,
    visible.map((b) => b.ownerId).filter((id) => !knownUsers.has(id)),
  );
  const me = ctx.viewer.id ? Number(ctx.viewer.id) : null;
  for (const b of visible) {
    const owner = knownUsers.get(b.ownerId) ?? owners.get(b.ownerId);
    if (!owner) continue;
    models.set(
      b.id,
      presentBoard(b, owner, {
        collaboratedByMe: members.has(b.id) && b.ownerId !== me,
        collaboratorPermissions: b.ownerId === me ? [] : (permissions.get(b.id) ?? []),
        followedByMe: followed.has(b.id),
      }),
    );
  }
  return models;
}

// Interests are a short, nearly fixed list: one copy per database handle, filled as ids appear.
const interestCache = new WeakMap<Db, Map<number, { name: string; urlName: string }>>();

async function loadInterests(ctx: Ctx, ids: number[]) {
  let cache = interestCache.get(ctx.db);
  if (!cache) {
    cache = new Map();
    interestCache.set(ctx.db, cache);
  }
  const missing = uniq(ids).filter((id) => !cache.has(id));
  if (missing.length) {
    const rows = await ctx.db.select().from(interests).where(inArray(interests.id, missing));
    for (const i of rows) cache.set(i.id, { name: i.name, urlName: i.urlName });
  }
  return cache;
}

/**
 * spec 01 §3 savedInfo: for each root pin id, where the viewer saved it last (their newest live
 * repin of it on a live board, or on the profile). One query for the whole page; visitors none.
 */
export async function loadSavedInfo(ctx: Ctx, rootIds: number[]): Promise<Map<number, SavedInfo>> {
  const out = new Map<number, SavedInfo>();
  const viewerId = ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
  const roots = uniq(rootIds);
  if (viewerId === null || roots.length === 0) return out;
  const rows = await ctx.db
    .selectDistinctOn([pins.originPinId], {
      rootId: pins.originPinId,
      pinId: pins.id,
      boardName: boards.name,
      boardSlug: boards.slug,
      privacy: boards.privacy,
      ownerUsername: users.username,
      sectionTitle: boardSections.title,
      sectionSlug: boardSections.slug,
    })
    .from(pins)
    .leftJoin(boards, eq(boards.id, pins.boardId))
    .leftJoin(users, eq(users.id, boards.ownerId))
    .leftJoin(boardSections, eq(boardSections.id, pins.sectionId))
    .where(
      and(
        eq(pins.pinnerId, viewerId),
        inArray(pins.originPinId, roots),
        isNull(pins.deletedAt),
        or(isNull(pins.boardId), isNull(boards.deletedAt)),
      ),
    )
    .orderBy(pins.originPinId, desc(pins.createdAt), desc(pins.id));
  for (const r of rows) {
    if (r.rootId === null) continue;
    const board =
      r.boardName !== null && r.boardSlug !== null && r.ownerUsername !== null
        ? {
            name: r.boardName,
            slug: r.boardSlug,
            privacy: (r.privacy ?? 'public') as BoardPrivacy,
            ownerUsername: r.ownerUsername,
          }
        : null;
    const section =
      board && r.sectionTitle !== null && r.sectionSlug !== null
        ? { title: r.sectionTitle, slug: r.sectionSlug }
        : null;
    out.set(r.rootId, savedInfoOf({ localPinId: String(r.pinId), board, section }));
  }
  return out;
}

/**
 * spec 01 §3 access 'write' (decision 006): the viewer is the pinner, owns the pin's board, or
 * collaborates on it with 'edit_pin'. Reads the boards already loaded; no query.
 */
function writablePins(ctx: Ctx, rows: PinRow[], boardMap: Map<number, BoardModel>): Set<number> {
  const out = new Set<number>();
  const me = ctx.viewer.isAuth ? ctx.viewer.id : null;
  if (!me) return out;
  for (const p of rows) {
    const board = p.boardId !== null ? boardMap.get(p.boardId) : undefined;
    if (
      String(p.pinnerId) === me ||
      board?.owner.id === me ||
      (board?.collaboratedByMe && board.collaboratorPermissions.includes('edit_pin'))
    ) {
      out.add(p.id);
    }
  }
  return out;
}

/**
 * Hydrate → rules → present for a list of pin rows: loads what the rows point at and the feed
 * query did not already join in (usually nothing), drops what the viewer may not see, keeps
 * the order.
 */
export async function hydratePins(
  ctx: Ctx,
  rows: PinRow[],
  preloaded: Preloaded = {},
): Promise<PinModel[]> {
  if (rows.length === 0) return [];
  const originIds = uniq(rows.map((p) => p.originPinId).filter((x): x is number => x !== null));
  const originRows = originIds.length
    ? await ctx.db
        .select({ id: pins.id, pinnerId: pins.pinnerId })
        .from(pins)
        .where(inArray(pins.id, originIds))
    : [];
  const originPinners = new Map(originRows.map((o) => [o.id, o.pinnerId]));

  const userIds: number[] = [];
  for (const p of rows) {
    userIds.push(p.pinnerId);
    if (p.viaPinnerId) userIds.push(p.viaPinnerId);
    if (p.promotion?.promoterUserId) userIds.push(p.promotion.promoterUserId);
    if (p.sponsorship?.sponsorUserId) userIds.push(p.sponsorship.sponsorUserId);
  }
  for (const id of originPinners.values()) userIds.push(id);

  const knownImages = new Map((preloaded.images ?? []).map((i) => [i.signature, i]));
  const missingSigs = uniq(rows.flatMap(signaturesOf)).filter((s) => !knownImages.has(s));
  const boardIds = rows.map((p) => p.boardId).filter((x): x is number => x !== null);
  const sectionIds = uniq(rows.map((p) => p.sectionId).filter((x): x is number => x !== null));
  const interestIds = rows.map((p) => p.interestId).filter((x): x is number => x !== null);
  const viewerId = ctx.viewer.id ? Number(ctx.viewer.id) : null;

  // Sequential on purpose: PGlite runs one query at a time anyway, and most of these are skipped.
  const userMap = await loadUsers(ctx, userIds, preloaded.users);
  const imageRows: ImageRow[] = missingSigs.length
    ? await ctx.db.select().from(images).where(inArray(images.signature, missingSigs))
    : [];
  const sectionRows = sectionIds.length
    ? await ctx.db.select().from(boardSections).where(inArray(boardSections.id, sectionIds))
    : [];
  const interestMap = await loadInterests(ctx, interestIds);
  const favRows =
    viewerId !== null
      ? await ctx.db
          .select({ pinId: favorites.pinId })
          .from(favorites)
          .where(
            and(
              eq(favorites.userId, viewerId),
              inArray(
                favorites.pinId,
                rows.map((p) => p.id),
              ),
            ),
          )
      : [];
  const boardMap = await loadBoards(ctx, boardIds, userMap, preloaded.boards);
  const savedInfo = await loadSavedInfo(
    ctx,
    rows.map((p) => p.originPinId ?? p.id),
  );

  for (const i of imageRows) knownImages.set(i.signature, i);
  const deps: PinDeps = {
    isBot: ctx.viewer.isBot,
    images: knownImages,
    users: userMap,
    boards: boardMap,
    sections: new Map<number, SectionModel>(sectionRows.map((s) => [s.id, presentSection(s)])),
    interests: interestMap,
    favoritedByMe: new Set(favRows.map((f) => f.pinId)),
    originPinners,
    writable: writablePins(ctx, rows, boardMap),
    savedInfo,
  };
  const out: PinModel[] = [];
  for (const p of rows) {
    if (p.deletedAt) continue;
    // A pin on a board the viewer may not see does not exist for them.
    if (p.boardId !== null && !deps.boards.has(p.boardId)) continue;
    const model = presentPin(p, deps);
    if (model) out.push(model);
  }
  return out;
}
