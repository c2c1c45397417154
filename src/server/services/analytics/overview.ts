import { type SQL, sql } from 'drizzle-orm';
import { METRICS, type Metric, type StatRange } from '#domain/analytics/analytics-events';
import {
  type CreatorOverview,
  METRIC_LABELS,
  statDays,
  type TopPin,
} from '#domain/analytics/analytics-stats';
import { pinAnalyticsPath, pinPath } from '#domain/catalogue/routes';
import { imageUrl } from '#domain/media/image-size';
import type { Ctx } from '../../context.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { METRIC_COLUMN } from './rollup.ts';

/** How many pins each of the overview's tables lists. */
export const TOP_PINS = 10;

/** spec 01 §6 P-295: the metrics a promoted-removable ad shows. */
const AD_METRICS: ReadonlySet<Metric> = new Set<Metric>(['impressions', 'pinClicks']);

const COLUMN = METRIC_COLUMN;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function range(ctx: Ctx, days: StatRange) {
  const dates = statDays(ctx.now(), days);
  return { from: dates[0] ?? '', to: dates.at(-1) ?? '' };
}

/**
 * The creator's live pins with roll-ups in the range, each with its sums; `removable` marks a
 * promoted-removable ad (spec 01 §6 P-295: only impressions and pin clicks are shown of it).
 */
function sumsCte(me: number, from: string, to: string): SQL {
  return sql`with sums as (
    select p.id, p.title, p.image_signature, i.dominant_color,
      coalesce((p.promotion->>'isPromoted')::boolean and
        (p.promotion->>'promotedIsRemovable')::boolean, false) as removable,
      sum(s.impressions)::int as impressions, sum(s.closeup_views)::int as closeup_views,
      sum(s.pin_clicks)::int as pin_clicks, sum(s.outbound_clicks)::int as outbound_clicks,
      sum(s.saves)::int as saves, sum(s.downloads)::int as downloads, sum(s.shares)::int as shares
    from pin_daily_stats s
    join pins p on p.id = s.pin_id
    join images i on i.signature = p.image_signature
    left join boards b on b.id = p.board_id
    where p.pinner_id = ${me} and p.deleted_at is null and (p.board_id is null or b.deleted_at is null)
      and s.day between ${from}::date and ${to}::date
    group by p.id, p.title, p.image_signature, i.dominant_color, p.promotion)`;
}

interface TopRow {
  metric: Metric;
  id: string;
  title: string;
  image_signature: string;
  dominant_color: string;
  value: number;
}

/**
 * Issue 15: a signed-in creator's top pins by each metric over the last `days` UTC days, in ONE
 * query (the range's sums per pin, then the first TOP_PINS of each metric).
 */
export async function creatorOverview(ctx: Ctx, days: StatRange): Promise<CreatorOverview> {
  const me = requireUser(ctx, tr(ctx, 'errors.analytics.logIn'));
  const { from, to } = range(ctx, days);
  const parts = METRICS.map((m) => {
    const col = sql.raw(COLUMN[m]);
    const adFilter = AD_METRICS.has(m) ? sql`` : sql` and not removable`;
    return sql`(select ${m}::text as metric, id::text as id, title, image_signature,
      dominant_color, ${col} as value from sums where ${col} > 0${adFilter}
      order by ${col} desc, id desc limit ${TOP_PINS})`;
  });
  const res = await ctx.db.execute(
    sql`${sumsCte(me, from, to)} ${sql.join(parts, sql` union all `)}`,
  );
  const top = Object.fromEntries(METRICS.map((m) => [m, [] as TopPin[]])) as Record<
    Metric,
    TopPin[]
  >;
  for (const r of rowsOf<TopRow>(res)) {
    top[r.metric]?.push({
      id: r.id,
      title: r.title,
      path: pinPath(r.id, { seoTitle: r.title }),
      analyticsPath: pinAnalyticsPath(r.id),
      imageUrl: imageUrl(r.image_signature, '236x'),
      dominantColor: r.dominant_color,
      value: Number(r.value),
    });
  }
  // union all keeps each part's order on both databases only by luck: sort again
  for (const m of METRICS) top[m].sort((a, b) => b.value - a.value || Number(b.id) - Number(a.id));
  return { days, from, to, top };
}

interface CsvRow extends Record<string, unknown> {
  id: string;
  title: string;
  removable: boolean;
}

/**
 * The overview's CSV export: a header and one row per pin with roll-ups in the range (most
 * impressions first), every metric's sum; a promoted-removable ad's hidden metrics are empty
 * cells (spec 01 §6 P-295).
 */
export async function creatorStatsCsvRows(
  ctx: Ctx,
  days: StatRange,
): Promise<(string | number | null)[][]> {
  const me = requireUser(ctx, tr(ctx, 'errors.analytics.logIn'));
  const { from, to } = range(ctx, days);
  const res = await ctx.db.execute(
    sql`${sumsCte(me, from, to)} select id::text as id, title, removable, impressions,
      closeup_views, pin_clicks, outbound_clicks, saves, downloads, shares from sums
      order by impressions desc, id desc`,
  );
  // decision 064: the header in the person's language, as the page says the metrics
  const header = [
    tr(ctx, 'analytics.csv.pinId'),
    tr(ctx, 'analytics.csv.title'),
    tr(ctx, 'analytics.csv.pinUrl'),
    tr(ctx, 'analytics.csv.from'),
    tr(ctx, 'analytics.csv.to'),
    ...METRICS.map((m) => tr(ctx, METRIC_LABELS[m])),
  ];
  const rows = rowsOf<CsvRow>(res).map((r) => [
    r.id,
    r.title,
    `${ctx.publicOrigin}${pinPath(r.id)}`,
    from,
    to,
    ...METRICS.map((m) => (r.removable && !AD_METRICS.has(m) ? null : Number(r[COLUMN[m]]))),
  ]);
  return [header, ...rows];
}
