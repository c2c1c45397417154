import { z } from 'zod';
import { getArticle } from '../../services/today/read.ts';
import { defineResource, idString } from '../resource.ts';

/** TodayArticleResource get: one published article with the first page of its pins. */
export const todayArticleGet = defineResource({
  name: 'TodayArticleResource',
  action: 'get',
  options: z.object({ id: idString }),
  async run(ctx, o) {
    const view = await getArticle(ctx, o.id);
    return { data: view, bookmark: view.pins.bookmark };
  },
});
