import { Consent, ConsentProblem } from '../features/auth';
import { consentAction, loadConsent } from '../features/auth/consent.server';
import { useMe } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/oauth';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadConsent(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return consentAction(context, request);
}

/** Decision 058: the OAuth consent page (like pinterest.com/oauth/). */
export default function OAuthConsent({ loaderData }: Route.ComponentProps) {
  const me = useMe();
  if (loaderData.kind !== 'consent') return <ConsentProblem message={loaderData.message} />;
  return (
    <Consent
      appName={loaderData.appName}
      scopes={loaderData.scopes}
      params={loaderData.params}
      username={me?.username ?? ''}
    />
  );
}
