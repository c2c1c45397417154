import { CARD_SIZES } from '#domain/media/image-size';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { anyOf, builtOnce, type Runs } from '../platform/built-once.ts';
import { noteReads, userTag } from '../platform/data-version.ts';
import { keepUnchanged } from '../platform/kept-json.ts';
import { MAX_CACHED_PINS, versionedCache } from '../platform/versioned-cache.ts';
import { type BaseEntry, baseHydrate, cardTags, uniq } from './base.ts';
import { pinCardColumns } from './columns.ts';
import type { PinRow } from './present.ts';
import { isHiddenFor, loadViewerState, personalize, type ViewerState } from './viewer-state.ts';

export { loadUsers } from './base.ts';

/** The few columns of a pin a feed needs to decide what to hydrate and for whom. */
export interface PinRef {
  id: number;
  pinnerId: number;
  boardId: number | null;
  originPinId: number | null;
}

function pageOf(refs: readonly PinRef[]) {
  return {
    pinIds: refs.map((p) => p.id),
    boardIds: uniq(refs.flatMap((p) => (p.boardId === null ? [] : [p.boardId]))),
    rootIds: uniq(refs.map((p) => p.originPinId ?? p.id)),
    pinnerIds: uniq(refs.map((p) => p.pinnerId)),
  };
}

/** What the hydrate stage hands the rules: each pin's viewer-independent entry, the viewer's flags. */
export interface Hydration {
  entries: Map<number, BaseEntry | null>;
  state: ViewerState;
}

/**
 * The rules every pin list applies: personalizes the entries in the order of `refs`, dropping
 * what the viewer may not see (secret boards, deleted pinners or boards).
 */
export function visibleRules(refs: readonly PinRef[], h: Hydration): PinModel[] {
  const out: PinModel[] = [];
  for (const r of refs) {
    const e = h.entries.get(r.id);
    const model = e ? personalize(e, h.state) : null;
    if (model) out.push(model);
  }
  return out;
}

/**
 * A feed's rules: `visibleRules`, and what the viewer hid or reported stays out too (issue 13:
 * a hidden pin never comes back in their feeds; its own closeup still opens).
 */
export function feedRules(refs: readonly PinRef[], h: Hydration): PinModel[] {
  return visibleRules(
    refs.filter((r) => !isHiddenFor(r, h.state)),
    h,
  );
}

/**
 * The hydrate stage for pin rows at every image size (a closeup, a pin just written): loads what
 * the rows point at with one narrow query per table and the viewer's own flags with one more
 * (none for visitors).
 */
export async function hydrateRows(ctx: Ctx, rows: PinRow[]): Promise<Hydration> {
  const [entries, state] = await Promise.all([
    baseHydrate(ctx, rows),
    loadViewerState(ctx, pageOf(rows)),
  ]);
  return { entries, state };
}

/** Closeups whose viewer-independent part is kept (tens of KB each, every image size). */
const MAX_CACHED_CLOSEUPS = 2000;

/**
 * The hydrate stage of one pin's closeup: like `hydrateRows`, with the viewer-independent part
 * kept per pin until its card's tags change (decision 039), so a closeup asked again costs no
 * query for a visitor. A pin on a secret board is built afresh for each member who asks.
 */
export async function hydrateCloseupRow(ctx: Ctx, row: PinRow): Promise<Hydration> {
  const cache = versionedCache<BaseEntry>(
    ctx.db,
    ctx.viewer.isBot ? 'pins:closeup:bot' : 'pins:closeup',
    MAX_CACHED_CLOSEUPS,
  );
  const tags = cardTags(row);
  noteReads(ctx, tags);
  const known = cache.get(row.id);
  if (known) {
    const state = await loadViewerState(ctx, pageOf([row]));
    return { entries: new Map([[row.id, known]]), state };
  }
  const hydration = await hydrateRows(ctx, [row]);
  const entry = hydration.entries.get(row.id);
  // shared by every later request from now on: unchanging (frozen under the tests), its JSON
  // made once (decision 075)
  if (entry && !entry.secret) {
    keepUnchanged(entry.model);
    cache.set(row.id, entry, tags);
  }
  return hydration;
}

/**
 * Hydrate → rules for a list of pin rows outside a feed (any caller; every image size): drops
 * what the viewer may not see, keeps the order.
 */
export async function hydratePins(ctx: Ctx, rows: PinRow[]): Promise<PinModel[]> {
  if (rows.length === 0) return [];
  return visibleRules(rows, await hydrateRows(ctx, rows));
}

/**
 * What the cache keeps of a pin on a secret board: only where it is (no content), so that a
 * non-member's request skips it without a query and a member's builds it afresh.
 */
interface SecretStub {
  stub: true;
  boardId: number;
  boardOwnerId: number;
}

type Cached = BaseEntry | SecretStub | null;

function mayOpen(s: SecretStub, state: ViewerState): boolean {
  return s.boardOwnerId === state.me || state.collaborations.has(s.boardId);
}

/**
 * The hydrate stage of a feed page (issue 12): like `hydrateRows`, with the sizes a pin list
 * sends, and the
 * viewer-independent part of each pin taken from the in-process cache when an earlier request
 * built it at the current data version. Only what a visitor may see is cached: a pin on a secret
 * board is kept as a stub without content and built again for each member who asks; pins that
 * exist for no one (deleted board or pinner) are remembered as null. The viewer's own flags (one
 * query per page for a signed-in viewer, see viewer-state.ts) are kept per viewer and page at the
 * same data version, so a page asked again before any write costs no query.
 */
export async function hydrateCards(ctx: Ctx, refs: readonly PinRef[]): Promise<Hydration> {
  const cache = versionedCache<Cached>(
    ctx.db,
    ctx.viewer.isBot ? 'pins:card:bot' : 'pins:card',
    MAX_CACHED_PINS,
  );
  const entries = new Map<number, BaseEntry | null>();
  const stubs = new Map<number, SecretStub>();
  const missing: number[] = [];
  noteReads(ctx, refs.flatMap(cardTags));
  for (const r of refs) {
    const hit = cache.get(r.id);
    if (hit === undefined) missing.push(r.id);
    else if (hit && 'stub' in hit) stubs.set(r.id, hit);
    else entries.set(r.id, hit);
  }
  const [built, state] = await Promise.all([
    buildMissing(ctx, missing),
    feedViewerState(ctx, refs),
  ]);
  for (const id of missing) {
    const e = built.get(id) ?? null;
    entries.set(id, e);
    const tags = cardTags({ id, boardId: e?.boardId ?? null });
    // shared by every later request from now on: unchanging (frozen under the tests), its JSON
    // made once (decision 075)
    if (!e?.secret) {
      if (e) keepUnchanged(e.model);
      cache.set(id, e, tags);
    } else if (e.boardId !== null && e.boardOwnerId !== null) {
      cache.set(id, { stub: true, boardId: e.boardId, boardOwnerId: e.boardOwnerId }, tags);
    }
  }
  const open = [...stubs].flatMap(([id, s]) => (mayOpen(s, state) ? [id] : []));
  for (const [id, e] of await buildMissing(ctx, open)) entries.set(id, e);
  return { entries, state };
}

/** Hydrate → feed rules for pins listed outside a feed pipeline (search, today, invites …). */
export async function hydrateFeedPins(ctx: Ctx, refs: readonly PinRef[]): Promise<PinModel[]> {
  if (refs.length === 0) return [];
  return feedRules(refs, await hydrateCards(ctx, refs));
}

/** Pages whose viewer flags are kept (a few hundred bytes each). */
export const MAX_CACHED_VIEWER_PAGES = 2000;

/** The viewer's flags for a feed page, kept per viewer and page until the next write. */
async function feedViewerState(ctx: Ctx, refs: readonly PinRef[]): Promise<ViewerState> {
  const page = pageOf(refs);
  const me = ctx.viewer.id;
  if (!ctx.viewer.isAuth || !me) return loadViewerState(ctx, page);
  const cache = versionedCache<ViewerState>(ctx.db, 'viewer-state', MAX_CACHED_VIEWER_PAGES);
  const key = `${me}:${page.pinIds.join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const state = await loadViewerState(ctx, page);
  cache.set(key, state, [userTag(me)]);
  return state;
}

// decision 096: built once per database handle
const cardsById = builtOnce((db: Runs) =>
  db
    .select(pinCardColumns)
    .from(pins)
    .where(anyOf(pins.id, 'ids'))
    .prepare('tessera_q_cards_by_id'),
);

async function buildMissing(ctx: Ctx, ids: number[]): Promise<Map<number, BaseEntry>> {
  if (ids.length === 0) return new Map();
  const rows = await cardsById(ctx.db).execute({ ids });
  return baseHydrate(ctx, rows, { sizes: CARD_SIZES });
}
