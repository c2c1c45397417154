import { z } from 'zod';
import { setBoardOrder, setPinOrder } from '../../services/boards/order.ts';
import { defineResource, idString } from '../resource.ts';
import { idList } from './options.ts';

/** BoardOrderResource update: the viewer's boards in custom order (sets board_sort custom). */
export const boardOrderUpdate = defineResource({
  name: 'BoardOrderResource',
  action: 'update',
  options: z.object({ board_ids: idList.min(1) }),
  async run(ctx, o) {
    return { data: await setBoardOrder(ctx, o.board_ids) };
  },
});

/** BoardPinOrderResource update: pins of a board or section in custom order. */
export const boardPinOrderUpdate = defineResource({
  name: 'BoardPinOrderResource',
  action: 'update',
  options: z.object({
    board_id: idString,
    section_id: idString.optional().nullable(),
    pin_ids: idList.min(1),
  }),
  async run(ctx, o) {
    const data = await setPinOrder(ctx, {
      boardId: o.board_id,
      sectionId: o.section_id ?? undefined,
      pinIds: o.pin_ids,
    });
    return { data };
  },
});
