import { OffsitePage } from '../features/outbound';
import { loadOffsite } from '../features/outbound/offsite.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/offsite';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: siteTitle(loaderData?.title) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadOffsite(context, request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** spec 02 §2 (M-121), §7 (M-361): the outbound redirect, and what it shows when it will not. */
export default function Offsite({ loaderData }: Route.ComponentProps) {
  return <OffsitePage view={loaderData} />;
}
