import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import {
  followingFeed,
  followSuggestions,
  followsAnything,
} from '#server/services/feeds/following-feed';
import { FIRST_PAGE_PINS, pinsForGrid } from '../../lib/grid-payload';
import { fromService } from '../../lib/loader.server';

export const FOLLOWING_PATH = '/following/';

/**
 * issue 16 /following/: the first page of the following feed; when it is empty, whether the
 * person follows anyone and whom they might follow. Visitors log in first and come back.
 */
export async function loadFollowing(context: AppLoadContext) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) throw redirect(loginPath(FOLLOWING_PATH));
  const page = await fromService(() => followingFeed(ctx, { pageSize: FIRST_PAGE_PINS }));
  if (page.items.length > 0) {
    return { ...page, items: pinsForGrid(page.items), empty: null };
  }
  const [follows, suggestions] = await Promise.all([
    fromService(() => followsAnything(ctx)),
    fromService(() => followSuggestions(ctx)),
  ]);
  return { ...page, empty: { followsAnything: follows, suggestions } };
}
