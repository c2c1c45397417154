import { PinAnalytics } from '../features/analytics';
import { loadPinAnalytics } from '../features/analytics/analytics.server';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import type { Route } from './+types/pin-analytics';

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadPinAnalytics(context, request, params.pinParam);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.stats.pin.title.trim();
  return [
    { title: title ? siteTitle(`Pin stats: ${title}`) : siteTitle('Pin stats') },
    { name: 'robots', content: 'noindex' },
  ];
}

/** spec 01 §2 /pin/{id}/analytics, reached from the card's 'See more stats' (issue 15). */
export default function PinAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <PinAnalytics stats={loaderData.stats} locale={loaderData.locale} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFound={{
        title: "We couldn't find that page",
        message: 'The link may be broken, or the page may have been removed.',
      }}
      doing="loading these Pin stats"
    />
  );
}
