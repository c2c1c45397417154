import { useNavigation } from 'react-router';
import { AdminNav, DomainEntryForm, DomainList } from '../features/admin';
import { domainsAction, loadDomains } from '../features/admin/domains.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/admin-domains';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: siteTitle('Domain safety list') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadDomains(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return domainsAction(context, request);
}

/** Employees keep the list the outbound-link check reads (issue 13); everyone else gets a 404. */
export default function AdminDomains({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // busy until the list is read again after the post, so a notice never shows a stale list
  const posting = navigation.state === 'idle' ? undefined : navigation.formData;
  const intent = posting?.get('intent');
  const host = posting?.get('host');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Domain safety list</h1>
      <p className={s.lead}>
        Links from Pins to a listed domain, or to any of its subdomains, don’t open: people see
        ‘Heads up!’ with the entry’s message instead. Changes apply to the next click.
      </p>
      <DomainEntryForm result={actionData} busy={intent === 'list'} />
      <DomainList
        entries={loaderData.entries}
        result={actionData}
        removing={intent === 'unlist' && typeof host === 'string' ? host : null}
      />
    </div>
  );
}
