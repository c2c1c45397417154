import { ImportPins } from '../features/settings';
import { importPinsAction, loadImportPins } from '../features/settings/import-pins.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-import';
import s from './settings.module.css';

export function meta() {
  return [
    { title: siteTitle('Import your pins | Settings') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadImportPins(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return importPinsAction(context, request);
}

/** Issue 35: Settings → Import your pins. */
export default function ImportSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings#settings-import">Back to Settings</Link>
      </p>
      <h1 className={s.title}>Import your pins</h1>
      <p className={s.lead}>
        Bring your pins and boards from Pinterest, Pinry, Karakeep, your browser’s bookmarks or
        another Tessera (its Download your data ZIP): give Tessera the file they export (or your
        Pinry’s address). A ZIP of your pictures works too: each folder becomes a board. Each pin
        comes with its board, title, description, link and date; pins you already have are skipped,
        so importing the same file twice adds nothing.
      </p>
      <ImportPins latest={loaderData.latest} />
    </div>
  );
}
