import { z } from 'zod';
import { getUserByUsername, ownerOf } from '../../services/accounts/users.ts';
import { boardlessFeed } from '../../services/feeds/pin-feeds.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';
import { plainText } from '../text.ts';

/** The profile's "Unorganized ideas": pins saved to the profile itself (decision 006). */
export const boardlessGet = defineResource({
  name: 'BoardlessPinsResource',
  action: 'get',
  options: z.object({ username: plainText().min(1).max(30), ...feedOptions }),
  async run(ctx, o) {
    const user = await getUserByUsername(ctx, o.username);
    const page = await boardlessFeed(ctx, ownerOf(user), {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
