import type { AppLoadContext } from 'react-router';
import type { PinModel } from '#domain/models';
import { parsePinIdParam } from '#domain/routes';
import { findUserRowByUsername, getUserByUsername } from '#server/services/accounts/users';
import {
  boardlessCount,
  getBoardBySlug,
  getSectionBySlug,
  listBoards,
  profileCounts,
} from '#server/services/boards/read';
import { boardFeed, boardlessFeed, createdFeed } from '#server/services/feeds/pin-feeds';
import { homeFeedFor } from '#server/services/feeds/ranked-home';
import { blockedByMe } from '#server/services/messages/blocks';
import { getCloseup } from '#server/services/pins/closeup';
import { FIRST_PAGE_PINS, FIRST_RELATED_PINS, pinsForGrid } from '../../lib/grid-payload';
import { fromService, notFoundPage } from '../../lib/loader.server';

const FIRST = { pageSize: FIRST_PAGE_PINS };

export async function loadHome(context: AppLoadContext) {
  return forGrid(await fromService(() => homeFeedFor(context.ctx, FIRST)));
}

/** A feed page as a grid page's loader sends it: its pins made light (pinsForGrid). */
function forGrid<P extends { items: PinModel[] }>(page: P): P {
  return { ...page, items: pinsForGrid(page.items) };
}

/** The closeup page: the pin, related pins and related products in one load (getCloseup). */
export async function loadCloseup(context: AppLoadContext, param: string) {
  const id = parsePinIdParam(param);
  if (id === null) notFoundPage('Unavailable');
  const data = await fromService(() =>
    getCloseup(context.ctx, Number(id), { relatedPageSize: FIRST_RELATED_PINS }),
  );
  return {
    pin: data.pin,
    related: forGrid(data.related),
    relatedProducts: data.relatedProducts && pinsForGrid(data.relatedProducts),
    origin: context.ctx.publicOrigin,
  };
}

/**
 * The profile's Saved tab: its boards in the owner's sort (archived last), the counts the viewer
 * may see (P-311: secret boards count only for the owner) and the first page of the pins saved
 * to the profile itself ("Unorganized ideas", decision 006).
 */
export async function loadProfile(context: AppLoadContext, username: string) {
  const { ctx } = context;
  const user = await fromService(() => getUserByUsername(ctx, username));
  const row = await findUserRowByUsername(ctx, username);
  if (!row) notFoundPage(`There is no profile named ${username}.`);
  const list = await fromService(() => listBoards(ctx, row, { pageSize: 100 }));
  const counts = await fromService(() => profileCounts(ctx, row.id));
  const saves = forGrid(await fromService(() => boardlessFeed(ctx, row.id, FIRST)));
  const saveCount = await fromService(() => boardlessCount(ctx, row.id));
  const isOwner = ctx.viewer.isAuth && ctx.viewer.id === user.id;
  const blocked = await blockedByMe(ctx, row.id);
  return {
    user,
    blocked,
    boards: list.items,
    sort: list.sort,
    counts,
    saves,
    saveCount,
    isOwner,
    origin: ctx.publicOrigin,
  };
}

export async function loadCreated(context: AppLoadContext, username: string) {
  const user = await fromService(() => getUserByUsername(context.ctx, username));
  const page = forGrid(await fromService(() => createdFeed(context.ctx, Number(user.id), FIRST)));
  const blocked = await blockedByMe(context.ctx, Number(user.id));
  return { user, blocked, page, origin: context.ctx.publicOrigin };
}

/** Which first page a feed cache holds: a changed board (bulk edit, order) shows fresh. */
function feedVersion(items: PinModel[]): string {
  return items
    .slice(0, 12)
    .map((p) => `${p.id}${p.section?.id ?? ''}`)
    .join('.');
}

export async function loadBoard(context: AppLoadContext, username: string, slug: string) {
  const { board, sections } = await fromService(() => getBoardBySlug(context.ctx, username, slug));
  const page = forGrid(await fromService(() => boardFeed(context.ctx, Number(board.id), FIRST)));
  return {
    board,
    sections,
    page,
    version: `${board.pinCount}:${feedVersion(page.items)}`,
    origin: context.ctx.publicOrigin,
  };
}

export async function loadSection(
  context: AppLoadContext,
  username: string,
  slug: string,
  sectionSlug: string,
) {
  const { board, sections, section } = await fromService(() =>
    getSectionBySlug(context.ctx, username, slug, sectionSlug),
  );
  const page = forGrid(
    await fromService(() =>
      boardFeed(context.ctx, Number(board.id), { ...FIRST, sectionId: Number(section.id) }),
    ),
  );
  return {
    board,
    sections,
    section,
    page,
    version: `${section.pinCount}:${feedVersion(page.items)}`,
    origin: context.ctx.publicOrigin,
  };
}
