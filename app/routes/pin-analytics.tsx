import { PinAnalytics } from '../features/analytics';
import { loadPinAnalytics } from '../features/analytics/analytics.server';
import type { TextsHandle } from '../lib/catalog-links';
import { text } from '../lib/i18n.server';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { useT } from '../ui/i18n';
import type { Route } from './+types/pin-analytics';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadPinAnalytics(context, request, params.pinParam);
  const title = page.stats.pin.title.trim();
  return {
    ...page,
    title: title ? text(context, 'closeup.statsOf', { title }) : text(context, 'closeup.stats'),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** spec 01 §2 /pin/{id}/analytics, reached from the card's 'See more stats' (issue 15). */
export default function PinAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <PinAnalytics stats={loaderData.stats} locale={loaderData.locale} />;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage
      notFound={{ title: t('error.notFoundTitle'), message: t('error.notFoundMessage') }}
      doing={t('closeup.doingStats')}
    />
  );
}
