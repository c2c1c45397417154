import { z } from 'zod';
import { homeFeed } from '../../services/feeds/pin-feeds.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';

export const homefeedGet = defineResource({
  name: 'HomefeedResource',
  action: 'get',
  options: z.object(feedOptions),
  async run(ctx, o) {
    const page = await homeFeed(ctx, { bookmark: bookmarkOf(o), pageSize: o.page_size });
    return { data: page.items, bookmark: page.bookmark };
  },
});
