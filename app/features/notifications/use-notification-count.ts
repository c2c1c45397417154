import { useEffect, useState } from 'react';
import { useLive } from '../../lib/live';
import { ApiError, getResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';

/** How often the bell asks for its count when the browser has no live channel. */
const POLL_MS = 30_000;

/**
 * The bell's unread count (decision 017): pushed by the live channel; a browser without
 * EventSource asks on mount and every 30 s while the tab is visible, until a 401.
 */
export function useNotificationCount(): number {
  const viewer = useViewer();
  const live = useLive();
  const [polled, setPolled] = useState(0);
  const polling = viewer.isAuth && live.status === 'unsupported';

  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    const ask = () => {
      if (stopped || document.visibilityState !== 'visible') return;
      getResource<{ count: number }>('NotificationsUnreadCountResource', {})
        .then((r) => setPolled(r.data.count))
        .catch((e: unknown) => {
          if (e instanceof ApiError && e.status === 401) stopped = true;
        });
    };
    ask();
    const timer = window.setInterval(ask, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [polling]);

  if (!viewer.isAuth) return 0;
  return polling ? polled : (live.counts?.notifications ?? 0);
}
