import type { AppLoadContext } from 'react-router';
import { homeFeedFor } from '#server/services/feeds/ranked-home';
import { FIRST_PAGE_PINS, pageForGrid } from '../../lib/grid-payload';
import { fromService } from '../../lib/loader.server';

/** The home feed's first page: ranked for a signed-in person, newest for everyone else. */
export async function loadHome(context: AppLoadContext) {
  return pageForGrid(
    await fromService(() => homeFeedFor(context.ctx, { pageSize: FIRST_PAGE_PINS })),
  );
}
