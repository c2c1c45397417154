import { useNavigation } from 'react-router';
import { AdminNav, ReportList } from '../features/admin';
import { loadReports, reportsAction } from '../features/admin/reports.server';
import type { Route } from './+types/admin-reports';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: 'Reported Pins | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadReports(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return reportsAction(context, request);
}

/** Employees decide on reported pins (issue 13); everyone else gets the 404 page. */
export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // busy until the list is read again after the post, so a notice never shows a stale list
  const report = navigation.state === 'idle' ? null : navigation.formData?.get('report');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Reported Pins</h1>
      <p className={s.lead}>
        People report Pins they think break the community guidelines. Remove a Pin that does: it
        becomes unavailable everywhere. Dismiss a report that does not: the Pin stays up.
      </p>
      <ReportList
        reports={loaderData.reports}
        result={actionData}
        busy={typeof report === 'string' ? report : null}
      />
    </div>
  );
}
