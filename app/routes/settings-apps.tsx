import { ApiTokens, AuthorizedApps, OAuthApps } from '../features/settings';
import { apiTokensAction, loadApiTokens } from '../features/settings/api-tokens.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT, withNodes } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-apps';
import s from './settings.module.css';
import '../lib/texts/settings';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const title = text(context, 'settings.pageTitle', { page: text(context, 'settings.apps.title') });
  return { ...(await loadApiTokens(context)), title };
}

export function action({ context, request }: Route.ActionArgs) {
  return apiTokensAction(context, request);
}

/** Decision 055: Settings → Apps and tokens; decision 058: OAuth apps. */
export default function AppsSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const docs = (
    <Link to="/api/docs" reloadDocument prefetch="none">
      {'/api/docs'}
    </Link>
  );
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings">{t('settings.back')}</Link>
      </p>
      <h1 className={s.title}>{t('settings.apps.title')}</h1>
      <p className={s.lead}>{withNodes(t, 'settings.apps.pageLead', { docs })}</p>
      <h2 className={s.sectionTitle}>{t('settings.apps.tokensTitle')}</h2>
      <ApiTokens tokens={loaderData.tokens} />
      <h2 className={s.sectionTitle}>{t('settings.oauth.list')}</h2>
      <p className={s.lead}>
        {withNodes(t, 'settings.apps.oauthLead', {
          start: <code>{'/oauth/'}</code>,
          token: <code>{'POST /v5/oauth/token'}</code>,
        })}
      </p>
      <OAuthApps apps={loaderData.apps} />
      <h2 className={s.sectionTitle}>{t('settings.oauth.authorized')}</h2>
      <p className={s.lead}>{t('settings.apps.authorizedLead')}</p>
      <AuthorizedApps grants={loaderData.grants} />
    </div>
  );
}
