import { AnalyticsOverview } from '../features/analytics';
import { loadAnalyticsOverview } from '../features/analytics/analytics.server';
import { siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { useT } from '../ui/i18n';
import type { Route } from './+types/analytics-overview';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAnalyticsOverview(context, request);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

/** Issue 15: a signed-in creator's top Pins by each stat, with a CSV export. */
export default function AnalyticsOverviewPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsOverview overview={loaderData.overview} locale={loaderData.locale} />;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage
      notFound={{ title: t('error.notFoundTitle'), message: t('error.notFoundMessage') }}
      doing={t('analytics.doing')}
    />
  );
}
