import { Link } from 'react-router';
import s from './Collaborators.module.css';
import { usePendingInvites } from './use-pending-invites';

/** Header link to /invites/ with the pending count; nothing when there are none. */
export function InvitesLink() {
  const { invites } = usePendingInvites();
  const n = invites.length;
  if (n === 0) return null;
  return (
    <Link
      to="/invites/"
      prefetch="intent"
      className={s.countLink}
      aria-label={`Invites, ${n} waiting for your answer`}
    >
      Invites <span className={s.count}>{n}</span>
    </Link>
  );
}
