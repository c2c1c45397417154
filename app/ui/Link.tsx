import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import s from './Link.module.css';

type Underline = 'none' | 'hover' | 'always';

function classes(underline: Underline, className: string | undefined): string {
  return [s[underline], className ?? ''].filter(Boolean).join(' ');
}

type LinkProps = ComponentProps<typeof RouterLink> & { underline?: Underline };

/**
 * An in-app link. Spec: a page's data is preloaded when the pointer rests on (or focus reaches)
 * a link to it, so prefetch is "intent" unless the caller says otherwise. A same-origin link
 * with reloadDocument (a file to download, a page outside the app's routes) has no route data:
 * it says prefetch="none", or hovering it asks for a .data that is a 404.
 */
export function Link({ prefetch = 'intent', underline = 'none', className, ...rest }: LinkProps) {
  return <RouterLink prefetch={prefetch} className={classes(underline, className)} {...rest} />;
}

type NavLinkProps = Omit<ComponentProps<typeof RouterNavLink>, 'className'> & {
  underline?: Underline;
  className?: string;
  /** Added while the link's page is the current one (aria-current="page" is set either way). */
  activeClassName?: string;
};

/** A navigation link that knows whether its page is the current one. */
export function NavLink({
  prefetch = 'intent',
  underline = 'none',
  className,
  activeClassName,
  ...rest
}: NavLinkProps) {
  return (
    <RouterNavLink
      prefetch={prefetch}
      className={({ isActive }) =>
        [classes(underline, className), isActive ? (activeClassName ?? '') : '']
          .filter(Boolean)
          .join(' ')
      }
      {...rest}
    />
  );
}
