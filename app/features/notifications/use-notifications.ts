import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATIONS_PAGE, type NotificationModel } from '#domain/messages/notifications';
import { useLiveEvent } from '../../lib/live';
import { getResource, postResource } from '../../lib/resource';
import { type Translate, useT } from '../../ui/i18n';
import '../../lib/texts/messages';

export type NotificationsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: NotificationModel[]; bookmark: string | null; more: boolean };

function message(t: Translate, e: unknown): string {
  return e instanceof Error && e.message ? e.message : t('messages.failed');
}

/**
 * The panel's list: the first page when it opens and whenever the live channel says something
 * changed (the rows shown stay until the new ones arrive), more pages on request, and the
 * reading of one row or all of them (shown at once, then told to the server).
 *
 * Showing rows is seeing them: every unread row shown is read on the server at once (up to the
 * newest shown, so what arrives later still counts), which clears the bell here and, through the
 * live channel, on the viewer's other pages. The rows stay marked new for as long as this list
 * is open, so the person still sees which ones are.
 */
export function useNotifications(initial?: {
  items: NotificationModel[];
  bookmark: string | null;
}) {
  const [state, setState] = useState<NotificationsState>(
    initial ? { status: 'ready', ...initial, more: false } : { status: 'loading' },
  );
  // a page that rendered the first page on the server reads it again only when told to
  const [round, setRound] = useState(initial ? -1 : 0);
  const [actionError, setActionError] = useState<string | null>(null);
  const t = useT();
  const reload = useCallback(() => setRound((n) => Math.max(0, n + 1)), []);
  // rows that were unread when this list showed them: still shown as new while it is open
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const seenUpTo = useRef('');

  const items = state.status === 'ready' ? state.items : null;
  useEffect(() => {
    const unread = items?.filter((n) => n.unread) ?? [];
    const newest = items?.[0]?.createdAt;
    if (!unread.length || !newest) return;
    setFresh((f) => new Set([...f, ...unread.map((n) => n.id)]));
    if (seenUpTo.current === newest) return;
    seenUpTo.current = newest;
    // best effort: a failure leaves the bell as it was, and the next opening tries again
    postResource('NotificationsResource', 'update', { action: 'read_all', up_to: newest }).catch(
      () => {
        seenUpTo.current = '';
      },
    );
  }, [items]);

  // round is the reload trigger (below 0: the page's server-read first page, nothing to read yet)
  useEffect(() => {
    if (round < 0) return;
    const ctl = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    getResource<NotificationModel[]>(
      'NotificationsResource',
      { page_size: NOTIFICATIONS_PAGE },
      { signal: ctl.signal },
    )
      .then((r) => setState({ status: 'ready', items: r.data, bookmark: r.bookmark, more: false }))
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError')
          setState({ status: 'error', message: message(t, e) });
      });
    return () => ctl.abort();
  }, [round, t]);

  useLiveEvent(['notification', 'resync'], reload);

  async function loadMore() {
    if (state.status !== 'ready' || !state.bookmark || state.more) return;
    setState({ ...state, more: true });
    try {
      const r = await getResource<NotificationModel[]>('NotificationsResource', {
        page_size: NOTIFICATIONS_PAGE,
        bookmark: state.bookmark,
      });
      const seen = new Set(state.items.map((n) => n.id));
      setState({
        status: 'ready',
        items: [...state.items, ...r.data.filter((n) => !seen.has(n.id))],
        bookmark: r.bookmark,
        more: false,
      });
    } catch (e) {
      setState({ ...state, more: false });
      setActionError(message(t, e));
    }
  }

  function markLocally(which: string | 'all') {
    setFresh((f) => (which === 'all' ? new Set() : new Set([...f].filter((id) => id !== which))));
    setState((s) =>
      s.status === 'ready'
        ? {
            ...s,
            items: s.items.map((n) =>
              which === 'all' || n.id === which ? { ...n, unread: false } : n,
            ),
          }
        : s,
    );
  }

  function markRead(id: string) {
    markLocally(id);
    postResource('NotificationResource', 'update', { notification_id: id, action: 'read' }).catch(
      () => {},
    );
  }

  async function markAllRead() {
    setActionError(null);
    try {
      await postResource('NotificationsResource', 'update', { action: 'read_all' });
      markLocally('all');
    } catch (e) {
      setActionError(message(t, e));
    }
  }

  const shown: NotificationsState =
    state.status === 'ready'
      ? { ...state, items: state.items.map((n) => (fresh.has(n.id) ? { ...n, unread: true } : n)) }
      : state;
  return { state: shown, reload, loadMore, markRead, markAllRead, actionError };
}
