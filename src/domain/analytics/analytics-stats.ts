import { formatShortNumber } from '../formatting/format-number.ts';
import type { MessageId } from '../i18n/catalogs/en.ts';
import {
  mayOpenPinAnalytics,
  type PinLike,
  partnerStats,
  type ViewerLike,
} from '../pins/card-permissions.ts';
import { statDisplay } from '../pins/labels.ts';
import {
  DEFAULT_STAT_RANGE,
  METRICS,
  type Metric,
  STAT_RANGES,
  type StatRange,
} from './analytics-events.ts';

/**
 * Issue 15: what the pin analytics page and the creator overview show, and to whom. The page's
 * numbers come from the daily roll-ups (pin_daily_stats); these are the rules around them.
 */

/** A metric's name on the analytics page and in the CSV export (decision 064: its id). */
export const METRIC_LABELS: Record<Metric, MessageId> = {
  impressions: 'analytics.metric.impressions',
  closeupViews: 'analytics.metric.closeupViews',
  pinClicks: 'analytics.metric.pinClicks',
  outboundClicks: 'analytics.metric.outboundClicks',
  saves: 'analytics.metric.saves',
  downloads: 'analytics.metric.downloads',
  shares: 'analytics.metric.shares',
};

/** The metrics the analytics page charts day by day (issue 15). */
export const CHARTED_METRICS = ['impressions', 'saves', 'pinClicks', 'outboundClicks'] as const;

/** spec 01 §6 P-295: what a promoted-removable ad shows. */
const PROMOTED_REMOVABLE_METRICS: readonly Metric[] = ['impressions', 'pinClicks'];

function isOwner(viewer: ViewerLike, pin: Pick<PinLike, 'pinnerId'>): boolean {
  return viewer.isAuth && viewer.id !== null && viewer.id === pin.pinnerId;
}

/**
 * Which of a pin's metrics this viewer sees. spec 01 §6: a promoted-removable ad shows only
 * impressions and pin clicks (P-295); the pin's owner sees every metric Tessera counts; partners
 * see impressions, saves and pin clicks if analytics exist or on their own pins on public or
 * protected boards (P-293, P-294); everyone else sees none.
 */
export function visibleMetrics(viewer: ViewerLike, pin: PinLike): readonly Metric[] {
  const own = isOwner(viewer, pin);
  const partner = partnerStats(viewer, pin);
  if (!own && partner.length === 0) return [];
  if (pin.isPromoted && pin.promotedIsRemovable) return PROMOTED_REMOVABLE_METRICS;
  if (own) return METRICS;
  return partner;
}

/** A range from a URL or an API option: one of STAT_RANGES, else null. */
export function parseStatRange(value: unknown): StatRange | null {
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return STAT_RANGES.find((r) => r === n) ?? null;
}

const DAY_MS = 86_400_000;

/** The UTC date (YYYY-MM-DD) of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The last `days` UTC days ending with the day of `today`, oldest first (YYYY-MM-DD). */
export function statDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(utcDay(new Date(end - i * DAY_MS)));
  return out;
}

/** The first UTC day of the range of `days` days ending today. */
export function rangeStart(today: Date, days: number): string {
  return statDays(today, days)[0] ?? utcDay(today);
}

export type MetricCounts = Record<Metric, number>;

export function zeroCounts(): MetricCounts {
  return Object.fromEntries(METRICS.map((m) => [m, 0])) as MetricCounts;
}

/** One day of a pin's roll-ups, as the stats query returns it. */
export interface DayCounts extends MetricCounts {
  day: string;
}

/**
 * The daily series over `days` (oldest first): a day without a roll-up row counts zero, so the
 * chart's x axis has every day of the range. Rows outside the range are ignored.
 */
export function zeroFilled(rows: readonly DayCounts[], days: readonly string[]): DayCounts[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => {
    const r = byDay.get(day);
    const out = { day, ...zeroCounts() };
    if (r) for (const m of METRICS) out[m] = r[m];
    return out;
  });
}

/** The sums of each metric over the series. */
export function totalsOf(series: readonly MetricCounts[]): MetricCounts {
  const t = zeroCounts();
  for (const d of series) for (const m of METRICS) t[m] += d[m];
  return t;
}

/**
 * The stat as a label and a value for the stats page: the whole label (P-204's cut is for the
 * card's small stats flyout; a tile here has room, and "Outbound cli…" read as broken);
 * P-235, P-236: a hidden or missing stat shows '—' with the tooltip 'This stat is not available
 * yet'; a present one is in the short form of spec 02 §5.
 */
export function metricDisplay(
  metric: Metric,
  value: number | null | undefined,
  locale: string,
): { label: MessageId; text: string; tooltip: MessageId | null } {
  const d = statDisplay(value, (n) => formatShortNumber(n, { locale }));
  return { label: METRIC_LABELS[metric], ...d };
}

export { mayOpenPinAnalytics };

/**
 * One CSV field (RFC 4180). Text is always quoted, quotes doubled. A spreadsheet may split a cell
 * on `;`, tab or a line end (by locale) and run any piece that starts with =, +, -, @, tab or CR as
 * a formula, so an apostrophe goes before such a start at the beginning and after every separator:
 * titles are anyone's text (OWASP CSV injection).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = value.replace(/(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "'");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows of fields as CSV text, CRLF line ends (RFC 4180), a final line end included. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + (rows.length ? '\r\n' : '');
}

/** The overview's export file name: tessera-pin-stats-{days}d-{YYYY-MM-DD}.csv. */
export function csvFileName(days: StatRange, today: Date): string {
  return `tessera-pin-stats-${days}d-${utcDay(today)}.csv`;
}

/** Issue 15: the creator's analytics overview (signed-in creators). */
export const ANALYTICS_OVERVIEW_PATH = '/analytics/overview/';

/** The overview, or a pin's analytics page, at a range (the default range keeps a clean URL). */
export function withRange(path: string, days: StatRange): string {
  return days === DEFAULT_STAT_RANGE ? path : `${path}?days=${days}`;
}

/** The overview's CSV export of a range. */
export function analyticsExportPath(days: StatRange): string {
  return `/analytics/overview/export.csv?days=${days}`;
}

/** The pin an analytics page is about: enough to show it and link back to its closeup. */
export interface StatsPin {
  id: string;
  title: string;
  path: string;
  image: { url: string; width: number; height: number; dominantColor: string };
  altText: string;
}

/**
 * A pin's stats over a range (issue 15): the metrics the viewer may see, their totals (null for
 * one they may not see: shown as '—'), and the daily series, one value a day, oldest first,
 * zero-filled, columnar so a chart takes it as it is.
 */
export interface PinStats {
  pin: StatsPin;
  days: StatRange;
  /** the range's UTC days, oldest first */
  dates: string[];
  metrics: Metric[];
  totals: Record<Metric, number | null>;
  daily: Partial<Record<Metric, number[]>>;
  /** false when the pin has no roll-up in the range (the page's empty state) */
  hasData: boolean;
}

/** One of a creator's top pins for a metric. */
export interface TopPin {
  id: string;
  title: string;
  path: string;
  analyticsPath: string;
  imageUrl: string;
  dominantColor: string;
  value: number;
}

export interface CreatorOverview {
  days: StatRange;
  from: string;
  to: string;
  /** per metric, the creator's pins with the most of it over the range (none with zero) */
  top: Record<Metric, TopPin[]>;
}
