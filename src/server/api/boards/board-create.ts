import { z } from 'zod';
import { createBoard } from '../../services/boards/write.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';
import { flag, privacy, text } from './options.ts';

/** BoardResource create (P-326; Quick Saves P-323, P-324). */
export const boardCreate = defineResource({
  name: 'BoardResource',
  action: 'create',
  options: z.object({
    name: text.optional(),
    description: text.optional(),
    privacy: privacy.optional(),
    protected: flag.optional(),
    username: plainText().min(1).max(30).optional(),
    orbac_subject_id: z
      .union([plainText().max(40), z.number()])
      .optional()
      .nullable(),
    collaborative: flag.optional(),
    layout: z.enum(['default', 'quick_saves']).optional(),
    return_existing: flag.optional(),
    user_id: idString.optional(),
  }),
  async run(ctx, o) {
    const board = await createBoard(ctx, {
      name: o.name,
      description: o.description,
      privacy: o.privacy,
      protected: o.protected,
      username: o.username,
      userId: o.user_id,
      collaborative: o.collaborative,
      layout: o.layout,
      returnExisting: o.return_existing,
    });
    return { data: board };
  },
});
