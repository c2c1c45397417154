import { useCallback, useEffect, useState } from 'react';
import type { BoardModel, UserModel } from '#domain/pins/models';
import { useLiveEvent } from '../../../lib/live';
import { getResource } from '../../../lib/resource';
import { useViewer } from '../../../lib/viewer-context';

export interface PendingInvite {
  board: BoardModel;
  invitedBy: UserModel | null;
}

/**
 * The viewer's pending board invites (BoardInvitesResource get); none for visitors. Asked again
 * when the live channel tells of a notification: an invitation, or one answered or withdrawn on
 * any of the viewer's pages (decision 017).
 */
export function usePendingInvites(): {
  invites: PendingInvite[];
  reload(): void;
} {
  const viewer = useViewer();
  const [invites, setInvites] = useState<PendingInvite[]>([]);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the reload trigger
  useEffect(() => {
    if (!viewer.isAuth) {
      setInvites([]);
      return;
    }
    const ctl = new AbortController();
    getResource<PendingInvite[]>('BoardInvitesResource', {}, { signal: ctl.signal })
      .then((r) => setInvites(r.data))
      .catch(() => {});
    return () => ctl.abort();
  }, [viewer.isAuth, viewer.id, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useLiveEvent(['notification', 'resync'], reload);
  return { invites, reload };
}
