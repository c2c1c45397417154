import { useNavigation } from 'react-router';
import { AdminNav, InstanceSettingsForm } from '../features/admin';
import { adminSettingsAction, loadAdminSettings } from '../features/instance/instance.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/admin-settings';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: siteTitle('Instance settings') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadAdminSettings(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return adminSettingsAction(context, request);
}

/** Issue 37: administrators edit the instance's own settings; everyone else gets a 404. */
export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Instance settings</h1>
      <p className={s.lead}>
        What the instance calls itself, its rules and pages, and who may join. The About page shows
        them to everyone.
      </p>
      <InstanceSettingsForm settings={loaderData.settings} result={actionData} busy={busy} />
    </div>
  );
}
