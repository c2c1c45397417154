import { ArticleView } from '../features/today';
import { loadArticle } from '../features/today/today.server';
import type { TextsHandle } from '../lib/catalog-links';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import type { Route } from './+types/today-article';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['discover'] };

export function loader({ context, params }: Route.LoaderArgs) {
  return loadArticle(context, params.articleId);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const { article, origin } = loaderData;
  const tags = pageMeta({
    title: siteTitle(`${article.title}`),
    description: article.subtitle || article.body.slice(0, 160) || undefined,
    origin,
    path: article.url,
    type: 'article',
    image: article.cover
      ? {
          url: article.cover.url,
          width: article.cover.width,
          height: article.cover.height,
          alt: article.cover.alt || article.title,
        }
      : null,
  });
  // a draft (an employee's preview) is never indexed
  return article.status === 'published' ? tags : [...tags, { name: 'robots', content: 'noindex' }];
}

/** spec 02 §2 (M-062): /today/article/{id}/. */
export default function TodayArticle({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleView key={loaderData.article.id} article={loaderData.article} pins={loaderData.pins} />
  );
}
