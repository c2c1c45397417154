import { z } from 'zod';
import {
  answerInvite,
  cancelInvite,
  inviteToBoard,
  listMyInvites,
} from '../../services/boards/invites.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

const permissionList = z.array(plainText().max(40)).max(20);

/** BoardInviteResource create: invite a person by username (or id) to a board. */
export const boardInviteCreate = defineResource({
  name: 'BoardInviteResource',
  action: 'create',
  options: z
    .object({
      board_id: idString,
      username: plainText().trim().min(1).max(31).optional(),
      invited_user_id: idString.optional(),
      permissions: permissionList.optional(),
    })
    .refine((o) => o.username !== undefined || o.invited_user_id !== undefined, {
      message: 'errors.api.inviteWho',
    }),
  async run(ctx, o) {
    return {
      data: await inviteToBoard(ctx, {
        boardId: o.board_id,
        username: o.username,
        invitedUserId: o.invited_user_id,
        permissions: o.permissions,
      }),
    };
  },
});

/** BoardInviteResource update: the invitee accepts or declines. */
export const boardInviteUpdate = defineResource({
  name: 'BoardInviteResource',
  action: 'update',
  options: z.object({ board_id: idString, status: z.enum(['accepted', 'declined']) }),
  async run(ctx, o) {
    return { data: await answerInvite(ctx, o.board_id, o.status) };
  },
});

/** BoardInviteResource delete (P-330): board_id, invited_user_id. */
export const boardInviteDelete = defineResource({
  name: 'BoardInviteResource',
  action: 'delete',
  options: z.object({ board_id: idString, invited_user_id: idString }),
  async run(ctx, o) {
    return { data: await cancelInvite(ctx, o.board_id, o.invited_user_id) };
  },
});

/** BoardInvitesResource get: the viewer's pending invites. */
export const boardInvitesGet = defineResource({
  name: 'BoardInvitesResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await listMyInvites(ctx) };
  },
});
