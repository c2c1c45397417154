import { videosCategoryPath } from '#domain/discovery/ideas';
import { VideosView } from '../features/ideas';
import { loadVideosCategory } from '../features/ideas/ideas.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/videos-category';
import '../lib/texts/discover';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const loaded = await loadVideosCategory(context, params.category, params.categoryId);
  const name = loaded.current.name;
  return {
    ...loaded,
    title: text(context, 'ideas.nameVideos', { name }),
    description: text(context, 'ideas.videosFor', { name, site: 'Tessera' }),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { current, origin, title, description } = loaderData;
  return pageMeta({
    title: siteTitle(title),
    description,
    origin,
    path: videosCategoryPath(current.urlName, current.id),
  });
}

/** /videos/{category}/{id}/ (spec 02 §2 M-057): one interest's video pins. */
export default function VideosCategory({ loaderData }: Route.ComponentProps) {
  return (
    <VideosView
      categories={loaderData.categories}
      current={loaderData.current}
      page={loaderData.page}
    />
  );
}
