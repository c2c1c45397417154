import { articleDate, type TodayArticleCard } from '#domain/discovery/today';
import { useViewer } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Today.module.css';
import '../../lib/texts/discover';

/** One article on /today/: its cover, kind, title, subtitle and date; the whole card a link. */
export function ArticleCard(props: { article: TodayArticleCard; headingLevel?: 2 | 3 }) {
  const t = useT();
  const language = useViewer().language;
  const a = props.article;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const date = a.publishedAt ? articleDate(a.publishedAt, language) : '';
  return (
    <article className={s.card} data-article-id={a.id}>
      <Link to={a.url} className={s.cardLink}>
        <div
          className={s.cover}
          style={{ backgroundColor: a.cover?.dominantColor ?? 'var(--color-bg-subtle)' }}
        >
          {a.cover ? (
            <img
              className={s.coverImage}
              src={a.cover.url}
              width={a.cover.width}
              height={a.cover.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <span className={s.kind}>{t(`today.k.${a.kind}`)}</span>
        </div>
        <div className={s.cardText}>
          <Heading className={s.cardTitle}>{a.title}</Heading>
          {a.subtitle ? <p className={s.cardSubtitle}>{a.subtitle}</p> : null}
          <p className={s.cardMeta}>
            {date ? <time dateTime={a.publishedAt ?? undefined}>{date}</time> : null}
            {date ? ' · ' : null}
            {t('today.pinsN', { count: a.pinCount })}
          </p>
        </div>
      </Link>
    </article>
  );
}
