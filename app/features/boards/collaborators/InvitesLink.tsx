import { Link } from 'react-router';
import { useT } from '../../../ui/i18n';
import s from './Collaborators.module.css';
import { usePendingInvites } from './use-pending-invites';

/** Header link to /invites/ with the pending count; nothing when there are none. */
export function InvitesLink() {
  const { invites } = usePendingInvites();
  const n = invites.length;
  const t = useT();
  if (n === 0) return null;
  return (
    <Link
      to="/invites/"
      prefetch="intent"
      className={s.countLink}
      aria-label={t('header.invitesWaiting', { count: n })}
    >
      {t('header.invites')} <span className={s.count}>{n}</span>
    </Link>
  );
}
