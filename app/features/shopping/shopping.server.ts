import { type AppLoadContext, data, redirect } from 'react-router';
import { NO_FILTERS, parseCategoryId, parseShoppingFilters } from '#domain/shopping/shopping';
import {
  shoppingCategory,
  shoppingCategoryRef,
  shoppingRoot,
} from '#server/services/shopping/catalogue';
import { FIRST_PAGE_PINS, gridPayload, pinsForGrid } from '../../lib/grid-payload';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';

/** /shopping/ (M-058): the categories with a few products each and the spotlight row. */
export async function loadShoppingRoot(context: AppLoadContext) {
  const root = await fromService(() => shoppingRoot(context.ctx));
  // a product in the spotlight and in its category, and every merchant, sent once
  const grid = gridPayload();
  return {
    spotlight: grid.pins(root.spotlight),
    categories: root.categories.map((c) => ({ ...c, products: grid.pins(c.products) })),
    origin: context.ctx.publicOrigin,
  };
}

/**
 * /shopping/{category}/{id}/ (M-059): an unknown id is a 404, a right id under another slug
 * redirects to the canonical address (filters kept), and filters that do not parse answer 400
 * with the page and a readable message instead of a list.
 */
export async function loadShoppingCategory(
  context: AppLoadContext,
  params: { category?: string; categoryId?: string },
  url: URL,
) {
  const { ctx } = context;
  const id = parseCategoryId(params.categoryId);
  if (id === null) notFoundPage(text(context, 'shopping.noSuchCategory'));
  const category = await fromService(() => shoppingCategoryRef(ctx, id));
  if (params.category !== category.urlName) throw redirect(`${category.url}${url.search}`, 301);
  const words = {
    title: text(context, 'shopping.shopName', { name: category.name }),
    description: text(context, 'shopping.categoryDescription', {
      name: category.name,
      site: 'Tessera',
    }),
  };
  const parsed = parseShoppingFilters(url.searchParams);
  if (!parsed.ok) {
    const r = await fromService(() => shoppingCategory(ctx, id, NO_FILTERS, { pageSize: 1 }));
    return data(
      {
        category,
        filters: NO_FILTERS,
        error: text(context, parsed.error.id, { name: parsed.error.name }),
        count: 0,
        brands: r.brands,
        page: { items: [], bookmark: null },
        origin: ctx.publicOrigin,
        ...words,
      },
      { status: 400 },
    );
  }
  const r = await fromService(() =>
    shoppingCategory(ctx, id, parsed.filters, { pageSize: FIRST_PAGE_PINS }),
  );
  return {
    category,
    filters: parsed.filters,
    error: null,
    count: r.count,
    brands: r.brands,
    page: { items: pinsForGrid(r.page.items), bookmark: r.page.bookmark },
    origin: ctx.publicOrigin,
    ...words,
  };
}
