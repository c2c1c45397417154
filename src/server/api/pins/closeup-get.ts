import { z } from 'zod';
import { getCloseup } from '../../services/pins/closeup.ts';
import { exactLists } from '../../services/platform/data-version.ts';
import { defineResource, idString } from '../resource.ts';

/**
 * The in-app closeup overlay in one call (issue 12): the pin, the first page of related pins
 * and the first related products, the pin loaded and hydrated once. The bookmarks continue in
 * RelatedPinFeedResource; a pin the viewer may not see is a 404, as PinResource answers.
 */
export const closeupGet = defineResource({
  name: 'CloseupResource',
  action: 'get',
  options: z.object({ id: idString }),
  async run(ctx, o) {
    const data = await getCloseup(ctx, o.id);
    // decision 039: its lists noted the boards and pins they were read from
    exactLists(ctx);
    return { data };
  },
});
