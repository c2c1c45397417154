import { useState } from 'react';
import {
  TODAY_KINDS,
  type TodayArticleCard,
  type TodayKind,
  todayPath,
} from '#domain/discovery/today';
import { ApiError, getResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { type Translate, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { ArticleCard } from './ArticleCard';
import s from './Today.module.css';
import '../../lib/texts/discover';

interface Props {
  kind: TodayKind | null;
  /** today's date as a heading ("Thursday, November 26") */
  heading: string;
  articles: TodayArticleCard[];
  bookmark: string | null;
}

function kindTab(t: Translate, k: TodayKind): string {
  return k === 'article' ? t('today.articles') : t(`today.k.${k}`);
}

/** the error of a page that failed without the server's words: said in the page's language */
const LOAD_FAILED = '\u0000load';

/**
 * spec 02 §2 (M-061, M-063..M-066): the dated editorial page, or one kind of it: article cards
 * newest first, then "More articles" while there are more.
 */
export function TodayPage(props: Props) {
  const t = useT();
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
      setError(e instanceof ApiError ? e.message : LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }

  const tabs = [
    { to: todayPath(), label: t('today.all'), current: props.kind === null },
    ...TODAY_KINDS.map((k) => ({
      to: todayPath(k),
      label: kindTab(t, k),
      current: props.kind === k,
    })),
  ];

  return (
    <div className={s.page}>
      <header className={s.pageHead}>
        <p className={s.eyebrow}>{props.kind ? props.heading : t('shell.today')}</p>
        <h1 className={s.pageTitle}>{props.kind ? kindTab(t, props.kind) : props.heading}</h1>
        <p className={s.lead}>{t('today.lead', { name: 'Tessera' })}</p>
      </header>
      <LinkTabs label={t('today.kinds')} items={tabs} />
      {articles.length === 0 ? (
        <div className={s.empty}>
          <p>{props.kind ? t('today.noneOfKind', { kind: props.kind }) : t('today.none')}</p>
          {props.kind ? (
            <Link to={todayPath()} underline="always">
              {t('today.seeAll')}
            </Link>
          ) : null}
        </div>
      ) : (
        <section aria-label={t('today.articles')} className={s.cards}>
          {articles.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </section>
      )}
      <FormAlert
        id="today-more-error"
        message={error === LOAD_FAILED ? t('today.loadFailed') : error}
      />
      {next ? (
        <div className={s.more}>
          <Button onClick={more} loading={loading}>
            {t('today.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
