import { useMemo } from 'react';
import { METRICS, STAT_RANGES } from '#domain/analytics/analytics-events';
import {
  CHARTED_METRICS,
  metricDisplay,
  type PinStats,
  withRange,
} from '#domain/analytics/analytics-stats';
import { pinAnalyticsPath } from '#domain/catalogue/routes';
import { formatShortNumber } from '#domain/formatting/format-number';
import { useT } from '../../ui/i18n';
import { LineChart } from '../../ui/LineChart';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { NoStatsYet, rangeText, StatTotals } from './AnalyticsParts';
import parts from './AnalyticsParts.module.css';
import s from './PinAnalytics.module.css';
import '../../lib/texts/pages';

/**
 * /pin/{id}/analytics (issue 15): the pin with a link back to its closeup, the range picker
 * (7, 30, 90 days, kept in the URL), every metric's total ('—' with 'This stat is not available
 * yet' for one the viewer may not see, spec 01 §5 P-235, P-236) and the daily chart of
 * impressions, saves, pin clicks and outbound clicks, or the empty state before any stat.
 */
export function PinAnalytics({ stats, locale }: { stats: PinStats; locale: string }) {
  const { pin, days } = stats;
  const t = useT();
  const format = (n: number) => formatShortNumber(n, { locale });
  const series = useMemo(
    () =>
      CHARTED_METRICS.flatMap((m) => {
        const values = stats.daily[m];
        return values ? [{ key: m, label: t(`analytics.metric.${m}`), values }] : [];
      }),
    [stats.daily, t],
  );
  const totals = METRICS.map((m) => {
    const shown = metricDisplay(m, stats.totals[m], locale);
    return {
      metric: m,
      label: t(`analytics.metric.${m}`),
      text: shown.text,
      tooltip: shown.tooltip === null ? null : t(shown.tooltip),
    };
  });
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
          <span className={s.pinTitle}>{pin.title.trim() || t('analytics.untitledPin')}</span>
        </Link>
        <div className={s.heading}>
          <h1 className={parts.title}>{t('analytics.pinStats')}</h1>
          {/* the browser's ICU may space a date range otherwise than the server's: the text is the
              same dates either way */}
          <p className={parts.range} suppressHydrationWarning>
            {rangeText(stats.dates, locale)}
          </p>
        </div>
      </header>
      <LinkTabs
        label={t('analytics.dateRange')}
        items={STAT_RANGES.map((d) => ({
          to: withRange(pinAnalyticsPath(pin.id), d),
          label: t('analytics.days', { count: d }),
          current: d === days,
        }))}
      />
      <StatTotals heading={t('analytics.totals', { count: days })} totals={totals} />
      <section className={s.section} aria-labelledby="daily-heading">
        <h2 id="daily-heading" className={s.subtitle}>
          {t('analytics.dayByDay')}
        </h2>
        {stats.hasData && series.length > 0 ? (
          <LineChart
            label={t('analytics.daily', { count: days })}
            dates={stats.dates}
            series={series}
            formatValue={format}
            locale={locale}
          />
        ) : (
          <NoStatsYet>{t('analytics.pinEmpty')}</NoStatsYet>
        )}
      </section>
    </div>
  );
}
