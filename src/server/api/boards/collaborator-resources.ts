import { z } from 'zod';
import {
  listCollaborators,
  removeCollaborator,
  searchUsers,
  updateCollaboratorPermissions,
} from '../../services/boards/collaborators.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** BoardCollaboratorsResource get: the owner and the collaborators of a board. */
export const boardCollaboratorsGet = defineResource({
  name: 'BoardCollaboratorsResource',
  action: 'get',
  options: z.object({ board_id: idString, field_set_key: plainText().max(40).optional() }),
  async run(ctx, o) {
    return { data: await listCollaborators(ctx, o.board_id) };
  },
});

/** BoardCollaboratorResource update: the owner sets a collaborator's permissions. */
export const boardCollaboratorUpdate = defineResource({
  name: 'BoardCollaboratorResource',
  action: 'update',
  options: z.object({
    board_id: idString,
    user_id: idString,
    permissions: z.array(plainText().max(40)).max(20),
  }),
  async run(ctx, o) {
    return {
      data: await updateCollaboratorPermissions(ctx, o.board_id, o.user_id, o.permissions),
    };
  },
});

/** BoardCollaboratorResource delete (P-331): board_id, field_set_key boardEdit, invited_user_id. */
export const boardCollaboratorDelete = defineResource({
  name: 'BoardCollaboratorResource',
  action: 'delete',
  options: z.object({
    board_id: idString,
    invited_user_id: idString,
    field_set_key: plainText().max(40).optional(),
  }),
  async run(ctx, o) {
    return { data: await removeCollaborator(ctx, o.board_id, o.invited_user_id) };
  },
});

/** UserSearchResource get: people to invite, by username or name prefix (10 at most). */
export const userSearchGet = defineResource({
  name: 'UserSearchResource',
  action: 'get',
  options: z.object({ query: plainText().max(60) }),
  async run(ctx, o) {
    return { data: await searchUsers(ctx, o.query) };
  },
});
