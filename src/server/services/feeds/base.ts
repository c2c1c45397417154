import { and, inArray, isNull } from 'drizzle-orm';
import type { SpecSize } from '#domain/media/image-size';
import type { BoardModel, PinModel, SectionModel, UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { boardSections, boards, images, interests, pins, users } from '../../db/schema/index.ts';
import { type PublicUserRow, publicUserColumns } from '../accounts/user-columns.ts';
import { anyOf, builtOnce, type Runs } from '../platform/built-once.ts';
import { boardTag, noteReads, pinTag } from '../platform/data-version.ts';
import { boardCardColumns, imageCardColumns, sectionCardColumns } from './columns.ts';
import {
  type PinCardRow,
  presentBoard,
  presentPin,
  presentSection,
  presentUser,
  signaturesOf,
} from './present.ts';

/**
 * The viewer-independent part of hydration (issue 12): a pin as anyone allowed to see it sees
 * it, before the viewer's own flags (favoritedByMe, collaboratedByMe, followedByMe, access,
 * savedInfo) are laid over it by `personalize`. Public entries may be cached and shared.
 */
export interface BaseEntry {
  id: number;
  pinnerId: number;
  boardId: number | null;
  boardOwnerId: number | null;
  originPinId: number | null;
  /** on a secret board: only its owner and collaborators may see it, so it is never cached */
  secret: boolean;
  /** the board is secret or collaborative: the viewer's collaboration counts (spec 01 §6) */
  asksMembership: boolean;
  /**
   * decision 045: the private profiles among the pinner and the board's owner; the viewer must
   * be each of them or follow each (a board's collaborator counts for its owner)
   */
  privateOwners: number[];
  /** viewer flags all false; never mutated (it may be shared through the cache) */
  model: PinModel;
}

/**
 * What a pin's card is made from beyond everything (decision 039): the pin's counts, and its
 * board's (a card names its board and how many pins it holds, which a save there changes).
 */
export function cardTags(ref: { id: number; boardId: number | null }): string[] {
  return ref.boardId === null ? [pinTag(ref.id)] : [pinTag(ref.id), boardTag(ref.boardId)];
}

export function uniq<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

// decision 096: the card's narrow reads, each built once per database handle
const usersById = builtOnce((db: Runs) =>
  db
    .select(publicUserColumns)
    .from(users)
    .where(and(anyOf(users.id, 'ids'), isNull(users.deletedAt)))
    .prepare('tessera_q_users_by_id'),
);
const pinnersById = builtOnce((db: Runs) =>
  db
    .select({ id: pins.id, pinnerId: pins.pinnerId })
    .from(pins)
    .where(anyOf(pins.id, 'ids'))
    .prepare('tessera_q_pinners_by_id'),
);
const imagesBySignature = builtOnce((db: Runs) =>
  db
    .select(imageCardColumns)
    .from(images)
    .where(anyOf(images.signature, 'sigs'))
    .prepare('tessera_q_images_by_signature'),
);
const sectionsById = builtOnce((db: Runs) =>
  db
    .select(sectionCardColumns)
    .from(boardSections)
    .where(anyOf(boardSections.id, 'ids'))
    .prepare('tessera_q_sections_by_id'),
);
const boardsById = builtOnce((db: Runs) =>
  db
    .select(boardCardColumns)
    .from(boards)
    .where(and(anyOf(boards.id, 'ids'), isNull(boards.deletedAt)))
    .prepare('tessera_q_boards_by_id'),
);

export async function loadUsers(
  ctx: Ctx,
  ids: number[],
  known: readonly PublicUserRow[] = [],
): Promise<Map<number, UserModel>> {
  const out = new Map<number, UserModel>();
  for (const u of known) out.set(u.id, presentUser(u));
  const missing = uniq(ids).filter((id) => !out.has(id));
  if (missing.length === 0) return out;
  const rows: PublicUserRow[] = await usersById(ctx.db).execute({ ids: missing });
  for (const u of rows) out.set(u.id, presentUser(u));
  return out;
}

// Interests are a short, nearly fixed list: one copy per database handle, filled as ids appear.
const interestCache = new WeakMap<Db, Map<number, { name: string; urlName: string }>>();

export async function loadInterests(ctx: Ctx, ids: number[]) {
  let cache = interestCache.get(ctx.db);
  if (!cache) {
    cache = new Map();
    interestCache.set(ctx.db, cache);
  }
  const missing = uniq(ids).filter((id) => !cache.has(id));
  if (missing.length) {
    const rows = await ctx.db
      .select({ id: interests.id, name: interests.name, urlName: interests.urlName })
      .from(interests)
      .where(inArray(interests.id, missing));
    for (const i of rows) cache.set(i.id, { name: i.name, urlName: i.urlName });
  }
  return cache;
}

/**
 * Loads what the rows point at (pinners, boards and their owners, images, sections, interests,
 * origin pinners) with one narrow query per table, independent ones together, and presents each
 * pin that exists for someone: not deleted, its pinner live, its board (if any) live.
 */
export async function baseHydrate(
  ctx: Ctx,
  rows: PinCardRow[],
  opts: { sizes?: readonly SpecSize[] | undefined } = {},
): Promise<Map<number, BaseEntry>> {
  const out = new Map<number, BaseEntry>();
  // their counts are what a favourite changes, their boards' what a save there (decision 039)
  noteReads(ctx, rows.flatMap(cardTags));
  const live = rows.filter((p) => !p.deletedAt);
  if (live.length === 0) return out;
  const originIds = uniq(live.flatMap((p) => (p.originPinId === null ? [] : [p.originPinId])));
  const boardIds = uniq(live.flatMap((p) => (p.boardId === null ? [] : [p.boardId])));
  const sectionIds = uniq(live.flatMap((p) => (p.sectionId === null ? [] : [p.sectionId])));
  const interestIds = live.flatMap((p) => (p.interestId === null ? [] : [p.interestId]));
  const userIds: number[] = [];
  for (const p of live) {
    userIds.push(p.pinnerId);
    if (p.viaPinnerId) userIds.push(p.viaPinnerId);
    if (p.promotion?.promoterUserId) userIds.push(p.promotion.promoterUserId);
    if (p.sponsorship?.sponsorUserId) userIds.push(p.sponsorship.sponsorUserId);
  }
  const sigs = uniq(live.flatMap(signaturesOf));

  const [originRows, userMap, imageRows, sectionRows, boardRows, interestMap] = await Promise.all([
    originIds.length ? pinnersById(ctx.db).execute({ ids: originIds }) : [],
    loadUsers(ctx, userIds),
    imagesBySignature(ctx.db).execute({ sigs }),
    sectionIds.length ? sectionsById(ctx.db).execute({ ids: sectionIds }) : [],
    boardIds.length ? boardsById(ctx.db).execute({ ids: boardIds }) : [],
    loadInterests(ctx, interestIds),
  ]);
  const originPinners = new Map(originRows.map((o) => [o.id, o.pinnerId]));
  // origin pinners and board owners who pinned nothing on the page: one more query, rarely
  const more = [...originPinners.values(), ...boardRows.map((b) => b.ownerId)].filter(
    (id) => !userMap.has(id),
  );
  if (more.length) for (const [id, u] of await loadUsers(ctx, more)) userMap.set(id, u);

  const boardMap = new Map<number, BoardModel>();
  const boardInfo = new Map<number, { ownerId: number; secret: boolean; asks: boolean }>();
  for (const b of boardRows) {
    const owner = userMap.get(b.ownerId);
    if (!owner) continue;
    boardMap.set(b.id, presentBoard(b, owner));
    const secret = b.privacy === 'secret';
    boardInfo.set(b.id, { ownerId: b.ownerId, secret, asks: secret || b.isCollaborative });
  }
  const deps = {
    isBot: ctx.viewer.isBot,
    sizes: opts.sizes,
    images: new Map(imageRows.map((i) => [i.signature, i])),
    users: userMap,
    boards: boardMap,
    sections: new Map<number, SectionModel>(sectionRows.map((s) => [s.id, presentSection(s)])),
    interests: interestMap,
    favoritedByMe: new Set<number>(),
    originPinners,
  };
  for (const p of live) {
    const info = p.boardId === null ? null : boardInfo.get(p.boardId);
    // a pin on a deleted board (or one whose owner is gone) exists for no one
    if (p.boardId !== null && !info) continue;
    const model = presentPin(p, deps);
    if (!model) continue;
    const owners = uniq([p.pinnerId, ...(info ? [info.ownerId] : [])]);
    out.set(p.id, {
      id: p.id,
      pinnerId: p.pinnerId,
      boardId: p.boardId,
      boardOwnerId: info?.ownerId ?? null,
      originPinId: p.originPinId,
      secret: info?.secret ?? false,
      asksMembership: info?.asks ?? false,
      privateOwners: owners.filter((id) => userMap.get(id)?.isPrivate),
      model,
    });
  }
  return out;
}
