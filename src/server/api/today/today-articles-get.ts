import { z } from 'zod';
import { TODAY_KINDS } from '#domain/discovery/today';
import { listPublishedArticles } from '../../services/today/read.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';

/** TodayArticlesResource get: published today articles, of one kind or all (spec 02 §2). */
export const todayArticlesGet = defineResource({
  name: 'TodayArticlesResource',
  action: 'get',
  options: z.object({
    kind: z.enum(TODAY_KINDS).optional(),
    ...feedOptions,
  }),
  async run(ctx, o) {
    const page = await listPublishedArticles(ctx, {
      kind: o.kind,
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
