import { z } from 'zod';
import { notFound } from '../../errors.ts';
import {
  allVideoPins,
  findInterestById,
  findInterestBySlug,
  freshIdeas,
  getInterestPage,
  interestPins,
  listIdeasCategories,
  setInterestFollow,
} from '../../services/ideas/interests.ts';
import { tr } from '../../services/platform/i18n.ts';
import { bookmarkOf, defineResource, feedOptions, idString } from '../resource.ts';
import { plainText } from '../text.ts';

const slug = plainText()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'errors.api.interestSlug');

/** InterestsResource get: the ideas categories, the long list (13) or the short one (6), P-049, P-050. */
export const interestsGet = defineResource({
  name: 'InterestsResource',
  action: 'get',
  options: z.object({
    list: z.enum(['long', 'short']).default('long'),
    /** false: no cover images (the header's flyout lists names only) */
    covers: z.boolean().default(true),
  }),
  async run(ctx, o) {
    return { data: await listIdeasCategories(ctx, o.list, o.covers ? 1 : 0) };
  },
});

/** InterestResource get: one interest by id or slug, with its sub-interests and related ones. */
export const interestGet = defineResource({
  name: 'InterestResource',
  action: 'get',
  options: z
    .object({ interest_id: idString.optional(), slug: slug.optional() })
    .refine((o) => o.interest_id !== undefined || o.slug !== undefined, {
      message: 'errors.api.interestWhich',
    }),
  async run(ctx, o) {
    const row =
      o.interest_id !== undefined
        ? await findInterestById(ctx, o.interest_id)
        : await findInterestBySlug(ctx, o.slug ?? '');
    if (!row) throw notFound(tr(ctx, 'errors.ideas.noSuchPage'));
    const { interest, subInterests, related } = await getInterestPage(ctx, row, { pageSize: 3 });
    return { data: { ...interest, subInterests, related } };
  },
});

/**
 * InterestFeedResource get: an interest's pins (with `video`, its video pins), newest first;
 * without interest_id, the newest pins of every interest (or every video pin).
 */
export const interestFeedGet = defineResource({
  name: 'InterestFeedResource',
  action: 'get',
  options: z.object({
    interest_id: idString.optional(),
    video: z.boolean().optional(),
    ...feedOptions,
  }),
  async run(ctx, o) {
    const opts = { bookmark: bookmarkOf(o), pageSize: o.page_size };
    let page: Awaited<ReturnType<typeof freshIdeas>>;
    if (o.interest_id === undefined) {
      page = o.video ? await allVideoPins(ctx, opts) : await freshIdeas(ctx, opts);
    } else {
      const row = await findInterestById(ctx, o.interest_id);
      if (!row) throw notFound(tr(ctx, 'errors.ideas.noSuchPage'));
      page = await interestPins(ctx, row, { ...opts, video: o.video === true });
    }
    return { data: page.items, bookmark: page.bookmark };
  },
});

/** Follow an interest; delete unfollows it (P-352: the unfollow action sends interest_id). */
export const interestFollowCreate = defineResource({
  name: 'InterestFollowResource',
  action: 'create',
  options: z.object({ interest_id: idString }),
  async run(ctx, o) {
    return { data: await setInterestFollow(ctx, o.interest_id, true) };
  },
});

export const interestFollowDelete = defineResource({
  name: 'InterestFollowResource',
  action: 'delete',
  options: z.object({ interest_id: idString }),
  async run(ctx, o) {
    return { data: await setInterestFollow(ctx, o.interest_id, false) };
  },
});
