import { commentsPath } from '#domain/comments/comments';
import { CommentsPageView } from '../features/comments';
import { loadCommentsPage } from '../features/comments/comments.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { useT } from '../ui/i18n';
import type { Route } from './+types/pin-comments';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadCommentsPage(context, request, params.pinParam);
  return { ...page, commentsOn: text(context, 'comments.on', { title: page.pin.title }) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: fallbackTitle({ matches, error }) }, { name: 'robots', content: 'noindex' }];
  const { pin, origin } = loaderData;
  return pageMeta({
    title: siteTitle(loaderData.commentsOn),
    description: loaderData.commentsOn,
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
  const t = useT();
  return (
    <RouteErrorPage
      notFound={{ title: t('closeup.unavailable'), message: t('comments.gone') }}
      doing={t('comments.doing')}
    />
  );
}
