import { NavLink } from 'react-router';
import type { UserModel } from '#domain/models';
import { createdPinsPath, profilePath } from '#domain/routes';
import { Avatar } from '../../ui/Avatar';
import { useViewer } from '../layout/viewer-context';
import s from './Profile.module.css';

export function ProfileHeader({ user }: { user: UserModel }) {
  const loggedOut = !useViewer().isAuth;
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
      <h1 className={s.name}>{user.fullName}</h1>
      <p className={s.username}>@{user.username}</p>
      {user.about ? <p className={s.about}>{user.about}</p> : null}
      <p className={s.meta}>
        {website && user.websiteUrl ? (
          <a href={user.websiteUrl} rel="nofollow noopener noreferrer" target="_blank">
            {website}
          </a>
        ) : null}
        {website ? ' · ' : null}
        <span>
          {user.followerCount} follower{user.followerCount === 1 ? '' : 's'} · {user.followingCount}{' '}
          following
        </span>
      </p>
      <nav className={s.tabs} aria-label="Profile">
        <NavLink to={createdPinsPath(user.username, { loggedOut })} className={tab}>
          Created
        </NavLink>
        <NavLink to={profilePath(user.username, { loggedOut })} end className={tab}>
          Saved
        </NavLink>
      </nav>
    </header>
  );
}
