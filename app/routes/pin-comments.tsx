import { commentsPath } from '#domain/comments/comments';
import { CommentsPageView } from '../features/comments';
import { loadCommentsPage } from '../features/comments/comments.server';
import { pageMeta } from '../lib/meta';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import type { Route } from './+types/pin-comments';

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCommentsPage(context, request, params.pinParam);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: siteTitle('Unavailable') }, { name: 'robots', content: 'noindex' }];
  const { pin, origin } = loaderData;
  return pageMeta({
    title: siteTitle(`Comments on ${pin.title}`),
    description: `Comments on ${pin.title}`,
    origin,
    path: commentsPath(pin.id),
  });
}

/** spec 02 §2 M-033 /pin/{id}/comments/: a pin's comments, their own page (decision 042). */
export default function PinCommentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <CommentsPageView
      key={`${loaderData.pin.id}:${loaderData.comments.items[0]?.id ?? ''}`}
      pin={loaderData.pin}
      initial={loaderData.comments}
    />
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFound={{
        title: 'Unavailable',
        message: 'This Pin may have been deleted, or it may be on a secret board.',
      }}
      doing="loading these comments"
    />
  );
}
