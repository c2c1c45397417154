import { useNavigation } from 'react-router';
import { AdminNav, CommentReportList, ProfileReportList, ReportList } from '../features/admin';
import { loadReports, reportsAction } from '../features/admin/reports.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-reports';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadReports(context)), title: text(context, 'admin.reports.title') };
}

export function action({ context, request }: Route.ActionArgs) {
  return reportsAction(context, request);
}

/** Which list an intent belongs to: '-comment' and '-profile' end theirs; the pins' have none. */
function listOf(intent: unknown): 'pins' | 'comments' | 'profiles' {
  const s = String(intent ?? '');
  if (s.endsWith('-comment')) return 'comments';
  if (s.endsWith('-profile')) return 'profiles';
  return 'pins';
}

/**
 * Employees decide on reported pins (issue 13), comments (decision 042) and profiles (decision
 * 046); everyone else gets the 404 page.
 */
export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const posting = navigation.state === 'idle' ? null : navigation.formData;
  // busy until the list is read again after the post, so a notice never shows a stale list
  const postedId = posting?.get('report') ?? posting?.get('profile');
  const busyList = posting ? listOf(posting.get('intent')) : null;
  const answered = actionData ? listOf(actionData.intent) : null;
  const of = (list: ReturnType<typeof listOf>) => ({
    result: answered === list ? actionData : undefined,
    busy: busyList === list && typeof postedId === 'string' ? postedId : null,
  });
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.reports.title')}</h1>
      <p className={s.lead}>{t('admin.reports.lead')}</p>
      <ReportList reports={loaderData.reports} {...of('pins')} />
      <CommentReportList reports={loaderData.commentReports} {...of('comments')} />
      <ProfileReportList reports={loaderData.profileReports} {...of('profiles')} />
    </div>
  );
}
