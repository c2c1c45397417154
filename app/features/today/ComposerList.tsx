import { useId } from 'react';
import { articleDate, TODAY_KIND_LABELS, type TodayArticleCard } from '#domain/discovery/today';
import { Badge } from '../../ui/Badge';
import { Link } from '../../ui/Link';
import s from './Composer.module.css';

/** The composer's list (issue 16): every article with its status, kind and pins; Edit, View. */
export function ComposerList(props: { articles: readonly TodayArticleCard[] }) {
  const id = useId();
  const count = props.articles.length;
  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        All articles
      </h2>
      <p className={s.sectionLead}>
        {count === 0
          ? 'There is no article yet.'
          : `${count} ${count === 1 ? 'article' : 'articles'}. Only published ones are on Today.`}
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
                    {a.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                </div>
                <p className={s.entryMeta}>
                  {TODAY_KIND_LABELS[a.kind]} · {a.pinCount === 1 ? '1 pin' : `${a.pinCount} pins`}
                  {' · changed '}
                  {articleDate(a.updatedAt)}
                  {a.status === 'published' ? (
                    <>
                      {' · '}
                      <Link to={a.url} underline="always">
                        View
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
