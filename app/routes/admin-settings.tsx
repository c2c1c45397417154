import { useNavigation } from 'react-router';
import { AdminNav, InstanceLogoForm, InstanceSettingsForm } from '../features/admin';
import { adminSettingsAction, loadAdminSettings } from '../features/instance/instance.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-settings';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadAdminSettings(context)), title: text(context, 'admin.nav.settings') };
}

export function action({ context, request }: Route.ActionArgs) {
  return adminSettingsAction(context, request);
}

/** Issue 37: administrators edit the instance's own settings; everyone else gets a 404. */
export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.settings')}</h1>
      <p className={s.lead}>{t('admin.settings.lead')}</p>
      <InstanceLogoForm
        logoUrl={loaderData.settings.logoUrl}
        name={loaderData.settings.name}
        result={actionData}
        busy={busy}
      />
      <InstanceSettingsForm
        settings={loaderData.settings}
        result={actionData?.intent === 'settings' ? actionData : undefined}
        busy={busy}
      />
    </div>
  );
}
