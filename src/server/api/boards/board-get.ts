import { z } from 'zod';
import { getBoardBySlug } from '../../services/boards.ts';
import { defineResource } from '../resource.ts';

export const boardGet = defineResource({
  name: 'BoardResource',
  action: 'get',
  options: z.object({
    username: z.string().min(1).max(30),
    slug: z.string().min(1).max(120),
    field_set_key: z.string().max(40).optional(),
  }),
  async run(ctx, o) {
    return { data: await getBoardBySlug(ctx, o.username, o.slug) };
  },
});
