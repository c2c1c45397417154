import { activeFilterCount } from '#domain/shopping/shopping';
import { ShoppingCategoryView } from '../features/shopping';
import { loadShoppingCategory } from '../features/shopping/shopping.server';
import type { TextsHandle } from '../lib/catalog-links';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/shopping-category';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export { keepLoadedPages as shouldRevalidate } from '../lib/revalidate';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadShoppingCategory(context, params, new URL(request.url));
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { category, origin, title, description } = loaderData;
  const tags = pageMeta({
    title: siteTitle(title),
    description,
    origin,
    path: category.url,
  });
  // a filtered list is the same page narrowed: only the whole category is indexed
  const filtered = loaderData.error !== null || activeFilterCount(loaderData.filters) > 0;
  return filtered ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}

/** /shopping/{category}/{id}/ (spec 02 §2 M-059). */
export default function ShoppingCategory({ loaderData }: Route.ComponentProps) {
  return (
    <ShoppingCategoryView
      category={loaderData.category}
      filters={loaderData.filters}
      error={loaderData.error}
      count={loaderData.count}
      brands={loaderData.brands}
      page={loaderData.page}
    />
  );
}
