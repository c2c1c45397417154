import { profilePath } from '#domain/catalogue/routes';
import { loginPath } from '#domain/sharing/safe-next';
import { useMe } from '../lib/root-data';
import { useViewer } from '../lib/viewer-context';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';
import { useT } from '../ui/i18n';
import { NavLink } from '../ui/Link';
import s from './BottomNav.module.css';
import { useComeBackHere } from './VisitorActions';

/** Below 744 px: Home, Explore, Create and your profile (or Log in) at the bottom, in thumb's reach. */
export function BottomNav() {
  const viewer = useViewer();
  const me = useMe();
  const here = useComeBackHere();
  const username = viewer.isAuth ? viewer.username : null;
  const name = me?.fullName ?? username ?? '';
  const t = useT();
  return (
    <nav aria-label={t('shell.bottomNav')} className={s.bar}>
      <NavLink to="/" end className={s.item} activeClassName={s.active}>
        <Icon name="house" size={24} />
        <span>{t('shell.home')}</span>
      </NavLink>
      {/* issue 16: the ideas pages; the header's Explore link is hidden at these widths */}
      <NavLink to="/ideas/" className={s.item} activeClassName={s.active}>
        <Icon name="compass" size={24} />
        <span>{t('shell.explore')}</span>
      </NavLink>
      {username ? (
        <>
          <NavLink to="/pin-builder" className={s.item} activeClassName={s.active}>
            <Icon name="plus" size={24} />
            <span>{t('shell.create')}</span>
          </NavLink>
          <NavLink to={profilePath(username)} className={s.item} activeClassName={s.active}>
            <Avatar name={name} src={me?.imageSmallUrl ?? null} size={24} />
            <span>{t('shell.profile')}</span>
          </NavLink>
        </>
      ) : (
        <NavLink to={loginPath(here)} className={s.item} activeClassName={s.active}>
          <Icon name="user" size={24} />
          <span>{t('shell.logIn')}</span>
        </NavLink>
      )}
    </nav>
  );
}
