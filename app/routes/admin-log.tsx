import { AdminNav, AuditFilters, AuditTable } from '../features/admin';
import { loadLog } from '../features/admin/people.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-log';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadLog(context, request)), title: text(context, 'admin.nav.log') };
}

/**
 * Issue 37 (decision 057): every administrator's action, newest first, filtered by who, what,
 * on what and when. Entries are written with their action and never change.
 */
export default function AdminLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.log')}</h1>
      <p className={s.lead}>{t('admin.log.lead')}</p>
      <AuditFilters filter={loaderData.filter} />
      <AuditTable entries={loaderData.entries} />
    </div>
  );
}
