import { House, LogIn, SquarePlus } from 'lucide-react';
import { NavLink } from 'react-router';
import { profilePath } from '#domain/routes';
import { loginPath } from '#domain/safe-next';
import { useMe } from '../lib/root-data';
import { useViewer } from '../lib/viewer-context';
import { Avatar } from '../ui/Avatar';
import s from './BottomNav.module.css';
import { useComeBackHere } from './VisitorActions';

function itemClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${s.item} ${s.active}` : s.item;
}

/** Below 744 px: Home, Create and your profile (or Log in) at the bottom, in thumb's reach. */
export function BottomNav() {
  const viewer = useViewer();
  const me = useMe();
  const here = useComeBackHere();
  const username = viewer.isAuth ? viewer.username : null;
  const name = me?.fullName ?? username ?? '';
  return (
    <nav aria-label="Bottom navigation" className={s.bar}>
      <NavLink to="/" end className={itemClass}>
        <House size={24} aria-hidden="true" />
        <span>Home</span>
      </NavLink>
      {username ? (
        <>
          <NavLink to="/pin-builder" className={itemClass}>
            <SquarePlus size={24} aria-hidden="true" />
            <span>Create</span>
          </NavLink>
          <NavLink to={profilePath(username)} className={itemClass}>
            <Avatar name={name} src={me?.imageSmallUrl ?? null} size={24} />
            <span>Profile</span>
          </NavLink>
        </>
      ) : (
        <NavLink to={loginPath(here)} className={itemClass}>
          <LogIn size={24} aria-hidden="true" />
          <span>Log in</span>
        </NavLink>
      )}
    </nav>
  );
}
