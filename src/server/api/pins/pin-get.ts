import { z } from 'zod';
import { getPin } from '../../services/pins/closeup.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

export const pinGet = defineResource({
  name: 'PinResource',
  action: 'get',
  options: z.object({ id: idString, field_set_key: plainText().max(40).optional() }),
  async run(ctx, o) {
    return { data: await getPin(ctx, o.id) };
  },
});
