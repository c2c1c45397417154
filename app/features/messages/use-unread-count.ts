import { useCallback, useEffect, useState } from 'react';
import type { UnreadCount } from '#domain/messages/messages';
import { useLive } from '../../lib/live';
import { ApiError, getResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';

/** How often a signed-in page asks for the unread count when it has no live channel. */
const UNREAD_POLL_MS = 30_000;

/** Sent on window when the viewer reads, answers or sends, so the badge asks again at once. */
export const MESSAGES_CHANGED = 'tessera:messages-changed';

export function announceMessagesChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MESSAGES_CHANGED));
}

const NONE: UnreadCount = { conversations: 0, requests: 0 };

/**
 * The header badge's counts (decision 017): pushed by the live channel, which sends fresh counts
 * on every (re)connection and after every change. A browser without EventSource asks on mount,
 * every 30 s while the tab is visible, when the tab comes back and after the viewer's own
 * changes.
 */
export function useUnreadCounts(): UnreadCount {
  const viewer = useViewer();
  const live = useLive();
  const [count, setCount] = useState<UnreadCount>(NONE);
  const [round, setRound] = useState(0);
  // a 401 means the session ended (logged out in another tab, password reset): stop asking
  const [ended, setEnded] = useState(false);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  const polling = viewer.isAuth && !ended && live.status === 'unsupported';

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the refresh trigger
  useEffect(() => {
    if (!polling) return;
    const ctl = new AbortController();
    getResource<UnreadCount>('UnreadCountResource', {}, { signal: ctl.signal })
      .then((r) => setCount(r.data))
      // a failed poll keeps the last count and the next one tries again, unless the session ended
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 401) setEnded(true);
      });
    return () => ctl.abort();
  }, [polling, viewer.id, round]);

  useEffect(() => {
    if (!polling) return;
    const tick = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = window.setInterval(tick, UNREAD_POLL_MS);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener(MESSAGES_CHANGED, refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener(MESSAGES_CHANGED, refresh);
    };
  }, [polling, refresh]);

  if (!viewer.isAuth) return NONE;
  if (live.status !== 'unsupported') return live.counts?.messages ?? NONE;
  return polling ? count : NONE;
}

/**
 * The header badge: unread conversations plus waiting requests, both reachable from the panel
 * (its list, and its Message requests row with the same requests count).
 */
export function useUnreadCount(): number {
  const c = useUnreadCounts();
  return c.conversations + c.requests;
}
