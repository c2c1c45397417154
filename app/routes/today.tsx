import { TODAY_KIND_LABELS, todayPath } from '#domain/discovery/today';
import { TodayPage } from '../features/today';
import { loadToday } from '../features/today/today.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/today';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadToday(context, (params as { kind?: string }).kind);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const { kind, origin, articles } = loaderData;
  const cover = articles.find((a) => a.cover)?.cover;
  return pageMeta({
    title: kind ? siteTitle(`${TODAY_KIND_LABELS[kind]} on Today`) : siteTitle('Today'),
    description: 'Stories and collections of pins, picked by the Tessera team.',
    origin,
    path: todayPath(kind),
    image: cover
      ? { url: cover.url, width: cover.width, height: cover.height, alt: cover.alt }
      : null,
  });
}

/** spec 02 §2 (M-061, M-063..M-066): /today/ and /today/{kind}/ (route ids today, today-kind). */
export default function Today({ loaderData }: Route.ComponentProps) {
  const { kind, heading, articles, bookmark } = loaderData;
  return (
    <TodayPage
      key={kind ?? 'all'}
      kind={kind}
      heading={heading}
      articles={articles}
      bookmark={bookmark}
    />
  );
}
