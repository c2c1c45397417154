import { InterestView } from '../features/ideas';
import { loadInterest } from '../features/ideas/ideas.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/ideas-topic';

/** Also the catalogue form /ideas/{slug}/{id}/ (M-055), which redirects to /ideas/{slug}/. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = 'interestId' in params ? (params.interestId as string | undefined) : undefined;
  return loadInterest(context, params.slug, id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { interest, origin } = loaderData;
  const cover = interest.coverImages[0]?.['474x'];
  return pageMeta({
    title: siteTitle(`${interest.name} ideas`),
    description: interest.description || `Discover ${interest.name} ideas on Tessera.`,
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
