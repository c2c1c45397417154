import { z } from 'zod';
import {
  createInviteLink,
  joinByInviteLink,
  revokeInviteLinks,
} from '../../services/boards/invite-links.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** BoardInviteLinkResource create: the board's invite link `{ inviteCode, inviteUrl, title }`. */
export const boardInviteLinkCreate = defineResource({
  name: 'BoardInviteLinkResource',
  action: 'create',
  options: z.object({ board_id: idString }),
  async run(ctx, o) {
    return { data: await createInviteLink(ctx, o.board_id) };
  },
});

/** BoardInviteLinkResource update: join the board of a live invite code. */
export const boardInviteLinkUpdate = defineResource({
  name: 'BoardInviteLinkResource',
  action: 'update',
  options: z.object({ invite_code: plainText().trim().min(1).max(100) }),
  async run(ctx, o) {
    return { data: await joinByInviteLink(ctx, o.invite_code) };
  },
});

/** BoardInviteLinkResource delete: revoke the board's live invite links. */
export const boardInviteLinkDelete = defineResource({
  name: 'BoardInviteLinkResource',
  action: 'delete',
  options: z.object({ board_id: idString }),
  async run(ctx, o) {
    return { data: await revokeInviteLinks(ctx, o.board_id) };
  },
});
