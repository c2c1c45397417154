import { ApiTokens, AuthorizedApps, OAuthApps } from '../features/settings';
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

/** Decision 055: Settings → Apps and tokens; decision 058: OAuth apps. */
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
      <h2 className={s.sectionTitle}>Personal access tokens</h2>
      <ApiTokens tokens={loaderData.tokens} />
      <h2 className={s.sectionTitle}>Your apps</h2>
      <p className={s.lead}>
        Register an app to let other people use it with their Tessera account (OAuth 2.0 with PKCE):
        send them to <code>/oauth/</code>, then exchange the code at{' '}
        <code>POST /v5/oauth/token</code>.
      </p>
      <OAuthApps apps={loaderData.apps} />
      <h2 className={s.sectionTitle}>Authorized apps</h2>
      <p className={s.lead}>Apps you let use your account. Revoking one stops it at once.</p>
      <AuthorizedApps grants={loaderData.grants} />
    </div>
  );
}
