import { z } from 'zod';
import { followingFeed } from '../../services/feeds/following-feed.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';

/** issue 16: the following feed's pages (/following/), signed in only. */
export const followingFeedGet = defineResource({
  name: 'FollowingFeedResource',
  action: 'get',
  options: z.object(feedOptions),
  async run(ctx, o) {
    const page = await followingFeed(ctx, { bookmark: bookmarkOf(o), pageSize: o.page_size });
    return { data: page.items, bookmark: page.bookmark };
  },
});
