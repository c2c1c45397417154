import { FeedTabs, FollowingEmpty, PinGrid } from '../features/feed';
import { loadFollowing } from '../features/feed/following.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/following';

export { keepLoadedPages as shouldRevalidate } from '../lib/revalidate';

export function meta() {
  return [{ title: siteTitle('Following') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadFollowing(context);
}

/** issue 16: pins from the people and boards the viewer follows, newest first. */
export default function Following({ loaderData }: Route.ComponentProps) {
  const { items, bookmark, empty } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">Following</h1>
      <FeedTabs current="following" />
      {empty ? (
        <FollowingEmpty followsAnything={empty.followsAnything} suggestions={empty.suggestions} />
      ) : (
        <PinGrid
          initial={items}
          bookmark={bookmark}
          source={{ resource: 'FollowingFeedResource', options: {} }}
          label="Following feed"
          showAttribution
          empty={<p>Nothing new from the people and boards you follow.</p>}
        />
      )}
    </>
  );
}
