import { z } from 'zod';
import { relatedPins } from '../../services/pins/closeup.ts';
import { exactLists } from '../../services/platform/data-version.ts';
import { bookmarkOf, defineResource, feedOptions, idString } from '../resource.ts';

export const relatedGet = defineResource({
  name: 'RelatedPinFeedResource',
  action: 'get',
  options: z.object({ pin_id: idString, ...feedOptions }),
  async run(ctx, o) {
    const page = await relatedPins(ctx, o.pin_id, {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    // decision 039: the page noted the boards and pins it was read from
    exactLists(ctx);
    return { data: page.items, bookmark: page.bookmark };
  },
});
