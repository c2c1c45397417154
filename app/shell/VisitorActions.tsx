import { useLocation } from 'react-router';
import { GUIDELINES_PATH } from '#domain/catalogue/routes';
import { loginPath } from '#domain/sharing/safe-next';
import { useInstance } from '../lib/root-data';
import { ButtonLink } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { useT } from '../ui/i18n';
import { Menu, MenuLink, MenuSeparator } from '../ui/Menu';
import s from './Header.module.css';
import { LanguageMenuItems } from './LanguageMenuItems';
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
  const instance = useInstance();
  const t = useT();
  const menuLabel = t('shell.visitorMenu');
  return (
    <div className={s.account}>
      <ButtonLink to={loginPath(here)} variant="primary">
        {t('shell.logIn')}
      </ButtonLink>
      <ButtonLink to={loginPath(here, '/signup')} variant="secondary">
        {t('shell.signUp')}
      </ButtonLink>
      <Menu
        label={menuLabel}
        align="end"
        trigger={<IconButton label={menuLabel} icon="menu" variant="transparent" />}
      >
        <MenuLink to={loginPath(here)}>{t('shell.logIn')}</MenuLink>
        <MenuLink to={loginPath(here, '/signup')}>{t('shell.signUp')}</MenuLink>
        <MenuSeparator />
        <ThemeMenuItems />
        <MenuSeparator />
        <LanguageMenuItems here={here} />
        <MenuSeparator />
        <MenuLink to={GUIDELINES_PATH}>{t('shell.guidelines')}</MenuLink>
        {/* issue 37: the instance's own pages */}
        <MenuLink to="/about/">{t('shell.aboutOf', { name: instance.name })}</MenuLink>
      </Menu>
    </div>
  );
}
