import { todayPath } from '#domain/discovery/today';
import { TodayPage } from '../features/today';
import { loadToday } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/today';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export function loader({ context, params }: Route.LoaderArgs) {
  return loadToday(context, (params as { kind?: string }).kind);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { kind, origin, articles, title, description } = loaderData;
  const cover = articles.find((a) => a.cover)?.cover;
  return pageMeta({
    title: siteTitle(title),
    description,
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
