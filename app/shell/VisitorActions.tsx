import { Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { loginPath } from '#domain/safe-next';
import s from './Header.module.css';
import { ThemeMenuItems } from './ThemeMenuItems';

const ACCOUNT_PAGES = new Set(['/login', '/signup', '/logout', '/password/reset']);

/** Where log in and sign up send a visitor back to: the page they were on. */
export function useComeBackHere(): string {
  const { pathname, search } = useLocation();
  return ACCOUNT_PAGES.has(pathname) ? '/' : `${pathname}${search}`;
}

/** Log in and Sign up for visitors, and a small menu with both and the theme. */
export function VisitorActions() {
  const here = useComeBackHere();
  return (
    <div className={s.account}>
      <Link to={loginPath(here)} className={`${s.button} ${s.primary} ${s.wide}`}>
        Log in
      </Link>
      <Link to={loginPath(here, '/signup')} className={`${s.button} ${s.secondary}`}>
        Sign up
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={s.menuTrigger} aria-label="Account and theme">
          <Menu size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={s.menu} align="end" sideOffset={8}>
            <DropdownMenu.Item asChild className={s.menuItem}>
              <Link to={loginPath(here)}>Log in</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={s.menuItem}>
              <Link to={loginPath(here, '/signup')}>Sign up</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={s.menuSeparator} />
            <ThemeMenuItems />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
