import { AdminNav, PeopleSearch } from '../features/admin';
import { loadPeople } from '../features/admin/people.server';
import type { Route } from './+types/admin-users';
import s from './admin-domains.module.css';

const TITLE = 'People';

export function meta() {
  return [{ title: `${TITLE} | Tessera` }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPeople(context, request);
}

/** Issue 37: administrators find people by name, username or email; everyone else: the 404. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{TITLE}</h1>
      <p className={s.lead}>
        Find someone by name, username or email, then open their page to see what they made and were
        reported for, and to suspend, delete or change the role of their account.
      </p>
      <PeopleSearch q={loaderData.q} people={loaderData.people} />
    </div>
  );
}
