import { useId } from 'react';
import { articleDate, type TodayArticleCard } from '#domain/discovery/today';
import { useViewer } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Composer.module.css';
import '../../lib/texts/discover';

/** The composer's list (issue 16): every article with its status, kind and pins; Edit, View. */
export function ComposerList(props: { articles: readonly TodayArticleCard[] }) {
  const t = useT();
  const language = useViewer().language;
  const id = useId();
  const count = props.articles.length;
  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        {t('today.allArticles')}
      </h2>
      <p className={s.sectionLead}>
        {count === 0 ? t('today.noArticle') : t('today.articleCount', { count })}
      </p>
      {count > 0 ? (
        <ul className={s.entries}>
          {props.articles.map((a) => (
            <li key={a.id} className={s.entry} data-article-id={a.id}>
              <div
                className={s.thumb}
                style={{ backgroundColor: a.cover?.dominantColor ?? 'var(--color-bg-subtle)' }}
              >
                {a.cover ? <img src={a.cover.url} alt="" loading="lazy" /> : null}
              </div>
              <div className={s.entryText}>
                <div className={s.entryHead}>
                  <Link to={`/admin/today/${a.id}`} underline="hover" className={s.entryTitle}>
                    {a.title}
                  </Link>
                  <Badge tone={a.status === 'published' ? 'success' : 'neutral'}>
                    {a.status === 'published' ? t('today.published') : t('today.draft')}
                  </Badge>
                </div>
                <p className={s.entryMeta}>
                  {t('today.entryMeta', {
                    kind: t(`today.k.${a.kind}`),
                    count: a.pinCount,
                    date: articleDate(a.updatedAt, language),
                  })}
                  {a.status === 'published' ? (
                    <>
                      {' · '}
                      <Link to={a.url} underline="always">
                        {t('today.view')}
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
