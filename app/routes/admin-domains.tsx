import { useNavigation } from 'react-router';
import { AdminNav, DomainEntryForm, DomainList } from '../features/admin';
import { domainsAction, loadDomains } from '../features/admin/domains.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-domains';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadDomains(context)), title: text(context, 'admin.nav.domains') };
}

export function action({ context, request }: Route.ActionArgs) {
  return domainsAction(context, request);
}

/** Employees keep the list the outbound-link check reads (issue 13); everyone else gets a 404. */
export default function AdminDomains({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  // busy until the list is read again after the post, so a notice never shows a stale list
  const posting = navigation.state === 'idle' ? undefined : navigation.formData;
  const intent = posting?.get('intent');
  const host = posting?.get('host');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.domains')}</h1>
      <p className={s.lead}>{t('admin.domains.lead')}</p>
      <DomainEntryForm result={actionData} busy={intent === 'list'} />
      <DomainList
        entries={loaderData.entries}
        result={actionData}
        removing={intent === 'unlist' && typeof host === 'string' ? host : null}
      />
    </div>
  );
}
