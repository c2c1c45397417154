import { z } from 'zod';
import { setBoardFollow } from '../../services/boards/follows.ts';
import { defineResource, idString } from '../resource.ts';

/** Follow a board; delete unfollows it (issue 13: the hidden overlay's Unfollow and its undo). */
export const boardFollowCreate = defineResource({
  name: 'BoardFollowResource',
  action: 'create',
  options: z.object({ board_id: idString }),
  async run(ctx, o) {
    return { data: await setBoardFollow(ctx, o.board_id, true) };
  },
});

export const boardFollowDelete = defineResource({
  name: 'BoardFollowResource',
  action: 'delete',
  options: z.object({ board_id: idString }),
  async run(ctx, o) {
    return { data: await setBoardFollow(ctx, o.board_id, false) };
  },
});
