import { z } from 'zod';
import { parseShoppingFilters, type ShoppingFilters } from '#domain/shopping/shopping';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { tr } from '../../services/platform/i18n.ts';
import {
  SHOPPING_MAX_PAGE_SIZE,
  shoppingCategory,
  shoppingCategoryFeed,
  shoppingCategoryRef,
  shoppingRoot,
} from '../../services/shopping/catalogue.ts';
import { bookmarkOf, defineResource, feedOptions, idString } from '../resource.ts';
import { plainText } from '../text.ts';

const scalar = z.union([plainText().max(100), z.number(), z.boolean()]).optional();

/** The shopping pages' filters as options: the same names and rules as their url query. */
const filterOptions = {
  min_price: scalar,
  max_price: scalar,
  in_stock: scalar,
  free_shipping: scalar,
  brand: plainText().max(200).optional(),
  sort: plainText().max(40).optional(),
};

type FilterInput = { [K in keyof typeof filterOptions]?: string | number | boolean | undefined };

function filtersOf(ctx: Ctx, o: FilterInput): ShoppingFilters {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || !(k in filterOptions)) continue;
    q.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  const parsed = parseShoppingFilters(q);
  if (!parsed.ok) throw badRequest(tr(ctx, parsed.error.id, { name: parsed.error.name }));
  return parsed.filters;
}

const categoryOptions = z.object({
  category_id: idString,
  ...filterOptions,
  ...feedOptions,
  page_size: z.coerce.number().int().min(1).max(SHOPPING_MAX_PAGE_SIZE).optional(),
});

/** ShoppingCategoryFeedResource get: one page of a shopping category's products (M-059). */
export const shoppingCategoryFeedGet = defineResource({
  name: 'ShoppingCategoryFeedResource',
  action: 'get',
  options: categoryOptions,
  async run(ctx: Ctx, o) {
    const filters = filtersOf(ctx, o);
    await shoppingCategoryRef(ctx, o.category_id);
    const page = await shoppingCategoryFeed(ctx, o.category_id, filters, {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: page.items, bookmark: page.bookmark };
  },
});

/** ShoppingCategoryResource get: the category, its result count, brands and first page. */
export const shoppingCategoryGet = defineResource({
  name: 'ShoppingCategoryResource',
  action: 'get',
  options: categoryOptions,
  async run(ctx: Ctx, o) {
    const r = await shoppingCategory(ctx, o.category_id, filtersOf(ctx, o), {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return {
      data: { category: r.category, count: r.count, brands: r.brands, pins: r.page.items },
      bookmark: r.page.bookmark,
    };
  },
});

/** ShoppingResource get: /shopping/'s categories with a few products each and the spotlight (M-058). */
export const shoppingRootGet = defineResource({
  name: 'ShoppingResource',
  action: 'get',
  options: z.object({}),
  async run(ctx: Ctx) {
    return { data: await shoppingRoot(ctx) };
  },
});
