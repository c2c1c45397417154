import { AdminNav, Health } from '../features/admin';
import { loadHealth } from '../features/admin/jobs.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/admin-health';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: siteTitle('Health') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadHealth(context);
}

/** Issue 37: the instance's health, for employees; everyone else gets the 404 page. */
export default function AdminHealth({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Health</h1>
      <Health report={loaderData} />
    </div>
  );
}
