import { VideosView } from '../features/ideas';
import { loadVideos } from '../features/ideas/ideas.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/videos';
import '../lib/texts/discover';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await loadVideos(context)),
    title: text(context, 'header.videos'),
    description: text(context, 'ideas.videosDescription', { site: 'Tessera' }),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  return pageMeta({
    title: siteTitle(loaderData.title),
    description: loaderData.description,
    origin: loaderData.origin,
    path: '/videos/',
  });
}

/** /videos/ (spec 02 §2 M-056): video pins, with a chip per category. */
export default function Videos({ loaderData }: Route.ComponentProps) {
  return <VideosView categories={loaderData.categories} current={null} page={loaderData.page} />;
}
