import { AnalyticsOverview } from '../features/analytics';
import { loadAnalyticsOverview } from '../features/analytics/analytics.server';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import type { Route } from './+types/analytics-overview';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAnalyticsOverview(context, request);
}

export function meta() {
  return [{ title: siteTitle('Analytics overview') }, { name: 'robots', content: 'noindex' }];
}

/** Issue 15: a signed-in creator's top Pins by each stat, with a CSV export. */
export default function AnalyticsOverviewPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsOverview overview={loaderData.overview} locale={loaderData.locale} />;
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFound={{
        title: "We couldn't find that page",
        message: 'The link may be broken, or the page may have been removed.',
      }}
      doing="loading your analytics"
    />
  );
}
