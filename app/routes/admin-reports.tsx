import { useNavigation } from 'react-router';
import { AdminNav, CommentReportList, ReportList } from '../features/admin';
import { loadReports, reportsAction } from '../features/admin/reports.server';
import type { Route } from './+types/admin-reports';
import s from './admin-domains.module.css';

export function meta() {
  return [
    { title: 'Reported Pins and comments | Tessera' },
    { name: 'robots', content: 'noindex' },
  ];
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
  const busy = typeof report === 'string' ? report : null;
  const busyOnComments = String(navigation.formData?.get('intent') ?? '').endsWith('-comment');
  const aboutComments = String(actionData?.intent ?? '').endsWith('-comment');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Reported Pins and comments</h1>
      <p className={s.lead}>
        People report Pins and comments they think break the community guidelines. Remove a Pin that
        does: it becomes unavailable everywhere; a comment is deleted. Dismiss a report that does
        not: the Pin or comment stays up.
      </p>
      <ReportList
        reports={loaderData.reports}
        result={aboutComments ? undefined : actionData}
        busy={busyOnComments ? null : busy}
      />
      <CommentReportList
        reports={loaderData.commentReports}
        result={aboutComments ? actionData : undefined}
        busy={busyOnComments ? busy : null}
      />
    </div>
  );
}
