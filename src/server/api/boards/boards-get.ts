import { z } from 'zod';
import { listUserBoards } from '../../services/boards.ts';
import { getUserByUsername } from '../../services/users.ts';
import { defineResource } from '../resource.ts';

export const boardsGet = defineResource({
  name: 'BoardsResource',
  action: 'get',
  options: z.object({
    username: z.string().min(1).max(30),
    include_archived: z.boolean().default(true),
  }),
  async run(ctx, o) {
    const owner = await getUserByUsername(ctx, o.username);
    return { data: await listUserBoards(ctx, owner, { includeArchived: o.include_archived }) };
  },
});
