import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink, useLocation, useSubmit } from 'react-router';
import { profilePath } from '#domain/routes';
import { loginPath } from '#domain/safe-next';
import { InvitesLink } from '../features/boards';
import { CreateMenu } from '../features/pin-builder';
import { useCsrfToken, useMe } from '../lib/root-data';
import { useViewer } from '../lib/viewer-context';
import { Avatar } from '../ui/Avatar';
import { LogoMark } from '../ui/LogoMark';
import s from './Header.module.css';

const ACCOUNT_PAGES = new Set(['/login', '/signup', '/logout', '/password/reset']);

/** Log in and Sign up for visitors; they come back to the page they were on. */
function VisitorActions() {
  const { pathname, search } = useLocation();
  const here = ACCOUNT_PAGES.has(pathname) ? '/' : `${pathname}${search}`;
  return (
    <div className={s.account}>
      <Link to={loginPath(here)} className={`${s.button} ${s.primary}`}>
        Log in
      </Link>
      <Link to={loginPath(here, '/signup')} className={`${s.button} ${s.secondary}`}>
        Sign up
      </Link>
    </div>
  );
}

/** The signed-in person's avatar (to their profile) and their menu: Settings, Log out. */
function UserMenu({ username }: { username: string }) {
  const me = useMe();
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const name = me?.fullName ?? username;
  return (
    <div className={s.account}>
      <Link
        to={profilePath(username)}
        className={s.avatarLink}
        aria-label={`Your profile, ${name}`}
      >
        <Avatar name={name} src={me?.imageSmallUrl ?? null} size={32} />
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={s.menuTrigger} aria-label="Account and settings">
          <ChevronDown size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={s.menu} align="end" sideOffset={8}>
            <DropdownMenu.Label className={s.menuLabel}>
              <Avatar name={name} src={me?.imageSmallUrl ?? null} size={48} />
              <span>
                <span className={s.menuName}>{name}</span>
                <span className={s.menuUsername}>@{username}</span>
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Item asChild className={s.menuItem}>
              <Link to={profilePath(username)}>Your profile</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={s.menuItem}>
              <Link to="/settings">Settings</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={s.menuSeparator} />
            <DropdownMenu.Item
              className={s.menuItem}
              // a POST with the CSRF token, like the /logout page's form (no state change by GET)
              onSelect={() => submit({ _csrf: csrf }, { method: 'post', action: '/logout' })}
            >
              Log out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

export function Header() {
  const viewer = useViewer();
  return (
    <header className={s.header}>
      <NavLink to="/" className={s.logo} aria-label="Tessera home">
        <LogoMark size={32} />
        <span className={s.wordmark}>Tessera</span>
      </NavLink>
      <nav aria-label="Main">
        <NavLink
          to="/"
          end
          className={({ isActive }) => (isActive ? `${s.tab} ${s.active}` : s.tab)}
        >
          Home
        </NavLink>
        {viewer.isAuth ? <CreateMenu /> : null}
      </nav>
      {viewer.isAuth && viewer.username ? (
        <>
          <InvitesLink />
          <UserMenu username={viewer.username} />
        </>
      ) : (
        <VisitorActions />
      )}
    </header>
  );
}
