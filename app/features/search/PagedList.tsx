import { useState } from 'react';
import type { Page } from '#domain/pins/models';
import { ApiError, getResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import s from './SearchResults.module.css';

/**
 * Boards or people found, a page at a time: the first server-rendered, the next ones on "Show
 * more" (BaseSearchResource with the bookmark), with a readable error and a retry.
 */
/** the error of a page that failed without the server's words: said in the page's language */
const LOAD_FAILED = '\u0000load';

export function usePagedResults<T extends { id: string }>(
  initial: Page<T>,
  options: Record<string, unknown>,
) {
  const [items, setItems] = useState(initial.items);
  const [bookmark, setBookmark] = useState(initial.bookmark);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function more() {
    if (!bookmark || busy) return;
    setBusy(true);
    setError(null);
    try {
      const page = await getResource<T[]>('BaseSearchResource', { ...options, bookmark });
      setItems((prev) => {
        const seen = new Set(prev.map((x) => x.id));
        return [...prev, ...page.data.filter((x) => !seen.has(x.id))];
      });
      setBookmark(page.bookmark);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : LOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return { items, bookmark, busy, error, more };
}

export function ShowMore(props: {
  bookmark: string | null;
  busy: boolean;
  error: string | null;
  more(): void;
}) {
  const t = useT();
  if (!props.bookmark) return null;
  return (
    <div className={s.more} aria-live="polite">
      {props.error ? (
        <p className={s.error}>
          {props.error === LOAD_FAILED ? t('search.moreFailed') : props.error}
        </p>
      ) : null}
      <Button onClick={props.more} disabled={props.busy}>
        {props.busy ? t('search.loading') : props.error ? t('feed.tryAgain') : t('search.showMore')}
      </Button>
    </div>
  );
}
