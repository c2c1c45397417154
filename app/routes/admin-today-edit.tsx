import { AdminNav } from '../features/admin';
import { ArticleEditor } from '../features/today';
import { composerAction, loadComposer } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/admin-today-edit';
import s from './admin-experiences.module.css';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.article?.title;
  return [
    { title: siteTitle(title ? `Edit ${title}` : 'New article') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context, params }: Route.LoaderArgs) {
  return loadComposer(context, params.articleId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return composerAction(context, request, params.articleId);
}

/** Issue 16: one today article's editor (`new` for a blank one), for employees only. */
export default function AdminTodayEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <AdminNav />
      <ArticleEditor
        article={loaderData.article}
        pins={loaderData.pins}
        interests={loaderData.interests}
        result={actionData}
      />
    </div>
  );
}
