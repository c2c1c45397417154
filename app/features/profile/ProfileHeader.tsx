import { useState } from 'react';
import { NavLink } from 'react-router';
import { createdPinsPath, profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { useT } from '../../ui/i18n';
import { DisplayName } from '../people';
import type { FollowState } from './FollowButton';
import s from './Profile.module.css';
import { ProfileActions } from './ProfileActions';
import '../../lib/texts/boards';

/** `blocked`: the signed-in viewer blocked this person (their … menu then offers Unblock). */
export function ProfileHeader({ user, blocked = false }: { user: UserModel; blocked?: boolean }) {
  // fresh loader data (another profile, a reload after logging in) restarts the follow state
  const key = `${user.id}:${user.followerCount}:${user.explicitlyFollowedByMe}:${user.requestedByMe}:${blocked}`;
  return <Header key={key} user={user} blocked={blocked} />;
}

function Header({ user, blocked }: { user: UserModel; blocked: boolean }) {
  const viewer = useViewer();
  const t = useT();
  const loggedOut = !viewer.isAuth;
  const [follow, setFollow] = useState<FollowState>({
    following: user.explicitlyFollowedByMe,
    followerCount: user.followerCount,
    requested: user.requestedByMe === true,
  });
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? `${s.tab} ${s.active}` : s.tab);
  let website: string | null = null;
  try {
    website = user.websiteUrl ? new URL(user.websiteUrl).host.replace(/^www\./, '') : null;
  } catch {
    website = null;
  }
  return (
    <header className={s.header}>
      <Avatar name={user.fullName} src={user.imageLargeUrl} size={120} />
      <div className={s.nameRow}>
        <DisplayName as="h1" className={s.name} user={user} size={24} />
      </div>
      <p className={s.username}>@{user.username}</p>
      {user.about ? <p className={s.about}>{user.about}</p> : null}
      <p className={s.meta}>
        {website && user.websiteUrl ? (
          <a href={user.websiteUrl} rel="nofollow noopener noreferrer" target="_blank">
            {website}
          </a>
        ) : null}
        {website ? ' · ' : null}
        <span data-testid="follower-count">
          {t('profile.followers', {
            count: follow.followerCount,
            n: String(follow.followerCount),
          })}
        </span>
        {' · '}
        <span>
          {t('profile.following', {
            count: user.followingCount,
            n: String(user.followingCount),
          })}
        </span>
      </p>
      <ProfileActions user={user} blocked={blocked} follow={follow} onFollow={setFollow} />
      <nav className={s.tabs} aria-label={t('profile.tabs')}>
        <NavLink to={createdPinsPath(user.username, { loggedOut })} className={tab}>
          {t('profile.created')}
        </NavLink>
        <NavLink to={profilePath(user.username, { loggedOut })} end className={tab}>
          {t('profile.saved')}
        </NavLink>
      </nav>
    </header>
  );
}
