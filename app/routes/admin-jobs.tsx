import { useNavigation } from 'react-router';
import { AdminNav, QueueDepths, TroubledJobs } from '../features/admin';
import { jobsAction, loadJobs } from '../features/admin/jobs.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-jobs';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadJobs(context)), title: text(context, 'admin.nav.jobs') };
}

export function action({ context, request }: Route.ActionArgs) {
  return jobsAction(context, request);
}

/** Employees watch the job queues (decision 048); everyone else gets the 404 page. */
export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  // busy until the list is read again after the post, so a notice never shows a stale list
  const posting = navigation.state === 'idle' ? undefined : navigation.formData;
  const job = posting?.get('job');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.jobs')}</h1>
      <p className={s.lead}>{t('admin.jobs.lead')}</p>
      <QueueDepths depths={loaderData.depths} />
      <TroubledJobs
        jobs={loaderData.troubled}
        result={actionData}
        busy={typeof job === 'string' ? job : null}
      />
    </div>
  );
}
