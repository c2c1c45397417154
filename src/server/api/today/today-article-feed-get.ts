import { z } from 'zod';
import { articleFeed } from '../../services/today/read.ts';
import { bookmarkOf, defineResource, feedOptions, idString } from '../resource.ts';

/** TodayArticleFeedResource get (spec 01 §2 TodayArticleFeed): an article's pins, in order. */
export const todayArticleFeedGet = defineResource({
  name: 'TodayArticleFeedResource',
  action: 'get',
  options: z.object({ article_id: idString, ...feedOptions }),
  async run(ctx, o) {
    const page = await articleFeed(ctx, o.article_id, {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
