import { useNavigation } from 'react-router';
import { AdminNav, QueueDepths, TroubledJobs } from '../features/admin';
import { jobsAction, loadJobs } from '../features/admin/jobs.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/admin-jobs';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: siteTitle('Jobs') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadJobs(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return jobsAction(context, request);
}

/** Employees watch the job queues (decision 048); everyone else gets the 404 page. */
export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // busy until the list is read again after the post, so a notice never shows a stale list
  const posting = navigation.state === 'idle' ? undefined : navigation.formData;
  const job = posting?.get('job');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Jobs</h1>
      <p className={s.lead}>
        Mail, notification mail, daily digests, analytics retention, imports, downloads and image
        store migrations run as jobs, each once across every process. A job that fails is retried
        with a growing wait, then kept here with its reason.
      </p>
      <QueueDepths depths={loaderData.depths} />
      <TroubledJobs
        jobs={loaderData.troubled}
        result={actionData}
        busy={typeof job === 'string' ? job : null}
      />
    </div>
  );
}
