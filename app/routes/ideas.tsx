import { IdeasHomeView } from '../features/ideas';
import { loadIdeasHome } from '../features/ideas/ideas.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/ideas';

export async function loader({ context }: Route.LoaderArgs) {
  return loadIdeasHome(context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const cover = loaderData.categories[0]?.coverImages[0]?.['474x'];
  return pageMeta({
    title: siteTitle('Explore ideas'),
    description: 'Ideas for art, beauty, food and drink, home decor, fashion, travel and more.',
    origin: loaderData.origin,
    path: '/ideas/',
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: 'Ideas' }
      : null,
  });
}

/** /ideas/ (spec 02 §2 M-054): the ideas categories and the newest ideas. */
export default function Ideas({ loaderData }: Route.ComponentProps) {
  return <IdeasHomeView categories={loaderData.categories} page={loaderData.page} />;
}
