import { z } from 'zod';
import { homeFeedFor } from '../../services/feeds/ranked-home.ts';
import { exactLists } from '../../services/platform/data-version.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';

export const homefeedGet = defineResource({
  name: 'HomefeedResource',
  action: 'get',
  options: z.object(feedOptions),
  async run(ctx, o) {
    const page = await homeFeedFor(ctx, { bookmark: bookmarkOf(o), pageSize: o.page_size });
    // decision 067: its tiers noted what changes which pins they hold; a save elsewhere does not
    exactLists(ctx);
    return { data: page.items, bookmark: page.bookmark };
  },
});
