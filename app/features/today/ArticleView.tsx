import { articleDate, type TodayArticleCard, todayPath } from '#domain/discovery/today';
import type { PinModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { PinGrid } from '../feed';
import s from './Today.module.css';
import '../../lib/texts/discover';

interface Props {
  article: TodayArticleCard & { body: string };
  pins: { items: PinModel[]; bookmark: string | null };
}

/** The body's paragraphs: blank lines separate them, single line breaks stay. */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * spec 02 §2 (M-062): an article: its kind and date, title, subtitle and text, then its pins in
 * the author's order in the masonry grid (surface TodayArticleFeed, spec 01 §2 P-064).
 */
export function ArticleView({ article, pins }: Props) {
  const t = useT();
  const language = useViewer().language;
  const viewer = useViewer();
  const date = article.publishedAt ? articleDate(article.publishedAt, language) : '';
  const draft = article.status !== 'published';
  return (
    <div className={s.articlePage}>
      <header className={s.articleHead}>
        <p className={s.eyebrow}>
          <Link to={todayPath(article.kind)} underline="hover">
            {t(`today.k.${article.kind}`)}
          </Link>
          {date ? (
            <>
              {' · '}
              <time dateTime={article.publishedAt ?? undefined}>{date}</time>
            </>
          ) : null}
          {article.interest ? ` · ${article.interest.name}` : null}
        </p>
        {draft ? (
          <p className={s.draftNote}>
            <Badge tone="warning">{t('today.draft')}</Badge> {t('today.draftNote')}{' '}
            {viewer.isAuth && viewer.isEmployee ? (
              <Link to={`/admin/today/${article.id}`} underline="always">
                {t('today.editIt')}
              </Link>
            ) : null}
          </p>
        ) : null}
        <h1 className={s.articleTitle}>{article.title}</h1>
        {article.subtitle ? <p className={s.articleSubtitle}>{article.subtitle}</p> : null}
      </header>
      {article.body ? (
        <div className={s.articleBody}>
          {paragraphs(article.body).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id; the text does not reorder
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : null}
      <PinGrid
        initial={pins.items}
        bookmark={pins.bookmark}
        source={{ resource: 'TodayArticleFeedResource', options: { article_id: article.id } }}
        label={t('today.pinsIn', { name: article.title })}
        showAttribution
        surface="TodayArticleFeed"
        empty={
          <div className={s.empty}>
            <p>{t('today.pinsGone')}</p>
            <Link to={todayPath()} underline="always">
              {t('today.otherArticles')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
