import { z } from 'zod';
import { approveFollowRequest, declineFollowRequest } from '../../services/accounts/privacy.ts';
import { defineResource, idString } from '../resource.ts';

/** Decision 045: the owner of a private profile approves a waiting request to follow them. */
export const followRequestApprove = defineResource({
  name: 'FollowRequestResource',
  action: 'update',
  options: z.object({ user_id: idString, action: z.literal('approve') }),
  async run(ctx, o) {
    await approveFollowRequest(ctx, o.user_id);
    return { data: { approved: true } };
  },
});

/** Decision 045: the owner declines a waiting request (the requester is not told). */
export const followRequestDecline = defineResource({
  name: 'FollowRequestResource',
  action: 'delete',
  options: z.object({ user_id: idString }),
  async run(ctx, o) {
    await declineFollowRequest(ctx, o.user_id);
    return { data: { declined: true } };
  },
});
