import { liveHref } from '#domain/catalogue/built-pages';
import { InvitesLink } from '../features/boards';
import { ExploreFlyout } from '../features/ideas';
import { InboxButton } from '../features/messages';
import { NotificationsButton } from '../features/notifications';
import { CreateMenu } from '../features/pin-builder';
import { HeaderSearch } from '../features/search';
import { useInstance } from '../lib/root-data';
import { useViewer } from '../lib/viewer-context';
import { useT } from '../ui/i18n';
import { NavLink } from '../ui/Link';
import { LogoMark } from '../ui/LogoMark';
import s from './Header.module.css';
import { ProfileMenu } from './ProfileMenu';
import { VisitorActions } from './VisitorActions';

/** Places later issues fill (search box, notifications, messages); an empty one renders nothing. */
export interface HeaderSlots {
  search?: React.ReactNode;
  notifications?: React.ReactNode;
  messages?: React.ReactNode;
}

// Explore is the ideas page; it shows once that page is built (src/domain/catalogue/built-pages.ts)
const EXPLORE_HREF = liveHref('/ideas/');

export function Header({ slots = {} }: { slots?: HeaderSlots }) {
  const viewer = useViewer();
  const username = viewer.isAuth ? viewer.username : null;
  const instance = useInstance();
  const t = useT();
  return (
    <header className={s.header}>
      <NavLink to="/" className={s.logo} aria-label={t('shell.homeOf', { name: instance.name })}>
        {instance.logoUrl ? (
          <img src={instance.logoUrl} alt="" width={32} height={32} className={s.instanceLogo} />
        ) : (
          <LogoMark size={32} />
        )}
        <span className={s.wordmark}>{instance.name}</span>
      </NavLink>
      <nav aria-label={t('shell.mainNav')} className={s.nav}>
        <NavLink to="/" end className={s.tab} activeClassName={s.active}>
          {t('shell.home')}
        </NavLink>
        {EXPLORE_HREF ? (
          <NavLink to={EXPLORE_HREF} className={s.tab} activeClassName={s.active}>
            {t('shell.explore')}
          </NavLink>
        ) : null}
        {EXPLORE_HREF ? <ExploreFlyout /> : null}
        {/* between the phone and the wide header these two live in the Explore menu instead */}
        <NavLink to="/today/" className={`${s.tab} ${s.wideOnly}`} activeClassName={s.active}>
          {t('shell.today')}
        </NavLink>
        <NavLink to="/shopping/" className={`${s.tab} ${s.wideOnly}`} activeClassName={s.active}>
          {t('shell.shopping')}
        </NavLink>
        {username ? <CreateMenu /> : null}
      </nav>
      <div className={s.search}>{slots.search ?? <HeaderSearch />}</div>
      {username ? (
        <div className={s.account}>
          {slots.notifications ?? <NotificationsButton />}
          {slots.messages ?? <InboxButton />}
          <InvitesLink />
          <ProfileMenu username={username} />
        </div>
      ) : (
        <VisitorActions />
      )}
    </header>
  );
}
