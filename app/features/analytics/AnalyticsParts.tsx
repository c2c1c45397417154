import type { ReactNode } from 'react';
import type { Metric } from '#domain/analytics/analytics-events';
import { dateFormat } from '#domain/formatting/date-format';
import { useT } from '../../ui/i18n';
import s from './AnalyticsParts.module.css';
import '../../lib/texts/pages';

const DAY = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
} as const;

/** "Oct 28, 2026 – Nov 26, 2026 (UTC)": the days a range covers. */
export function rangeText(dates: readonly string[], language: string): string {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return '';
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  return `${dateFormat(language, DAY).formatRange(at(first), at(last))} (UTC)`;
}

export interface TotalView {
  metric: Metric;
  label: string;
  text: string;
  tooltip: string | null;
}

/**
 * The totals of a range, one tile a metric: the whole label and the value, or '—' with 'This
 * stat is not available yet' (P-235, P-236), which screen readers hear too.
 */
export function StatTotals(props: { heading: string; totals: readonly TotalView[] }) {
  return (
    <section aria-labelledby="totals-heading" className={s.section}>
      <h2 id="totals-heading" className={s.heading}>
        {props.heading}
      </h2>
      <dl className={s.totals}>
        {props.totals.map((t) => (
          <div key={t.metric} className={s.total} data-missing={t.tooltip ? true : undefined}>
            <dt className={s.label}>{t.label}</dt>
            <dd className={s.value} title={t.tooltip ?? undefined}>
              {t.text}
              {t.tooltip ? <span className="visually-hidden"> ({t.tooltip})</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The empty state of both analytics pages: no stat yet in the range, and what to expect. */
export function NoStatsYet({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={s.empty}>
      <p className={s.emptyTitle}>{t('analytics.noStats')}</p>
      <p>{children}</p>
    </div>
  );
}
