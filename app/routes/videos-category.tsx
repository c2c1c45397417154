import { videosCategoryPath } from '#domain/discovery/ideas';
import { VideosView } from '../features/ideas';
import { loadVideosCategory } from '../features/ideas/ideas.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/videos-category';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadVideosCategory(context, params.category, params.categoryId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { current, origin } = loaderData;
  return pageMeta({
    title: siteTitle(`${current.name} videos`),
    description: `Video ideas for ${current.name} on Tessera.`,
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
