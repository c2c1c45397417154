import { BookmarkletGuide } from '../features/pin-builder';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/about-bookmarklet';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['builder', 'pages'] };

export function loader({ context }: Route.LoaderArgs) {
  // the save links the bookmarklet opens lead to this instance's public address (decision 005)
  return {
    origin: context.ctx.publicOrigin,
    title: text(context, 'instance.bookmarklet'),
    description: text(context, 'instance.bookmarkletDescription'),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: siteTitle(data?.title),
    description: data?.description,
    origin: data?.origin ?? '',
    path: '/about/bookmarklet',
  });
}

/** Decision 051: the bookmarklet, explained, ready to drag to the bookmarks bar. */
export default function AboutBookmarkletPage({ loaderData }: Route.ComponentProps) {
  return <BookmarkletGuide origin={loaderData.origin} />;
}
