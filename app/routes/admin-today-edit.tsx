import { AdminNav } from '../features/admin';
import { ArticleEditor } from '../features/today';
import { composerAction, loadComposer } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import { text } from '../lib/i18n.server';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/admin-today-edit';
import s from './admin-experiences.module.css';
import '../lib/texts/admin';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin', 'discover'] };

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await loadComposer(context, params.articleId);
  const title = found.article
    ? text(context, 'admin.today.editOf', { title: found.article.title })
    : text(context, 'admin.today.new');
  return { ...found, title };
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
