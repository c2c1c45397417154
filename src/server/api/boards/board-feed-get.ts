import { z } from 'zod';
import { getBoardBySlug } from '../../services/boards.ts';
import { boardFeed } from '../../services/pins.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';

export const boardFeedGet = defineResource({
  name: 'BoardFeedResource',
  action: 'get',
  options: z.object({
    username: z.string().min(1).max(30),
    slug: z.string().min(1).max(120),
    ...feedOptions,
  }),
  async run(ctx, o) {
    // Resolving the board first applies its privacy rule to the feed as a whole.
    const { board } = await getBoardBySlug(ctx, o.username, o.slug);
    const page = await boardFeed(ctx, Number(board.id), {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
