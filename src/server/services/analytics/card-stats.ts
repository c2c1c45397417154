import { type SQL, sql } from 'drizzle-orm';
import { CARD_STATS_DAYS } from '#domain/analytics/analytics-events';
import { rangeStart, utcDay } from '#domain/analytics/analytics-stats';

/** spec 01 §3 aggregatedPinData: a card's creator analytics over CARD_STATS_DAYS (P-081). */
export interface CardStats {
  impression: number;
  pinClick: number;
  save: number;
}

export const NO_CARD_STATS: CardStats = Object.freeze({ impression: 0, pinClick: 0, save: 0 });

/**
 * The part of a query that sums the last CARD_STATS_DAYS UTC days of roll-ups of `pinIds`, one
 * row per pin that has any: `(k = 'a', id = pin id, v = {impression, pinClick, save})`, so the
 * viewer-state query can carry it in its `union all` (no extra round trip for a page of cards).
 * Reads at most CARD_STATS_DAYS rows a pin, by the table's primary key.
 */
export function cardStatsPart(pinIds: readonly number[], today: Date): SQL {
  const ids = sql.join(
    [...new Set(pinIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const from = rangeStart(today, CARD_STATS_DAYS);
  return sql`select 'a' as k, pin_id::text as id, jsonb_build_object(
      'impression', sum(impressions), 'pinClick', sum(pin_clicks), 'save', sum(saves)) as v
    from pin_daily_stats where pin_id in (${ids}) and day between ${from}::date and ${utcDay(today)}::date
    group by pin_id`;
}

/** A row of `cardStatsPart` as CardStats. */
export function cardStatsOf(v: unknown): CardStats {
  const o = (v ?? {}) as Record<string, unknown>;
  return {
    impression: Number(o.impression ?? 0),
    pinClick: Number(o.pinClick ?? 0),
    save: Number(o.save ?? 0),
  };
}
