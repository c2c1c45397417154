import type { AppLoadContext } from 'react-router';
import { isBoardSort } from '#domain/boards/boards';
import { badRequest } from '#server/errors';
import { mayViewProfileContent } from '#server/services/accounts/profile-access';
import { findUserRowByUsername, getUserByUsername, ownerOf } from '#server/services/accounts/users';
import { setBoardSort } from '#server/services/boards/order';
import { boardlessCount, listBoards, profileCounts } from '#server/services/boards/read';
import { boardlessFeed, createdFeed } from '#server/services/feeds/pin-feeds';
import { blockedByMe } from '#server/services/messages/blocks';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { FIRST_PAGE_PINS, pageForGrid } from '../../lib/grid-payload';
import { text as say } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

const FIRST = { pageSize: FIRST_PAGE_PINS };

/**
 * The profile's Saved tab: its boards in the owner's sort (archived last), the counts the viewer
 * may see (P-311: secret boards count only for the owner) and the first page of the pins saved
 * to the profile itself ("Unorganized ideas", decision 006).
 */
export async function loadProfile(context: AppLoadContext, username: string) {
  const { ctx } = context;
  const user = await fromService(() => getUserByUsername(ctx, username));
  const row = await findUserRowByUsername(ctx, username);
  if (!row) notFoundPage(say(context, 'profile.noProfile', { username }));
  const isOwner = ctx.viewer.isAuth && ctx.viewer.id === user.id;
  const blocked = await blockedByMe(ctx, row.id);
  // decision 045: a private profile shows its name, picture and counts, and nothing it holds
  if (!(await mayViewProfileContent(ctx, row))) {
    return {
      user,
      blocked,
      locked: true,
      boards: [],
      sort: 'custom' as const,
      counts: { boardCount: 0, pinCount: 0 },
      saves: null,
      saveCount: 0,
      isOwner,
      origin: ctx.publicOrigin,
    };
  }
  const list = await fromService(() => listBoards(ctx, row, { pageSize: 100 }));
  const counts = await fromService(() => profileCounts(ctx, row.id));
  const saves = pageForGrid(await fromService(() => boardlessFeed(ctx, row, FIRST)));
  const saveCount = await fromService(() => boardlessCount(ctx, row.id));
  return {
    user,
    blocked,
    locked: false,
    boards: list.items,
    sort: list.sort,
    counts,
    saves,
    saveCount,
    isOwner,
    origin: ctx.publicOrigin,
  };
}

/** The profile's board sort menu: the owner's choice of order for their boards. */
export async function profileAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const sort = text(form, 'sort');
  try {
    if (!isBoardSort(sort)) throw badRequest(say(context, 'profile.chooseSort'));
    await setBoardSort(context.ctx, sort);
    return formSuccess(say(context, 'profile.sorted'), 'sort');
  } catch (e) {
    return formFailure(e, { sort }, 'sort');
  }
}

/** /{username}/_created/: the pins the person made, first page. */
export async function loadCreated(context: AppLoadContext, username: string) {
  const user = await fromService(() => getUserByUsername(context.ctx, username));
  const owner = ownerOf(user);
  const page = pageForGrid(await fromService(() => createdFeed(context.ctx, owner, FIRST)));
  const blocked = await blockedByMe(context.ctx, owner.id);
  const locked = !(await mayViewProfileContent(context.ctx, owner));
  return { user, blocked, locked, page, origin: context.ctx.publicOrigin };
}
