import { ShoppingRootView } from '../features/shopping';
import { loadShoppingRoot } from '../features/shopping/shopping.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/shopping';

export async function loader({ context }: Route.LoaderArgs) {
  return loadShoppingRoot(context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  return pageMeta({
    title: siteTitle('Shopping'),
    description: 'Shop products people pin on Tessera, by category, with prices and availability.',
    origin: loaderData.origin,
    path: '/shopping/',
  });
}

/** /shopping/ (spec 02 §2 M-058). */
export default function Shopping({ loaderData }: Route.ComponentProps) {
  return <ShoppingRootView spotlight={loaderData.spotlight} categories={loaderData.categories} />;
}
