import { useState } from 'react';
import { profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { copyText } from '../../lib/clipboard';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { MessagePersonDialog } from '../messages';
import { COPY_FAILED, createShareLink, LINK_COPIED_TO_SHARE, useActionToast } from '../sharing';
import { FollowButton, type FollowState } from './FollowButton';
import s from './Profile.module.css';
import { ProfileMenu } from './ProfileMenu';
import '../../lib/texts/boards';

/**
 * Issue 33: a profile's actions. Your own: Share profile (the phone's share sheet, elsewhere a
 * copied link carrying your invite code) and Edit profile (Settings' public profile). Someone
 * else's: Follow, and for the signed-in Message and the … menu (Report profile, Block; ProfileMenu).
 */
export function ProfileActions(props: {
  user: UserModel;
  blocked: boolean;
  follow: FollowState;
  onFollow(next: FollowState): void;
}) {
  const { user } = props;
  const viewer = useViewer();
  const [blocked, setBlocked] = useState(props.blocked);
  const own = viewer.id !== null && viewer.id === user.id;
  if (own) return <OwnActions user={user} />;
  return (
    <div className={s.actionsRow}>
      <FollowButton user={user} state={props.follow} onChange={props.onFollow} />
      {viewer.isAuth && !blocked ? <MessageButton user={user} /> : null}
      {viewer.isAuth ? (
        <ProfileMenu user={user} blocked={blocked} onBlockedChange={setBlocked} />
      ) : null}
    </div>
  );
}

/** Someone you blocked can't be messaged (the server says so too): Unblock is in the … menu. */
function MessageButton({ user }: { user: UserModel }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const mobile = useDeviceClass() !== 'desktop';
  return (
    <div className={s.followSlot}>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
        {t('profile.message')}
      </Button>
      {open ? (
        <MessagePersonDialog to={user} open mobile={mobile} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}

function OwnActions({ user }: { user: UserModel }) {
  const t = useT();
  const toast = useActionToast();
  const mobile = useDeviceClass() !== 'desktop';
  const [busy, setBusy] = useState(false);

  async function share() {
    if (busy) return;
    setBusy(true);
    const path = profilePath(user.username);
    // your invite code rides along, as on a pin's share; the plain address if it can't be made
    const url = await createShareLink(path, 'copy_link').catch(
      () => new URL(path, window.location.origin).href,
    );
    setBusy(false);
    if (mobile && typeof navigator.share === 'function') {
      await navigator
        .share({ url, title: t('profile.shareTitle', { name: user.fullName }) })
        .catch(() => {});
      return;
    }
    const ok = await copyText(url);
    toast(t(ok ? LINK_COPIED_TO_SHARE : COPY_FAILED), { error: !ok });
  }

  return (
    <div className={s.actionsRow}>
      <Button variant="secondary" size="lg" loading={busy} onClick={() => void share()}>
        {t('profile.share')}
      </Button>
      <ButtonLink to="/settings#settings-profile" variant="secondary" size="lg">
        {t('profile.edit')}
      </ButtonLink>
    </div>
  );
}
