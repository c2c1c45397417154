import { IdeasHomeView } from '../features/ideas';
import { loadIdeasHome } from '../features/ideas/ideas.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/ideas';
import '../lib/texts/discover';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await loadIdeasHome(context)),
    title: text(context, 'ideas.explore'),
    description: text(context, 'ideas.metaDescription'),
    alt: text(context, 'ideas.ideas'),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const cover = loaderData.categories[0]?.coverImages[0]?.['474x'];
  return pageMeta({
    title: siteTitle(loaderData.title),
    description: loaderData.description,
    origin: loaderData.origin,
    path: '/ideas/',
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: loaderData.alt }
      : null,
  });
}

/** /ideas/ (spec 02 §2 M-054): the ideas categories and the newest ideas. */
export default function Ideas({ loaderData }: Route.ComponentProps) {
  return <IdeasHomeView categories={loaderData.categories} page={loaderData.page} />;
}
