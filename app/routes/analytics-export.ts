import { exportAnalyticsCsv } from '../features/analytics/analytics.server';
import type { Route } from './+types/analytics-export';

/** Issue 15: /analytics/overview/export.csv?days=30, the overview's range as a CSV download. */
export function loader({ context, request }: Route.LoaderArgs) {
  return exportAnalyticsCsv(context, request);
}
