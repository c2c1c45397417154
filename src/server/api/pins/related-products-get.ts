import { z } from 'zod';
import { relatedProducts } from '../../services/pins/closeup.ts';
import { exactLists } from '../../services/platform/data-version.ts';
import { bookmarkOf, defineResource, feedOptions, idString } from '../resource.ts';

/** spec 01 §2 CloseupRelatedProducts: product pins related to a pin (P-064, P-422). */
export const relatedProductsGet = defineResource({
  name: 'RelatedProductsFeedResource',
  action: 'get',
  options: z.object({ pin_id: idString, ...feedOptions }),
  async run(ctx, o) {
    const page = await relatedProducts(ctx, o.pin_id, {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    // decision 039: the page noted the boards and pins it was read from
    exactLists(ctx);
    return { data: page.items, bookmark: page.bookmark };
  },
});
