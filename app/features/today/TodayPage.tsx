import { useState } from 'react';
import {
  TODAY_KIND_LABELS,
  TODAY_KINDS,
  type TodayArticleCard,
  type TodayKind,
  todayPath,
} from '#domain/discovery/today';
import { ApiError, getResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { ArticleCard } from './ArticleCard';
import s from './Today.module.css';

interface Props {
  kind: TodayKind | null;
  /** today's date as a heading ("Thursday, November 26") */
  heading: string;
  articles: TodayArticleCard[];
  bookmark: string | null;
}

const KIND_TAB_LABELS: Record<TodayKind, string> = { ...TODAY_KIND_LABELS, article: 'Articles' };

/**
 * spec 02 §2 (M-061, M-063..M-066): the dated editorial page, or one kind of it: article cards
 * newest first, then "More articles" while there are more.
 */
export function TodayPage(props: Props) {
  const [articles, setArticles] = useState(props.articles);
  const [next, setNext] = useState(props.bookmark);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function more() {
    if (!next || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await getResource<TodayArticleCard[]>('TodayArticlesResource', {
        ...(props.kind ? { kind: props.kind } : {}),
        bookmark: next,
      });
      setArticles((prev) => {
        const seen = new Set(prev.map((a) => a.id));
        return [...prev, ...page.data.filter((a) => !seen.has(a.id))];
      });
      setNext(page.bookmark);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not load more articles.');
    } finally {
      setLoading(false);
    }
  }

  const tabs = [
    { to: todayPath(), label: 'All', current: props.kind === null },
    ...TODAY_KINDS.map((k) => ({
      to: todayPath(k),
      label: KIND_TAB_LABELS[k],
      current: props.kind === k,
    })),
  ];

  return (
    <div className={s.page}>
      <header className={s.pageHead}>
        <p className={s.eyebrow}>{props.kind ? props.heading : 'Today'}</p>
        <h1 className={s.pageTitle}>{props.kind ? KIND_TAB_LABELS[props.kind] : props.heading}</h1>
        <p className={s.lead}>Stories and collections of pins, picked by the Tessera team.</p>
      </header>
      <LinkTabs label="Kinds of articles" items={tabs} />
      {articles.length === 0 ? (
        <div className={s.empty}>
          <p>
            {props.kind
              ? `No ${KIND_TAB_LABELS[props.kind].toLowerCase()} articles yet.`
              : 'No articles yet. Come back tomorrow.'}
          </p>
          {props.kind ? (
            <Link to={todayPath()} underline="always">
              See every article of today
            </Link>
          ) : null}
        </div>
      ) : (
        <section aria-label="Articles" className={s.cards}>
          {articles.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </section>
      )}
      <FormAlert id="today-more-error" message={error} />
      {next ? (
        <div className={s.more}>
          <Button onClick={more} loading={loading}>
            More articles
          </Button>
        </div>
      ) : null}
    </div>
  );
}
