import { METRICS, type Metric, STAT_RANGES } from '#domain/analytics/analytics-events';
import {
  ANALYTICS_OVERVIEW_PATH,
  analyticsExportPath,
  type CreatorOverview,
  statDays,
  type TopPin,
  withRange,
} from '#domain/analytics/analytics-stats';
import { formatShortNumber } from '#domain/formatting/format-number';
import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { LinkTabs } from '../../ui/LinkTabs';
import { Tabs } from '../../ui/Tabs';
import s from './AnalyticsOverview.module.css';
import { NoStatsYet, rangeText } from './AnalyticsParts';
import parts from './AnalyticsParts.module.css';
import '../../lib/texts/pages';

function TopTable(props: { metric: Metric; pins: readonly TopPin[]; locale: string }) {
  const t = useT();
  const label = t(`analytics.metric.${props.metric}`);
  const metric = t(`analytics.lower.${props.metric}`);
  if (props.pins.length === 0) {
    return <p className={s.none}>{t('analytics.noneInRange', { metric })}</p>;
  }
  return (
    <table className={s.table}>
      <caption className="visually-hidden">{t('analytics.topBy', { metric })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.pinColumn')}</th>
          <th scope="col" className={s.num}>
            {label}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.pins.map((p, i) => (
          <tr key={p.id}>
            <th scope="row" className={s.pinCell}>
              <span className={s.rank} aria-hidden="true">
                {i + 1}
              </span>
              <img
                className={s.thumb}
                src={p.imageUrl}
                alt=""
                width={40}
                height={52}
                loading="lazy"
                style={{ backgroundColor: p.dominantColor }}
              />
              <Link to={p.analyticsPath} className={s.pinLink} underline="hover">
                {p.title.trim() || t('analytics.untitledPin')}
                <span className="visually-hidden">{t('analytics.pinStatsHidden')}</span>
              </Link>
            </th>
            <td className={s.num}>{formatShortNumber(p.value, { locale: props.locale })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /analytics/overview/ (issue 15): a signed-in creator's top Pins by each metric over the range
 * (7, 30, 90 days in the URL), each leading to its Pin stats, and the range as a CSV download.
 */
export function AnalyticsOverview({
  overview,
  locale,
}: {
  overview: CreatorOverview;
  locale: string;
}) {
  const { days } = overview;
  const empty = METRICS.every((m) => overview.top[m].length === 0);
  const dates = statDays(new Date(`${overview.to}T00:00:00Z`), days);
  const t = useT();
  return (
    <div className={parts.page}>
      <header className={parts.head}>
        <div className={s.heading}>
          <h1 className={parts.title}>{t('analytics.overview')}</h1>
          {/* the browser's ICU may space a date range otherwise than the server's: the text is the
              same dates either way */}
          <p className={parts.range} suppressHydrationWarning>
            {rangeText(dates, locale)}
          </p>
        </div>
        <ButtonLink
          to={analyticsExportPath(days)}
          reloadDocument
          prefetch="none"
          download
          variant="secondary"
          iconStart="download"
        >
          {t('analytics.exportCsv')}
        </ButtonLink>
      </header>
      <LinkTabs
        label={t('analytics.dateRange')}
        items={STAT_RANGES.map((d) => ({
          to: withRange(ANALYTICS_OVERVIEW_PATH, d),
          label: t('analytics.days', { count: d }),
          current: d === days,
        }))}
      />
      {empty ? (
        <NoStatsYet>{t('analytics.overviewEmpty')}</NoStatsYet>
      ) : (
        <Tabs
          label={t('analytics.topPinsBy')}
          items={METRICS.map((m) => ({
            value: m,
            label: t(`analytics.metric.${m}`),
            content: <TopTable metric={m} pins={overview.top[m]} locale={locale} />,
          }))}
        />
      )}
    </div>
  );
}
