import { AdminNav, AuditTable, PersonAdmin } from '../features/admin';
import { loadPerson, personAction } from '../features/admin/people.server';
import type { Route } from './+types/admin-user';
import s from './admin-domains.module.css';

export function meta({ data }: Route.MetaArgs) {
  const name = data ? `@${data.person.username}` : 'Person';
  return [{ title: `${name} | People | Tessera` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPerson(context, params.userId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return personAction(context, request, params.userId);
}

/** Issue 37: one person for an administrator: their things, reports, and what can be done. */
export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <AdminNav />
      <PersonAdmin person={loaderData.person} result={actionData} />
      <AuditTable entries={loaderData.log} title="Audit log about them" />
    </div>
  );
}
