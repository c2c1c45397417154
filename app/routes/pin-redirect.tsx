import { PinRedirectPage } from '../features/outbound';
import { loadPinRedirect } from '../features/outbound/pin-redirect.server';
import { fallbackTitle, siteName, siteTitle } from '../lib/site-name';
import type { Route } from './+types/pin-redirect';

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const title = loaderData
    ? siteTitle(loaderData.title.replace('{name}', siteName()))
    : fallbackTitle({ matches, error });
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
