import { redirectDiscoverArticle } from '../features/today/today.server';
import type { Route } from './+types/discover-article';

/** spec 02 §2 (M-067): /discover/article/{slug} moved for good to the article's page. */
export function loader({ context, params }: Route.LoaderArgs) {
  return redirectDiscoverArticle(context, params.slug);
}

export default function DiscoverArticle() {
  return null;
}
