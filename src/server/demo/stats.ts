import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many days of roll-ups the demo has: the analytics page's longest range. */
export const DEMO_STAT_DAYS = 90;

/**
 * Issue 15: the demo pins' daily roll-ups over the last 90 UTC days ending `today`, so a fresh
 * `npm start` shows populated analytics pages and card stats. One statement, deterministic (a
 * hash of pin id and day stands in for chance): impressions grow toward today, follow a slow wave
 * and a weekend lift, scale with the pin's demo save count; the other metrics are plausible
 * fractions of them (outbound clicks only for pins with a link). No day before a pin existed.
 */
export async function seedDemoStats(tx: Tx, today: string): Promise<void> {
  await tx.execute(sql`
    insert into pin_daily_stats (pin_id, day, impressions, closeup_views, pin_clicks,
      outbound_clicks, saves, downloads, shares)
    select id, day, imp, round(imp * 0.14 * r2)::int, round(imp * 0.07 * r3)::int,
      case when has_link then round(imp * 0.025 * r2)::int else 0 end,
      round(imp * 0.035 * r3)::int, round(imp * 0.006 * r2)::int, round(imp * 0.004 * r3)::int
    from (
      select p.id, (${today}::date - g.d) as day, p.link is not null as has_link,
        round(
          (6 + (p.id % 37) * 1.4 + least(p.save_count, 400) * 0.25)
          * (1 + 0.35 * sin((g.d + p.id % 11) / 4.0))
          * (1 + (${DEMO_STAT_DAYS - 1} - g.d) / 120.0)
          * (case when extract(isodow from ${today}::date - g.d) in (6, 7) then 1.25 else 1 end)
          * (0.7 + ((p.id * 7919 + g.d * 104729) % 100) / 166.0)
          * (case when p.origin_pin_id is null then 1 else 0.3 end)
        )::int as imp,
        0.6 + ((p.id * 31 + g.d * 17) % 80) / 100.0 as r2,
        0.6 + ((p.id * 13 + g.d * 29) % 80) / 100.0 as r3
      from pins p
      cross join generate_series(0, ${DEMO_STAT_DAYS - 1}) as g(d)
      where p.deleted_at is null and p.created_at < (${today}::date - g.d + 1)
    ) s
    where imp > 0`);
}
