import { useLocation } from 'react-router';
import { GUIDELINES_PATH } from '#domain/catalogue/routes';
import { loginPath } from '#domain/sharing/safe-next';
import { useInstance } from '../lib/root-data';
import { ButtonLink } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { Menu, MenuLink, MenuSeparator } from '../ui/Menu';
import s from './Header.module.css';
import { ThemeMenuItems } from './ThemeMenuItems';

const ACCOUNT_PAGES = new Set(['/login', '/signup', '/logout', '/password/reset']);
const MENU_LABEL = 'Account and theme';

/** Where log in and sign up send a visitor back to: the page they were on. */
export function useComeBackHere(): string {
  const { pathname, search } = useLocation();
  return ACCOUNT_PAGES.has(pathname) ? '/' : `${pathname}${search}`;
}

/** Log in and Sign up for visitors, and a small menu with both and the theme. */
export function VisitorActions() {
  const here = useComeBackHere();
  const instance = useInstance();
  return (
    <div className={s.account}>
      <ButtonLink to={loginPath(here)} variant="primary">
        Log in
      </ButtonLink>
      <ButtonLink to={loginPath(here, '/signup')} variant="secondary">
        Sign up
      </ButtonLink>
      <Menu
        label={MENU_LABEL}
        align="end"
        trigger={<IconButton label={MENU_LABEL} icon="menu" variant="transparent" />}
      >
        <MenuLink to={loginPath(here)}>Log in</MenuLink>
        <MenuLink to={loginPath(here, '/signup')}>Sign up</MenuLink>
        <MenuSeparator />
        <ThemeMenuItems />
        <MenuSeparator />
        <MenuLink to={GUIDELINES_PATH}>Community guidelines</MenuLink>
        {/* issue 37: the instance's own pages */}
        <MenuLink to="/about/">About {instance.name}</MenuLink>
      </Menu>
    </div>
  );
}
