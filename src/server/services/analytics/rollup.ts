import { sql } from 'drizzle-orm';
import { METRICS, type Metric } from '#domain/analytics/analytics';
import { pinDailyStats, pins } from '../../db/schema/index.ts';
import type { SqlRunner } from './sink.ts';

/** What one pin's UTC day gains: any of the metrics, the rest 0. */
export interface DayCounts {
  pinId: string;
  /** `YYYY-MM-DD`, UTC */
  day: string;
  counts: Partial<Record<Metric, number>>;
}

/** The UTC date of an instant, as pin_daily_stats.day holds it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Adds one to `metric` of (pin, day) for each item: one row per pin and day (decision 022). */
export function groupByPinDay(
  items: readonly { pinId: string; day: string; metric: Metric }[],
): DayCounts[] {
  const byKey = new Map<string, DayCounts>();
  for (const item of items) {
    const key = `${item.pinId}|${item.day}`;
    let row = byKey.get(key);
    if (!row) {
      row = { pinId: item.pinId, day: item.day, counts: {} };
      byKey.set(key, row);
    }
    row.counts[item.metric] = (row.counts[item.metric] ?? 0) + 1;
  }
  return [...byKey.values()];
}

/** The SQL column of each metric (the table's fields are named after the metrics). */
export const METRIC_COLUMN = Object.fromEntries(
  METRICS.map((m) => [m, pinDailyStats[m].name]),
) as Record<Metric, string>;
const COLUMN = METRIC_COLUMN;

const COLUMNS = sql.raw(METRICS.map((m) => COLUMN[m]).join(', '));
const TYPED_COLUMNS = sql.raw(METRICS.map((m) => `${COLUMN[m]} integer`).join(', '));
const SUMS = sql.raw(
  METRICS.map((m) => `${COLUMN[m]} = s.${COLUMN[m]} + excluded.${COLUMN[m]}`).join(', '),
);
const VALUES = sql.raw(METRICS.map((m) => `coalesce(r.${COLUMN[m]}, 0)`).join(', '));

/**
 * Adds `rows` to pin_daily_stats in one upsert, counting only pins that exist and are not
 * deleted: an event for an unknown pin stays raw and breaks nothing. Rows go in (pin, day)
 * order, so concurrent batches touching the same days take their row locks in one order and
 * never deadlock. Runs inside the caller's transaction.
 */
export async function addToDailyStats(tx: SqlRunner, rows: readonly DayCounts[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = rows.map((r) => {
    const out: Record<string, string | number> = { pin_id: r.pinId, day: r.day };
    for (const m of METRICS) out[COLUMN[m]] = r.counts[m] ?? 0;
    return out;
  });
  await tx.execute(sql`
    insert into ${pinDailyStats} as s (pin_id, day, ${COLUMNS})
    select r.pin_id, r.day, ${VALUES}
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as r(pin_id bigint, day date, ${TYPED_COLUMNS})
    join ${pins} p on p.id = r.pin_id and p.deleted_at is null
    order by r.pin_id, r.day
    on conflict (pin_id, day) do update set ${SUMS}`);
}

/** A pin's roll-ups added up over [from, to] (UTC days): what `tessera analytics stats` prints. */
export async function sumDailyStats(
  db: SqlRunner,
  pinId: number,
  from: string,
  to: string,
): Promise<{ days: number; totals: Record<Metric, number> }> {
  const sums = sql.raw(
    METRICS.map((m) => `coalesce(sum(${COLUMN[m]}), 0)::int as ${COLUMN[m]}`).join(', '),
  );
  const res = await db.execute(sql`
    select count(*)::int as days, ${sums} from ${pinDailyStats}
    where pin_id = ${pinId} and day between ${from}::date and ${to}::date`);
  const row = ((res as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
  const totals = Object.fromEntries(METRICS.map((m) => [m, Number(row[COLUMN[m]] ?? 0)]));
  return { days: Number(row.days ?? 0), totals: totals as Record<Metric, number> };
}
