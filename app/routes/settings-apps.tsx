import { ApiTokens } from '../features/settings';
import { apiTokensAction, loadApiTokens } from '../features/settings/api-tokens.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-apps';
import s from './settings.module.css';

export function meta() {
  return [
    { title: siteTitle('Apps and tokens | Settings') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadApiTokens(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return apiTokensAction(context, request);
}

/** Decision 055: Settings → Apps and tokens. */
export default function AppsSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings">Back to Settings</Link>
      </p>
      <h1 className={s.title}>Apps and tokens</h1>
      <p className={s.lead}>
        A personal access token lets your own scripts and apps use Tessera’s API as you, with only
        the scopes you choose. Treat it like a password. The API’s documentation is at{' '}
        <Link to="/api/docs" reloadDocument>
          /api/docs
        </Link>
        .
      </p>
      <ApiTokens tokens={loaderData.tokens} />
    </div>
  );
}
