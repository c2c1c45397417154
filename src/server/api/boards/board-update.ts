import { z } from 'zod';
import { deleteBoard, updateBoard } from '../../services/boards/write.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';
import { flag, privacy, text } from './options.ts';

/** BoardResource update: name, description, privacy, cover, archive, collaborative. */
export const boardUpdate = defineResource({
  name: 'BoardResource',
  action: 'update',
  options: z.object({
    board_id: idString,
    name: text.optional(),
    description: text.optional(),
    privacy: privacy.optional(),
    cover_pin_id: idString.nullable().optional(),
    archived: flag.optional(),
    collaborative: flag.optional(),
    field_set_key: plainText().max(40).optional(),
  }),
  async run(ctx, o) {
    const board = await updateBoard(ctx, o.board_id, {
      name: o.name,
      description: o.description,
      privacy: o.privacy,
      coverPinId: o.cover_pin_id,
      archived: o.archived,
      collaborative: o.collaborative,
    });
    return { data: board };
  },
});

/** BoardResource delete (P-327): owner only; its pins go with it. */
export const boardDelete = defineResource({
  name: 'BoardResource',
  action: 'delete',
  options: z.object({ board_id: idString }),
  async run(ctx, o) {
    return { data: await deleteBoard(ctx, o.board_id) };
  },
});
