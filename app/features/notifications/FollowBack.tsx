import { useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import '../../lib/texts/messages';

/**
 * A new follower's row: Follow back follows them (UserFollowResource create) and then says
 * Following; a refusal is said in words beside it.
 */
export function FollowBack(props: { actor: UserModel; errorClassName?: string }) {
  const [following, setFollowing] = useState(props.actor.explicitlyFollowedByMe);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = props.actor.fullName;
  const t = useT();

  async function follow() {
    setBusy(true);
    setError(null);
    try {
      const u = await postResource<UserModel>('UserFollowResource', 'create', {
        user_id: Number(props.actor.id),
      });
      setFollowing(u.explicitlyFollowedByMe);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('notif.followFailed', { name }));
    } finally {
      setBusy(false);
    }
  }

  if (following) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled
        aria-label={t('notif.followingName', { name })}
      >
        {t('notif.following')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="primary"
        loading={busy}
        onClick={follow}
        aria-label={t('notif.followBackName', { name })}
      >
        {t('notif.followBack')}
      </Button>
      {error ? (
        <p role="alert" className={props.errorClassName}>
          {error}
        </p>
      ) : null}
    </>
  );
}
