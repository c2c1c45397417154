import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { getBoard, getBoardBySlug } from '../../services/boards/read.ts';
import { tr } from '../../services/platform/i18n.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** BoardResource get (P-328): `board_id` + `field_set_key`, or `username` + `slug`. */
export const boardGet = defineResource({
  name: 'BoardResource',
  action: 'get',
  options: z.object({
    board_id: idString.optional(),
    username: plainText().min(1).max(30).optional(),
    slug: plainText().min(1).max(120).optional(),
    field_set_key: plainText().max(40).optional(),
  }),
  async run(ctx, o) {
    if (o.board_id !== undefined) return { data: await getBoard(ctx, o.board_id) };
    if (o.username && o.slug) return { data: await getBoardBySlug(ctx, o.username, o.slug) };
    throw badRequest(tr(ctx, 'errors.api.boardIdOrSlug'));
  },
});
