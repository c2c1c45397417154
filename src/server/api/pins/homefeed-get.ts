import { z } from 'zod';
import { homeFeedFor } from '../../services/feeds/ranked-home.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';

export const homefeedGet = defineResource({
  name: 'HomefeedResource',
  action: 'get',
  options: z.object(feedOptions),
  async run(ctx, o) {
    const page = await homeFeedFor(ctx, { bookmark: bookmarkOf(o), pageSize: o.page_size });
    return { data: page.items, bookmark: page.bookmark };
  },
});
