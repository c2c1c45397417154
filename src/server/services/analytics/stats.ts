import { sql } from 'drizzle-orm';
import { METRICS, type Metric, type StatRange } from '#domain/analytics/analytics-events';
import {
  type DayCounts,
  mayOpenPinAnalytics,
  type PinStats,
  statDays,
  totalsOf,
  visibleMetrics,
  zeroFilled,
} from '#domain/analytics/analytics-stats';
import { pinPath } from '#domain/catalogue/routes';
import { imageUrl, variantDimensions } from '#domain/media/image-size';
import type { PromotionData } from '#domain/pins/content';
import type { Ctx } from '../../context.ts';

export type { PinStats } from '#domain/analytics/analytics-stats';

import { notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';

interface Row {
  pinner_id: string;
  title: string;
  alt_text: string | null;
  image_signature: string;
  width: number;
  height: number;
  dominant_color: string;
  promotion: PromotionData | null;
  day: string | null;
  impressions: number | null;
  closeup_views: number | null;
  pin_clicks: number | null;
  outbound_clicks: number | null;
  saves: number | null;
  downloads: number | null;
  shares: number | null;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function dayCounts(r: Row): DayCounts | null {
  if (r.day === null) return null;
  return {
    day: String(r.day).slice(0, 10),
    impressions: Number(r.impressions),
    closeupViews: Number(r.closeup_views),
    pinClicks: Number(r.pin_clicks),
    outboundClicks: Number(r.outbound_clicks),
    saves: Number(r.saves),
    downloads: Number(r.downloads),
    shares: Number(r.shares),
  };
}

/**
 * Issue 15: a pin's totals and daily series over the last `days` UTC days, in ONE query (the pin,
 * its image and its roll-ups in the range: at most `days` rows). A visitor is asked to log in
 * (401); only the pin's owner gets them;
 * for anyone else, and for a deleted pin or one on a deleted board, the pin's stats do not exist
 * (404), so a stranger learns nothing of them.
 */
export async function pinStats(ctx: Ctx, pinId: number, days: StatRange): Promise<PinStats> {
  requireUser(ctx, tr(ctx, 'errors.analytics.logIn'));
  const dates = statDays(ctx.now(), days);
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const res = await ctx.db.execute(sql`
    select p.pinner_id::text as pinner_id, p.title, p.alt_text, p.image_signature, i.width,
      i.height, i.dominant_color, p.promotion, s.day::text as day, s.impressions, s.closeup_views,
      s.pin_clicks, s.outbound_clicks, s.saves, s.downloads, s.shares
    from pins p
    join images i on i.signature = p.image_signature
    left join boards b on b.id = p.board_id
    left join pin_daily_stats s on s.pin_id = p.id and s.day between ${from}::date and ${to}::date
    where p.id = ${pinId} and p.deleted_at is null and (p.board_id is null or b.deleted_at is null)
    order by s.day`);
  const rows = rowsOf<Row>(res);
  const first = rows[0];
  if (!first) throw notFound(tr(ctx, 'errors.accounts.pageNotFound'));
  const promo = first.promotion;
  const pinLike = {
    pinnerId: first.pinner_id,
    isPromoted: promo?.isPromoted ?? false,
    promotedIsRemovable: promo?.promotedIsRemovable ?? false,
  };
  if (!mayOpenPinAnalytics(ctx.viewer, pinLike))
    throw notFound(tr(ctx, 'errors.accounts.pageNotFound'));
  const metrics = [...visibleMetrics(ctx.viewer, pinLike)];
  const filled = zeroFilled(
    rows.flatMap((r) => dayCounts(r) ?? []),
    dates,
  );
  const sums = totalsOf(filled);
  const totals = Object.fromEntries(
    METRICS.map((m) => [m, metrics.includes(m) ? sums[m] : null]),
  ) as Record<Metric, number | null>;
  const daily: Partial<Record<Metric, number[]>> = {};
  for (const m of metrics) daily[m] = filled.map((d) => d[m]);
  const dims = variantDimensions('236x', first.width, first.height);
  return {
    pin: {
      id: String(pinId),
      title: first.title,
      path: pinPath(String(pinId), { seoTitle: first.title }),
      image: {
        url: imageUrl(first.image_signature, '236x'),
        width: dims.width,
        height: dims.height,
        dominantColor: first.dominant_color,
      },
      altText: first.alt_text ?? first.title,
    },
    days,
    dates,
    metrics,
    totals,
    daily,
    hasData: rows.some((r) => r.day !== null),
  };
}
