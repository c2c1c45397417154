import { z } from 'zod';
import { getBoardBySlug, getSectionBySlug } from '../../services/boards/read.ts';
import { boardFeed } from '../../services/feeds/pin-feeds.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';
import { plainText } from '../text.ts';

/** BoardFeedResource get: a board's (or a section's) pins; hidden boards are a 404. */
export const boardFeedGet = defineResource({
  name: 'BoardFeedResource',
  action: 'get',
  options: z.object({
    username: plainText().min(1).max(30),
    slug: plainText().min(1).max(120),
    section_slug: plainText().min(1).max(120).optional(),
    ...feedOptions,
  }),
  async run(ctx, o) {
    // Resolving the board first applies its privacy rule to the feed as a whole.
    const { board, section } = o.section_slug
      ? await getSectionBySlug(ctx, o.username, o.slug, o.section_slug)
      : { ...(await getBoardBySlug(ctx, o.username, o.slug)), section: null };
    const page = await boardFeed(ctx, Number(board.id), {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
      sectionId: section ? Number(section.id) : undefined,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});
