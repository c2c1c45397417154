import { ShoppingRootView } from '../features/shopping';
import { loadShoppingRoot } from '../features/shopping/shopping.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/shopping';
import '../lib/texts/discover';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await loadShoppingRoot(context)),
    title: text(context, 'shell.shopping'),
    description: text(context, 'shopping.description', { site: 'Tessera' }),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  return pageMeta({
    title: siteTitle(loaderData.title),
    description: loaderData.description,
    origin: loaderData.origin,
    path: '/shopping/',
  });
}

/** /shopping/ (spec 02 §2 M-058). */
export default function Shopping({ loaderData }: Route.ComponentProps) {
  return <ShoppingRootView spotlight={loaderData.spotlight} categories={loaderData.categories} />;
}
