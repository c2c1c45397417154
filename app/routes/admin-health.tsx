import { AdminNav, Health } from '../features/admin';
import { loadHealth } from '../features/admin/jobs.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-health';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { report: await loadHealth(context), title: text(context, 'admin.nav.health') };
}

/** Issue 37: the instance's health, for employees; everyone else gets the 404 page. */
export default function AdminHealth({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.health')}</h1>
      <Health report={loaderData.report} />
    </div>
  );
}
