import { DataExport } from '../features/settings';
import { dataExportAction, loadDataExport } from '../features/settings/data-export.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-data';
import s from './settings.module.css';

export function meta() {
  return [
    { title: siteTitle('Download your data | Settings') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDataExport(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return dataExportAction(context, request);
}

/** Decision 052: Settings → Download your data. */
export default function DataExportSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings#settings-data">Back to Settings</Link>
      </p>
      <h1 className={s.title}>Download your data</h1>
      <p className={s.lead}>
        Get a ZIP file with your profile, boards, sections and pins, every original picture, and a
        page for each board that opens in any browser. Bigger accounts take a few minutes: you can
        leave this page, and we email you when it’s ready. The file is kept for 7 days.
      </p>
      <DataExport latest={loaderData.latest} />
    </div>
  );
}
