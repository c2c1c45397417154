import { HOME_PLACEMENTS } from '#domain/experiences/experiences';
import { HomePlacements } from '../features/experiences';
import { loadPagePlacements } from '../features/experiences/experiences.server';
import { FeedTabs, PinGrid } from '../features/feed';
import { loadHome } from '../features/feed/feed.server';
import { pinImagePreload } from '../features/media';
import { text } from '../lib/i18n.server';
import { siteName, siteTitle } from '../lib/site-name';
import { useViewer } from '../lib/viewer-context';
import { useT } from '../ui/i18n';
import type { Route } from './+types/home';

export { keepLoadedPages as shouldRevalidate } from '../lib/revalidate';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // issue 12 (LCP): the first card's image is fetched with the stylesheets
  const first = loaderData?.items[0];
  const preload = first ? pinImagePreload(first, 'card', isBotOf(matches)) : null;
  return [
    ...(preload ? [preload] : []),
    { title: siteTitle() },
    {
      name: 'description',
      content: loaderData?.description.replace('{name}', siteName()),
    },
  ];
}

function isBotOf(matches: Route.MetaArgs['matches']): boolean {
  return matches[0]?.loaderData?.viewer.isBot ?? false;
}

export async function loader({ context }: Route.LoaderArgs) {
  const [feed, placements] = await Promise.all([
    loadHome(context),
    loadPagePlacements(context, 'home', HOME_PLACEMENTS),
  ]);
  // said on the server (its words travel in no bundle); the instance's name is put in by meta()
  const description = text(context, 'server.home.description', { name: '{name}' });
  return { ...feed, placements, description };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const viewer = useViewer();
  return (
    <>
      <h1 className="visually-hidden">{t('feed.homeFeed')}</h1>
      {viewer.isAuth ? <FeedTabs current="home" /> : null}
      <HomePlacements initial={loaderData.placements} />
      <PinGrid
        initial={loaderData.items}
        bookmark={loaderData.bookmark}
        source={{ resource: 'HomefeedResource', options: {} }}
        label={t('feed.homeFeed')}
        showAttribution
        empty={<p>{t('feed.homeEmpty')}</p>}
      />
    </>
  );
}
