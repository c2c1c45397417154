import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { postResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { useT, withNodes } from '../../../ui/i18n';
import s from './Collaborators.module.css';
import { messageOf } from './message-of';
import { usePendingInvites } from './use-pending-invites';
import '../../../lib/texts/boards';

/**
 * On a board page: when the viewer has a pending invite to this board, Accept or Decline it
 * here (BoardInviteResource update). Renders nothing otherwise.
 */
export function InviteBanner({ boardId }: { boardId: string }) {
  const t = useT();
  const { invites, reload } = usePendingInvites();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const invite = invites.find((i) => i.board.id === boardId);
  if (!invite && !done) return null;

  async function answer(status: 'accepted' | 'declined') {
    setBusy(true);
    setError(null);
    try {
      await postResource('BoardInviteResource', 'update', { board_id: boardId, status });
      setDone(t(status === 'accepted' ? 'boards.invite.joined' : 'boards.invite.declined'));
      reload();
      // the page's data changes with membership (collaborator controls, pin access)
      void revalidator.revalidate();
    } catch (e) {
      setError(messageOf(e, t('boards.failed')));
    } finally {
      setBusy(false);
    }
  }

  const from = invite ? (invite.invitedBy ?? invite.board.owner) : null;
  return (
    <section className={s.banner} aria-label={t('boards.invite.banner')}>
      {done ? (
        <p className={s.bannerText} role="status">
          {done}
        </p>
      ) : invite && from ? (
        <>
          <p className={s.bannerText}>
            {withNodes(t, 'boards.invite.from', {
              from: <strong>{from.fullName}</strong>,
              board: <strong>{invite.board.name}</strong>,
            })}
          </p>
          <div className={s.actions}>
            <Button variant="primary" disabled={busy} onClick={() => answer('accepted')}>
              {t('boards.invite.accept')}
            </Button>
            <Button disabled={busy} onClick={() => answer('declined')}>
              {t('boards.invite.decline')}
            </Button>
          </div>
        </>
      ) : null}
      <p role="alert" className={s.alert}>
        {error ?? ''}
      </p>
    </section>
  );
}
