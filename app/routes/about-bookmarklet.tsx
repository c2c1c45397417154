import { BookmarkletGuide } from '../features/pin-builder';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/about-bookmarklet';

export function loader({ context }: Route.LoaderArgs) {
  // the save links the bookmarklet opens lead to this instance's public address (decision 005)
  return { origin: context.ctx.publicOrigin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle('Save from any website'),
    description:
      'The Tessera bookmarklet: drag it to your bookmarks bar, then save pictures from any web page.',
    origin: data?.origin ?? '',
    path: '/about/bookmarklet',
  });
}

/** Decision 051: the bookmarklet, explained, ready to drag to the bookmarks bar. */
export default function AboutBookmarkletPage({ loaderData }: Route.ComponentProps) {
  return <BookmarkletGuide origin={loaderData.origin} />;
}
