import { DataExport } from '../features/settings';
import { dataExportAction, loadDataExport } from '../features/settings/data-export.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-data';
import s from './settings.module.css';
import '../lib/texts/settings';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const title = text(context, 'settings.pageTitle', { page: text(context, 'settings.data.title') });
  return { ...(await loadDataExport(context)), title };
}

export function action({ context, request }: Route.ActionArgs) {
  return dataExportAction(context, request);
}

/** Decision 052: Settings → Download your data. */
export default function DataExportSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings#settings-data">{t('settings.back')}</Link>
      </p>
      <h1 className={s.title}>{t('settings.data.title')}</h1>
      <p className={s.lead}>{t('settings.data.pageLead')}</p>
      <DataExport latest={loaderData.latest} />
    </div>
  );
}
