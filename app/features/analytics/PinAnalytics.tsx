import { useMemo } from 'react';
import { METRICS, STAT_RANGES } from '#domain/analytics/analytics-events';
import {
  CHARTED_METRICS,
  METRIC_LABELS,
  metricDisplay,
  type PinStats,
  withRange,
} from '#domain/analytics/analytics-stats';
import { pinAnalyticsPath } from '#domain/catalogue/routes';
import { formatShortNumber } from '#domain/formatting/format-number';
import { LineChart } from '../../ui/LineChart';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { NoStatsYet, rangeText, StatTotals } from './AnalyticsParts';
import parts from './AnalyticsParts.module.css';
import s from './PinAnalytics.module.css';

/**
 * /pin/{id}/analytics (issue 15): the pin with a link back to its closeup, the range picker
 * (7, 30, 90 days, kept in the URL), every metric's total ('—' with 'This stat is not available
 * yet' for one the viewer may not see, spec 01 §5 P-235, P-236) and the daily chart of
 * impressions, saves, pin clicks and outbound clicks, or the empty state before any stat.
 */
export function PinAnalytics({ stats, locale }: { stats: PinStats; locale: string }) {
  const { pin, days } = stats;
  const format = (n: number) => formatShortNumber(n, { locale });
  const series = useMemo(
    () =>
      CHARTED_METRICS.flatMap((m) => {
        const values = stats.daily[m];
        return values ? [{ key: m, label: METRIC_LABELS[m], values }] : [];
      }),
    [stats.daily],
  );
  const totals = METRICS.map((m) => ({ metric: m, ...metricDisplay(m, stats.totals[m], locale) }));
  return (
    <div className={parts.page}>
      <header className={parts.head}>
        <Link to={pin.path} className={s.pin}>
          <img
            className={s.thumb}
            src={pin.image.url}
            width={pin.image.width}
            height={pin.image.height}
            alt=""
            // lazy: React's server renderer would otherwise hoist a preload <link> of it into
            // <head>, ahead of the page's stylesheets and scripts
            loading="lazy"
            style={{ backgroundColor: pin.image.dominantColor }}
          />
          <span className={s.pinTitle}>{pin.title.trim() || 'Untitled Pin'}</span>
        </Link>
        <div className={s.heading}>
          <h1 className={parts.title}>Pin stats</h1>
          {/* the browser's ICU may space a date range otherwise than the server's: the text is the
              same dates either way */}
          <p className={parts.range} suppressHydrationWarning>
            {rangeText(stats.dates)}
          </p>
        </div>
      </header>
      <LinkTabs
        label="Date range"
        items={STAT_RANGES.map((d) => ({
          to: withRange(pinAnalyticsPath(pin.id), d),
          label: `${d} days`,
          current: d === days,
        }))}
      />
      <StatTotals heading={`Totals, last ${days} days`} totals={totals} />
      <section className={s.section} aria-labelledby="daily-heading">
        <h2 id="daily-heading" className={s.subtitle}>
          Day by day
        </h2>
        {stats.hasData && series.length > 0 ? (
          <LineChart
            label={`Daily stats, last ${days} days`}
            dates={stats.dates}
            series={series}
            formatValue={format}
          />
        ) : (
          <NoStatsYet>
            Numbers show up here the day people start seeing, saving and clicking this Pin. Try a
            longer range, or check back soon.
          </NoStatsYet>
        )}
      </section>
    </div>
  );
}
