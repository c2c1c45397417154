import { FeedTabs, FollowingEmpty, PinGrid } from '../features/feed';
import { loadFollowing } from '../features/feed/following.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/following';

export { keepLoadedPages as shouldRevalidate } from '../lib/revalidate';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadFollowing(context)), title: text(context, 'feed.following') };
}

/** issue 16: pins from the people and boards the viewer follows, newest first. */
export default function Following({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, bookmark, empty } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">{t('feed.following')}</h1>
      <FeedTabs current="following" />
      {empty ? (
        <FollowingEmpty followsAnything={empty.followsAnything} suggestions={empty.suggestions} />
      ) : (
        <PinGrid
          initial={items}
          bookmark={bookmark}
          source={{ resource: 'FollowingFeedResource', options: {} }}
          label={t('feed.followingFeed')}
          showAttribution
          empty={<p>{t('feed.followingEmpty')}</p>}
        />
      )}
    </>
  );
}
