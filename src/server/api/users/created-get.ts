import { z } from 'zod';
import { getUserByUsername, ownerOf } from '../../services/accounts/users.ts';
import { createdFeed } from '../../services/feeds/pin-feeds.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';
import { plainText } from '../text.ts';

export const createdGet = defineResource({
  name: 'UserActivityPinsResource',
  action: 'get',
  options: z.object({ username: plainText().min(1).max(30), ...feedOptions }),
  async run(ctx, o) {
    const user = await getUserByUsername(ctx, o.username);
    const page = await createdFeed(ctx, ownerOf(user), {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
