import { redirectDiscoverArticle } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import type { Route } from './+types/discover-article';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

/** spec 02 §2 (M-067): /discover/article/{slug} moved for good to the article's page. */
export function loader({ context, params }: Route.LoaderArgs) {
  return redirectDiscoverArticle(context, params.slug);
}

export default function DiscoverArticle() {
  return null;
}
