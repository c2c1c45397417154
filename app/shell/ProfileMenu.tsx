import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useSubmit } from 'react-router';
import { profilePath } from '#domain/routes';
import { useCsrfToken, useMe } from '../lib/root-data';
import { Avatar } from '../ui/Avatar';
import s from './Header.module.css';
import { ThemeMenuItems } from './ThemeMenuItems';

/** The signed-in person's avatar (to their profile) and their menu: profile, settings, theme, log out. */
export function ProfileMenu({ username }: { username: string }) {
  const me = useMe();
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const name = me?.fullName ?? username;
  return (
    <>
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
            <ThemeMenuItems />
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
    </>
  );
}
