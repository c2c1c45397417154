import { AdminNav, AuditFilters, AuditTable } from '../features/admin';
import { loadLog } from '../features/admin/people.server';
import type { Route } from './+types/admin-log';
import s from './admin-domains.module.css';

const TITLE = 'Audit log';

export function meta() {
  return [{ title: `${TITLE} | Tessera` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadLog(context, request);
}

/**
 * Issue 37 (decision 057): every administrator's action, newest first, filtered by who, what,
 * on what and when. Entries are written with their action and never change.
 */
export default function AdminLog({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{TITLE}</h1>
      <p className={s.lead}>
        Every administrator’s action: who did what, to what, when and why. Entries are written with
        the action and can never be changed or deleted.
      </p>
      <AuditFilters filter={loaderData.filter} />
      <AuditTable entries={loaderData.entries} />
    </div>
  );
}
