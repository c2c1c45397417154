import { VideosView } from '../features/ideas';
import { loadVideos } from '../features/ideas/ideas.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/videos';

export async function loader({ context }: Route.LoaderArgs) {
  return loadVideos(context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  return pageMeta({
    title: siteTitle('Videos'),
    description: 'Video ideas from every category on Tessera.',
    origin: loaderData.origin,
    path: '/videos/',
  });
}

/** /videos/ (spec 02 §2 M-056): video pins, with a chip per category. */
export default function Videos({ loaderData }: Route.ComponentProps) {
  return <VideosView categories={loaderData.categories} current={null} page={loaderData.page} />;
}
