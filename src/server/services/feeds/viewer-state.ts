import { type SQL, sql } from 'drizzle-orm';
import { mayOpenPinAnalytics } from '#domain/pins/card-permissions';
import type { BoardPrivacy, PinModel, SavedInfo } from '#domain/pins/models';
import { savedInfoOf } from '#domain/pins/save';
import type { Ctx } from '../../context.ts';
import {
  type CardStats,
  cardStatsOf,
  cardStatsPart,
  NO_CARD_STATS,
} from '../analytics/card-stats.ts';
import { getOrMake } from '../platform/get-or-make.ts';
import { copiedFrom } from '../platform/kept-json.ts';
import type { BaseEntry } from './base.ts';

/**
 * What a signed-in viewer brings to a page of pins (spec 01 §3): favoritedByMe, the boards they
 * collaborate on with their permissions, the boards they follow and where they saved each root
 * pin (savedInfo), the pins they hid or reported and the pinners they follow (issue 13).
 * Visitors have none of it and cost no query; a signed-in viewer costs ONE query for the whole
 * page (up to six parts in a `union all`), whatever the page holds.
 */
export interface ViewerState {
  /** null for visitors (and code outside a request) */
  me: number | null;
  favorited: Set<number>;
  /** accepted collaborations on the page's boards: board id → permissions */
  collaborations: Map<number, string[]>;
  followed: Set<number>;
  savedInfo: Map<number, SavedInfo>;
  /** pins (by id, and roots of the page's repins) the viewer hid or reported: never in a feed */
  hidden: Set<number>;
  /**
   * the page's pinners and board owners the viewer follows (the card's reason, the hidden
   * overlay's Unfollow, and who may see a private profile's pins: decision 045)
   */
  followedUsers: Set<number>;
  /** issue 15: the page's pins' 30-day roll-up sums (aggregatedPinData); absent: none yet */
  cardStats: Map<number, CardStats>;
}

export function emptyViewerState(me: number | null): ViewerState {
  return {
    me,
    favorited: new Set(),
    collaborations: new Map(),
    followed: new Set(),
    savedInfo: new Map(),
    hidden: new Set(),
    followedUsers: new Set(),
    cardStats: new Map(),
  };
}

function list(ids: Iterable<number>): SQL {
  return sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
}

interface StateRow {
  k: 'f' | 'c' | 'b' | 's' | 'h' | 'u' | 'a';
  id: string;
  v: unknown;
}

interface SavedRow {
  pinId: string;
  boardName: string | null;
  boardSlug: string | null;
  privacy: string | null;
  ownerUsername: string | null;
  sectionTitle: string | null;
  sectionSlug: string | null;
}

export async function loadViewerState(
  ctx: Ctx,
  page: { pinIds: number[]; boardIds: number[]; rootIds: number[]; pinnerIds: number[] },
): Promise<ViewerState> {
  const me = ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
  const state = emptyViewerState(me);
  if (me === null || page.pinIds.length === 0) return state;
  const parts: SQL[] = [
    sql`select 'f' as k, pin_id::text as id, null::jsonb as v from favorites
        where user_id = ${me} and pin_id in (${list(page.pinIds)})`,
    sql`select 'h', pin_id::text, null from pin_hides
        where user_id = ${me} and pin_id in (${list([...page.pinIds, ...page.rootIds])})`,
    // issue 15: the cards' creator analytics come from the roll-ups (shown on writable pins)
    cardStatsPart(page.pinIds, ctx.now()),
  ];
  const others = page.pinnerIds.filter((id) => id !== me);
  if (others.length || page.boardIds.length) {
    const owners = page.boardIds.length
      ? sql`select owner_id from boards where id in (${list(page.boardIds)})`
      : sql`select null::bigint`;
    const pinners = others.length ? sql`${list(others)}` : sql`null`;
    parts.push(sql`select 'u', followee_id::text, null from user_follows
        where follower_id = ${me} and (followee_id in (${pinners}) or followee_id in (${owners}))`);
  }
  if (page.boardIds.length) {
    parts.push(
      sql`select 'c', board_id::text, permissions from board_collaborators
          where user_id = ${me} and status = 'accepted' and board_id in (${list(page.boardIds)})`,
      sql`select 'b', board_id::text, null from board_follows
          where follower_id = ${me} and board_id in (${list(page.boardIds)})`,
    );
  }
  if (page.rootIds.length) {
    // the viewer's newest live save of each root, on a live board or on the profile
    parts.push(sql`select 's', s.root::text, s.v from (
        select distinct on (p.origin_pin_id) p.origin_pin_id as root, jsonb_build_object(
          'pinId', p.id::text, 'boardName', b.name, 'boardSlug', b.slug, 'privacy', b.privacy,
          'ownerUsername', u.username, 'sectionTitle', s.title, 'sectionSlug', s.slug) as v
        from pins p
        left join boards b on b.id = p.board_id
        left join users u on u.id = b.owner_id
        left join board_sections s on s.id = p.section_id
        where p.pinner_id = ${me} and p.origin_pin_id in (${list(page.rootIds)})
          and p.deleted_at is null and (p.board_id is null or b.deleted_at is null)
        order by p.origin_pin_id, p.created_at desc, p.id desc) s`);
  }
  // the hottest statement of a signed-in page: prepared on both databases (decisions 079, 081)
  const res = await ctx.db.execute(sql.join(parts, sql` union all `));
  for (const r of (res as unknown as { rows: StateRow[] }).rows) {
    const id = Number(r.id);
    if (r.k === 'f') state.favorited.add(id);
    else if (r.k === 'c') state.collaborations.set(id, (r.v as string[] | null) ?? []);
    else if (r.k === 'b') state.followed.add(id);
    else if (r.k === 'h') state.hidden.add(id);
    else if (r.k === 'u') state.followedUsers.add(id);
    else if (r.k === 'a') state.cardStats.set(id, cardStatsOf(r.v));
    else state.savedInfo.set(id, savedInfoFrom(r.v as SavedRow));
  }
  return state;
}

function savedInfoFrom(r: SavedRow): SavedInfo {
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
  return savedInfoOf({ localPinId: r.pinId, board, section });
}

/**
 * A pin as this viewer sees it, or null when they may not (spec 01 §6: a secret board's pins
 * exist only for its owner and accepted collaborators). Never changes the entry, which may be
 * shared through the cache: a visitor gets it as it is, a signed-in viewer a copy with their
 * flags: access 'write' per decision 006 (pinner, board owner, or a collaborator allowed
 * 'edit_pin'); aggregatedPinData by the rule of the pin's analytics page (decision 024).
 */
export function personalize(e: BaseEntry, st: ViewerState): PinModel | null {
  if (st.me === null) return personalized(e, st);
  // a signed-in person's flags for a page are kept until their next write (feedViewerState in
  // hydrate.ts): the same state and entry make the same card, so the card made for the last
  // request is the one for this, with its JSON written once (decision 082)
  const made = getOrMake(madeFor, st, () => new Map<BaseEntry, PinModel | null>());
  return getOrMake(made, e, () => personalized(e, st));
}

/** The cards made for each viewer state, by entry (null: this viewer may not see it). */
const madeFor = new WeakMap<ViewerState, Map<BaseEntry, PinModel | null>>();

function personalized(e: BaseEntry, st: ViewerState): PinModel | null {
  const me = st.me;
  const own = me !== null && e.boardOwnerId === me;
  const perms =
    e.boardId !== null && e.asksMembership ? st.collaborations.get(e.boardId) : undefined;
  if (e.secret && !own && perms === undefined) return null;
  if (!mayPass(e, st, perms !== undefined)) return null;
  if (me === null) return e.model;
  const m = e.model;
  // each copy says what it copied: a kept card's JSON is reused around the viewer's own keys
  // (decision 075)
  const board =
    m.board && e.boardId !== null
      ? copiedFrom(m.board, {
          collaboratedByMe: !own && perms !== undefined,
          collaboratorPermissions: own ? [] : (perms ?? []),
          followedByMe: !own && st.followed.has(e.boardId),
        })
      : m.board;
  const writable = e.pinnerId === me || own || (!own && !!perms?.includes('edit_pin'));
  const pinner = st.followedUsers.has(e.pinnerId)
    ? copiedFrom(m.pinner, { explicitlyFollowedByMe: true })
    : m.pinner;
  return copiedFrom(m, {
    pinner,
    board,
    favoritedByMe: st.favorited.has(e.id),
    aggregatedPinData: mayOpenPinAnalytics(
      { isAuth: true, id: String(me), isPartner: false },
      { pinnerId: String(e.pinnerId) },
    )
      ? (st.cardStats.get(e.id) ?? NO_CARD_STATS)
      : null,
    access: writable ? ['write'] : [],
    savedInfo: st.savedInfo.get(e.originPinId ?? e.id) ?? null,
  });
}

/**
 * Decision 045: every private profile behind the pin (its pinner, its board's owner) is the
 * viewer's own or one they follow; a board's collaborator passes for the board's owner.
 */
function mayPass(e: BaseEntry, st: ViewerState, member: boolean): boolean {
  for (const id of e.privateOwners) {
    if (id === st.me || st.followedUsers.has(id)) continue;
    if (member && id === e.boardOwnerId) continue;
    return false;
  }
  return true;
}

/** Issue 13: the viewer hid or reported this pin, or the pin it was saved from. */
export function isHiddenFor(pin: { id: number; originPinId: number | null }, st: ViewerState) {
  return st.hidden.has(pin.id) || (pin.originPinId !== null && st.hidden.has(pin.originPinId));
}
