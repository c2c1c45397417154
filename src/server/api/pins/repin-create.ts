import { z } from 'zod';
import { repin } from '../../services/pins/saves.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/**
 * RepinResource create (spec 01 §4, §7 P-325; decision 006): save a pin to a board, a section
 * or the profile (no board_id). Answers the new PinModel with its savedInfo.
 */
export const repinCreate = defineResource({
  name: 'RepinResource',
  action: 'create',
  options: z.object({
    pin_id: idString,
    board_id: idString.nullish(),
    section_id: idString.nullish(),
    title: plainText().max(100, 'errors.api.repinTitleMax').optional(),
    description: plainText().max(500, 'errors.api.repinDescriptionMax').optional(),
    // accepted for the spec's payload (P-325); the server finds the root itself
    original_pin_id: idString.nullish(),
    client_tracking_params: plainText().max(2000).nullish(),
    view_parameter: z.union([plainText().max(100), z.number()]).nullish(),
  }),
  async run(ctx, o) {
    const data = await repin(ctx, {
      pinId: o.pin_id,
      boardId: o.board_id ?? undefined,
      sectionId: o.section_id ?? undefined,
      title: o.title,
      description: o.description,
    });
    return { data };
  },
});
