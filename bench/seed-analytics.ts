// What the bench adds for issue 15: a year of daily roll-ups on one pin of the bench person, so
// the pin analytics call is measured reading a long history. Runs inside bench/serve.ts.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '#server/context';
import { pinDailyStats, pins, users } from '#server/db/schema/index';

export const ROLLUP_DAYS = 365;

/** One day a row, today and the 364 before (UTC), for the first image pin `username` made. */
export async function seedYearOfStats(
  ctx: Ctx,
  username: string,
): Promise<{ pinId: string; days: number }> {
  const [pin] = await ctx.db
    .select({ id: pins.id })
    .from(pins)
    .innerJoin(users, eq(users.id, pins.pinnerId))
    .where(
      and(eq(users.username, username), isNull(pins.deletedAt), isNotNull(pins.imageSignature)),
    )
    .orderBy(asc(pins.id))
    .limit(1);
  if (!pin) throw new Error(`${username} has no pin to give a year of stats`);
  await ctx.db.execute(sql`
    insert into ${pinDailyStats} (pin_id, day, impressions, closeup_views, pin_clicks,
      outbound_clicks, saves, downloads, shares)
    select ${pin.id}, (now() at time zone 'utc')::date - g, 100 + (g * 37) % 400, 10 + g % 13,
      5 + g % 11, g % 7, g % 5, g % 3, g % 2
    from generate_series(0, ${ROLLUP_DAYS - 1}) g
    on conflict (pin_id, day) do nothing`);
  return { pinId: String(pin.id), days: ROLLUP_DAYS };
}
