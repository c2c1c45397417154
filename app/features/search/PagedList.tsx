import { useState } from 'react';
import type { Page } from '#domain/pins/models';
import { ApiError, getResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import s from './SearchResults.module.css';

/**
 * Boards or people found, a page at a time: the first server-rendered, the next ones on "Show
 * more" (BaseSearchResource with the bookmark), with a readable error and a retry.
 */
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
      setError(e instanceof ApiError ? e.message : 'More results could not be loaded.');
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
  if (!props.bookmark) return null;
  return (
    <div className={s.more} aria-live="polite">
      {props.error ? <p className={s.error}>{props.error}</p> : null}
      <Button onClick={props.more} disabled={props.busy}>
        {props.busy ? 'Loading…' : props.error ? 'Try again' : 'Show more'}
      </Button>
    </div>
  );
}
