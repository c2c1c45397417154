import { z } from 'zod';
import { bulkDelete, bulkMoveOrCopy } from '../../services/boards/bulk-edit.ts';
import { defineResource, idString } from '../resource.ts';
import { bulkSelection, selectionOf } from './options.ts';

/** BulkEditResource delete (P-333, P-334): selected pins, or select_all minus exclusions. */
export const bulkEditDelete = defineResource({
  name: 'BulkEditResource',
  action: 'delete',
  options: z.object(bulkSelection),
  async run(ctx, o) {
    return { data: await bulkDelete(ctx, selectionOf(o)) };
  },
});

/** BulkEditResource update: move or copy the selection to a board (and section). */
export const bulkEditUpdate = defineResource({
  name: 'BulkEditResource',
  action: 'update',
  options: z.object({
    ...bulkSelection,
    action: z.enum(['move', 'copy']),
    to_board_id: idString,
    to_section_id: idString.optional().nullable(),
  }),
  async run(ctx, o) {
    const data = await bulkMoveOrCopy(ctx, {
      ...selectionOf(o),
      action: o.action,
      toBoardId: o.to_board_id,
      toSectionId: o.to_section_id ?? undefined,
    });
    return { data };
  },
});
