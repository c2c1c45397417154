import { AdminNav, PeopleSearch } from '../features/admin';
import { loadPeople } from '../features/admin/people.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-users';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadPeople(context, request)), title: text(context, 'admin.nav.people') };
}

/** Issue 37: administrators find people by name, username or email; everyone else: the 404. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.people')}</h1>
      <p className={s.lead}>{t('admin.people.lead')}</p>
      <PeopleSearch q={loaderData.q} people={loaderData.people} />
    </div>
  );
}
