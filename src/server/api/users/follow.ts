import { z } from 'zod';
import { followUser, unfollowUser } from '../../services/accounts/follows.ts';
import { defineResource, idString } from '../resource.ts';

/** P-003: follow a person; answers the followee with its new counts. */
export const followCreate = defineResource({
  name: 'UserFollowResource',
  action: 'create',
  options: z.object({ user_id: idString }),
  async run(ctx, o) {
    return { data: await followUser(ctx, o.user_id) };
  },
});

export const followDelete = defineResource({
  name: 'UserFollowResource',
  action: 'delete',
  options: z.object({ user_id: idString }),
  async run(ctx, o) {
    return { data: await unfollowUser(ctx, o.user_id) };
  },
});
