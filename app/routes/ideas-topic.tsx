import { InterestView } from '../features/ideas';
import { loadInterest } from '../features/ideas/ideas.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/ideas-topic';
import '../lib/texts/discover';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

/** Also the catalogue form /ideas/{slug}/{id}/ (M-055), which redirects to /ideas/{slug}/. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = 'interestId' in params ? (params.interestId as string | undefined) : undefined;
  const loaded = await loadInterest(context, params.slug, id);
  const name = loaded.interest.name;
  return {
    ...loaded,
    title: text(context, 'ideas.nameIdeas', { name }),
    description: text(context, 'ideas.discoverName', { name, site: 'Tessera' }),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { interest, origin, title, description } = loaderData;
  const cover = interest.coverImages[0]?.['474x'];
  return pageMeta({
    title: siteTitle(title),
    description: interest.description || description,
    origin,
    path: interest.url,
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: interest.name }
      : null,
  });
}

/** /ideas/{slug}/ (spec 01 §2 P-044): one interest's ideas page. */
export default function IdeasTopic({ loaderData }: Route.ComponentProps) {
  return (
    <InterestView
      key={loaderData.interest.id}
      interest={loaderData.interest}
      subInterests={loaderData.subInterests}
      related={loaderData.related}
      page={loaderData.page}
    />
  );
}
