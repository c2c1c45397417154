import { PinRedirectPage } from '../features/outbound';
import { loadPinRedirect } from '../features/outbound/pin-redirect.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/pin-redirect';

export function meta({ loaderData }: Route.MetaArgs) {
  const view = loaderData?.view;
  const title =
    view?.kind === 'interstitial'
      ? siteTitle(`Continue to ${view.host}`)
      : view?.kind === 'invalid'
        ? "This link can't be opened | Tessera"
        : siteTitle('Leaving Tessera');
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPinRedirect(context, request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** spec 01 §2 (P-042, P-043), spec 02 §2 (M-042): the clickthrough interstitial. */
export default function PinRedirect({ loaderData }: Route.ComponentProps) {
  return <PinRedirectPage data={loaderData} />;
}
