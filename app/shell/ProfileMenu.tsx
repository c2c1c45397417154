import { useSubmit } from 'react-router';
import { GUIDELINES_PATH, profilePath } from '#domain/catalogue/routes';
import { useCsrfToken, useInstance, useMe } from '../lib/root-data';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import { Menu, MenuItem, MenuLabel, MenuLink, MenuSeparator } from '../ui/Menu';
import s from './Header.module.css';
import { ThemeMenuItems } from './ThemeMenuItems';

/** The signed-in person's avatar (to their profile) and their menu: profile, settings, theme, log out. */
export function ProfileMenu({ username }: { username: string }) {
  const me = useMe();
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const name = me?.fullName ?? username;
  const instance = useInstance();
  const t = useT();
  const menuLabel = t('shell.accountMenu');
  return (
    <>
      <Link
        to={profilePath(username)}
        className={s.avatarLink}
        aria-label={t('shell.yourProfileOf', { name })}
      >
        <Avatar name={name} src={me?.imageSmallUrl ?? null} size={32} />
      </Link>
      <Menu
        label={menuLabel}
        align="end"
        trigger={<IconButton label={menuLabel} icon="chevron-down" variant="transparent" />}
      >
        <MenuLabel>
          <span className={s.person}>
            <Avatar name={name} src={me?.imageSmallUrl ?? null} size={48} />
            <span>
              <span className={s.personName}>{name}</span>
              <span className={s.personUsername}>@{username}</span>
            </span>
          </span>
        </MenuLabel>
        <MenuLink to={profilePath(username)} icon={<MenuIcon name="user" />}>
          {t('shell.yourProfile')}
        </MenuLink>
        {/* issue 15: literal, like /edit below, so every page's first script stays as it was */}
        <MenuLink to="/analytics/overview/" icon={<MenuIcon name="chart-no-axes-column" />}>
          {t('shell.analytics')}
        </MenuLink>
        <MenuLink to="/settings" icon={<MenuIcon name="settings" />}>
          {t('shell.settings')}
        </MenuLink>
        {/* spec 01 §2 (P-037): /edit, also linked from a hidden pin; literal, so the menu does not
            pull the feedback texts into every page's first script */}
        <MenuLink to="/edit" icon={<MenuIcon name="eye-off" />}>
          {t('shell.tuneHomeFeed')}
        </MenuLink>
        <MenuSeparator />
        <ThemeMenuItems />
        <MenuSeparator />
        <MenuLink to={GUIDELINES_PATH} icon={<MenuIcon name="shield" />}>
          {t('shell.guidelines')}
        </MenuLink>
        {/* issue 37: the instance's own pages */}
        <MenuLink to="/about/" icon={<MenuIcon name="info" />}>
          {t('shell.aboutOf', { name: instance.name })}
        </MenuLink>
        <MenuItem
          icon={<MenuIcon name="log-out" />}
          // a POST with the CSRF token, like the /logout page's form (no state change by GET)
          onSelect={() => submit({ _csrf: csrf }, { method: 'post', action: '/logout' })}
        >
          {t('shell.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

function MenuIcon({
  name,
}: {
  name: 'user' | 'chart-no-axes-column' | 'settings' | 'eye-off' | 'shield' | 'info' | 'log-out';
}) {
  return <Icon name={name} size={20} />;
}
