import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BoardModel, PinModel, SectionModel, UserModel } from '#domain/models';
import type { Ctx } from '../context.ts';
import {
  boardCollaborators,
  boardSections,
  boards,
  favorites,
  images,
  interests,
  pins,
  users,
} from '../db/schema/index.ts';
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
  type UserRow,
} from './present.ts';

function uniq<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

export async function loadUsers(ctx: Ctx, ids: number[]): Promise<Map<number, UserModel>> {
  const out = new Map<number, UserModel>();
  if (ids.length === 0) return out;
  const rows: UserRow[] = await ctx.db
    .select()
    .from(users)
    .where(and(inArray(users.id, uniq(ids)), isNull(users.deletedAt)));
  for (const u of rows) out.set(u.id, presentUser(u));
  return out;
}

/** Board ids the viewer owns or collaborates on, among the given ones. */
async function memberBoardIds(ctx: Ctx, rows: BoardRow[]): Promise<Set<number>> {
  const viewerId = ctx.viewer.id ? Number(ctx.viewer.id) : null;
  const out = new Set<number>();
  if (viewerId === null || rows.length === 0) return out;
  for (const b of rows) if (b.ownerId === viewerId) out.add(b.id);
  const collab = await ctx.db
    .select({ boardId: boardCollaborators.boardId })
    .from(boardCollaborators)
    .where(
      and(
        eq(boardCollaborators.userId, viewerId),
        eq(boardCollaborators.status, 'accepted'),
        inArray(
          boardCollaborators.boardId,
          rows.map((b) => b.id),
        ),
      ),
    );
  for (const c of collab) out.add(c.boardId);
  return out;
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
): Promise<{ boards: Map<number, BoardModel>; rows: Map<number, BoardRow> }> {
  const models = new Map<number, BoardModel>();
  const rowsById = new Map<number, BoardRow>();
  if (ids.length === 0) return { boards: models, rows: rowsById };
  const rows: BoardRow[] = await ctx.db
    .select()
    .from(boards)
    .where(inArray(boards.id, uniq(ids)));
  const members = await memberBoardIds(ctx, rows);
  const visible = rows.filter((b) => boardVisible(b, members));
  const missing = visible.map((b) => b.ownerId).filter((id) => !knownUsers.has(id));
  const owners = new Map([...knownUsers, ...(await loadUsers(ctx, missing))]);
  for (const b of visible) {
    const owner = owners.get(b.ownerId);
    if (!owner) continue;
    rowsById.set(b.id, b);
    models.set(
      b.id,
      presentBoard(b, owner, {
        collaboratedByMe: members.has(b.id) && b.ownerId !== Number(ctx.viewer.id),
      }),
    );
  }
  return { boards: models, rows: rowsById };
}

/**
 * Hydrate → rules → present for a list of pin rows: loads everything the rows point at in a
 * few batched queries, drops what the viewer may not see, keeps the order.
 */
export async function hydratePins(ctx: Ctx, rows: PinRow[]): Promise<PinModel[]> {
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

  const sigs = uniq(rows.flatMap(signaturesOf));
  const boardIds = uniq(rows.map((p) => p.boardId).filter((x): x is number => x !== null));
  const sectionIds = uniq(rows.map((p) => p.sectionId).filter((x): x is number => x !== null));
  const interestIds = uniq(rows.map((p) => p.interestId).filter((x): x is number => x !== null));
  const viewerId = ctx.viewer.id ? Number(ctx.viewer.id) : null;

  const [userMap, imageRows, sectionRows, interestRows, favRows] = await Promise.all([
    loadUsers(ctx, userIds),
    ctx.db.select().from(images).where(inArray(images.signature, sigs)) as Promise<ImageRow[]>,
    sectionIds.length
      ? ctx.db.select().from(boardSections).where(inArray(boardSections.id, sectionIds))
      : Promise.resolve([]),
    interestIds.length
      ? ctx.db.select().from(interests).where(inArray(interests.id, interestIds))
      : Promise.resolve([]),
    viewerId !== null
      ? ctx.db
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
      : Promise.resolve([]),
  ]);
  const { boards: boardMap } = await loadBoards(ctx, boardIds, userMap);

  const deps: PinDeps = {
    isBot: ctx.viewer.isBot,
    images: new Map(imageRows.map((i) => [i.signature, i])),
    users: userMap,
    boards: boardMap,
    sections: new Map<number, SectionModel>(sectionRows.map((s) => [s.id, presentSection(s)])),
    interests: new Map(interestRows.map((i) => [i.id, { name: i.name, urlName: i.urlName }])),
    favoritedByMe: new Set(favRows.map((f) => f.pinId)),
    originPinners,
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
