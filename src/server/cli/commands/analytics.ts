import { parseArgs } from 'node:util';
import { METRICS, RAW_EVENT_RETENTION_DAYS } from '#domain/analytics/analytics';
import { pruneRawEvents } from '../../services/analytics/retention.ts';
import { sumDailyStats, utcDay } from '../../services/analytics/rollup.ts';
import { type Command, UnknownCommandError, UsageError, withDatabase } from '../command.ts';

const USAGE = `  analytics prune [--days N]            drop raw events received more than N days ago
                                        (default ${RAW_EVENT_RETENTION_DAYS}); the daily roll-ups stay
  analytics stats <pin id> [--days N]   a pin's roll-ups added up over the last N UTC days
                                        (default 30)`;

const DAY_MS = 24 * 60 * 60_000;

function days(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3650) {
    throw new UsageError('--days must be a whole number from 1 to 3650.');
  }
  return n;
}

async function prune(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { days: { type: 'string' } }, strict: true });
  const keep = days(values.days, RAW_EVENT_RETENTION_DAYS);
  await withDatabase(async (_db, ctx) => {
    const { deleted, before } = await pruneRawEvents(ctx, { days: keep });
    console.log(
      `Dropped ${deleted} raw ${deleted === 1 ? 'event' : 'events'} received before ${before.toISOString()}.`,
    );
  });
}

async function stats(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { days: { type: 'string' } },
    strict: true,
  });
  const [pin, extra] = positionals;
  if (!pin || extra || !/^\d{1,15}$/.test(pin)) {
    throw new UsageError('Usage: analytics stats <pin id> [--days N]');
  }
  const n = days(values.days, 30);
  await withDatabase(async (_db, ctx) => {
    const now = ctx.now();
    const from = utcDay(new Date(now.getTime() - (n - 1) * DAY_MS));
    const to = utcDay(now);
    const sum = await sumDailyStats(ctx.db, Number(pin), from, to);
    console.log(`Pin ${pin}, ${from} to ${to} (UTC): ${sum.days} days with activity`);
    for (const m of METRICS) console.log(`  ${m.padEnd(16)}${sum.totals[m]}`);
  });
}

export const analyticsCommand: Command = {
  name: 'analytics',
  usage: USAGE,
  async run([sub, ...args]) {
    if (sub === 'prune') return prune(args);
    if (sub === 'stats') return stats(args);
    throw new UnknownCommandError(`Unknown analytics command "${sub ?? ''}".`);
  },
};
