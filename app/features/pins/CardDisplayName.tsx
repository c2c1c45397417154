import { splitDisplayName } from '#domain/formatting/display-name';
import type { UserModel } from '#domain/pins/models';
import { Link } from '../../ui/Link';
import { VerifiedBadge } from '../people';
import s from './CardFooter.module.css';

/**
 * spec 02 §3 (M-182, M-183): the display name split at the last space. On the one-line card
 * row the first words give way (ellipsis) while the last word and the verified badge (P-245,
 * P-246) stay together and whole.
 */
export function CardDisplayName({ user, href }: { user: UserModel; href: string }) {
  const { head, last } = splitDisplayName(user.fullName || user.username);
  return (
    <span className={s.nameLine}>
      <Link className={s.nameLink} to={href}>
        {head ? <span className={s.head}>{head.trimEnd()}</span> : null}{' '}
        <span className={s.lastWord}>{last}</span>
      </Link>
      <span className={s.badge}>
        <VerifiedBadge user={user} size={16} />
      </span>
    </span>
  );
}
