import { useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import '../../lib/texts/messages';

type Answer = 'approve' | 'decline';

/**
 * Decision 045: a request to follow the viewer's private profile. Approve makes them a follower
 * (FollowRequestResource update), Decline drops the request (delete); the row then says what
 * was done, and a refusal is said in words beside it.
 */
export function FollowRequestAnswer(props: {
  actor: UserModel;
  errorClassName?: string;
  noteClassName?: string;
  /** the two buttons side by side: stacked, they made the row taller than its text */
  buttonsClassName?: string;
}) {
  const [done, setDone] = useState<Answer | null>(null);
  const [busy, setBusy] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = props.actor.fullName;
  const t = useT();

  async function answer(how: Answer) {
    if (busy) return;
    setBusy(how);
    setError(null);
    try {
      const userId = Number(props.actor.id);
      if (how === 'approve') {
        await postResource('FollowRequestResource', 'update', {
          user_id: userId,
          action: 'approve',
        });
      } else await postResource('FollowRequestResource', 'delete', { user_id: userId });
      setDone(how);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('notif.answerFailed', { name }));
    } finally {
      setBusy(null);
    }
  }

  if (done) {
    return (
      <p role="status" className={props.noteClassName}>
        {done === 'approve' ? t('notif.nowFollows', { name }) : t('notif.requestDeclined')}
      </p>
    );
  }
  return (
    <>
      <div className={props.buttonsClassName}>
        <Button
          size="sm"
          variant="primary"
          loading={busy === 'approve'}
          onClick={() => void answer('approve')}
          aria-label={t('notif.approveName', { name })}
        >
          {t('notif.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'decline'}
          onClick={() => void answer('decline')}
          aria-label={t('notif.declineName', { name })}
        >
          {t('notif.decline')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={props.errorClassName}>
          {error}
        </p>
      ) : null}
    </>
  );
}
