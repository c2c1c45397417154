import { AdminNav, AuditTable, PersonAdmin } from '../features/admin';
import { loadPerson, personAction } from '../features/admin/people.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-user';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await loadPerson(context, params.userId);
  const title = text(context, 'admin.person.pageTitle', { username: found.person.username });
  return { ...found, title };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return personAction(context, request, params.userId);
}

/** Issue 37: one person for an administrator: their things, reports, and what can be done. */
export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <AdminNav />
      <PersonAdmin person={loaderData.person} result={actionData} />
      <AuditTable entries={loaderData.log} title={t('admin.person.logTitle')} />
    </div>
  );
}
