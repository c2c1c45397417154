import type { AppLoadContext } from 'react-router';
import { homeFeedFor } from '#server/services/feeds/ranked-home';
import { exactLists } from '#server/services/platform/data-version';
import { FIRST_PAGE_PINS, pageForGrid } from '../../lib/grid-payload';
import { fromService } from '../../lib/loader.server';

/** The home feed's first page: ranked for a signed-in person, newest for everyone else. */
export async function loadHome(context: AppLoadContext) {
  const page = await fromService(() => homeFeedFor(context.ctx, { pageSize: FIRST_PAGE_PINS }));
  // decision 067: the feed noted what changes which pins it holds, so a save elsewhere (a repin,
  // never an original) leaves the kept home alone
  exactLists(context.ctx);
  return pageForGrid(page);
}
