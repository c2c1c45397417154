import { RAW_EVENT_RETENTION_DAYS } from '#domain/analytics/analytics';
import type { Ctx } from '../../context.ts';
import { type RawEventSink, tableSink } from './sink.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Rows a statement deletes: short enough that ingestion never waits long behind it. */
export const PRUNE_CHUNK = 5_000;
/** A run stops after this many chunks (10 M rows) and the next run goes on. */
const MAX_CHUNKS = 2_000;

/**
 * Decision 022: drops raw events received more than RAW_EVENT_RETENTION_DAYS ago, chunk by
 * chunk, each its own statement; the daily roll-ups are kept. Answers how many went.
 */
export async function pruneRawEvents(
  ctx: Pick<Ctx, 'db' | 'now'>,
  opts: { days?: number; chunk?: number; sink?: RawEventSink } = {},
): Promise<{ deleted: number; before: Date }> {
  const days = opts.days ?? RAW_EVENT_RETENTION_DAYS;
  const chunk = opts.chunk ?? PRUNE_CHUNK;
  const sink = opts.sink ?? tableSink;
  const before = new Date(ctx.now().getTime() - days * DAY_MS);
  let deleted = 0;
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const n = await sink.dropReceivedBefore(ctx.db, before, chunk);
    deleted += n;
    if (n < chunk) break;
  }
  return { deleted, before };
}

export const RETENTION_EVERY_MS = 60 * 60_000;
/** The first run waits a little after start, so a restart loop does not prune on every start. */
const FIRST_RUN_MS = 5 * 60_000;

export interface RetentionJob {
  /** no further runs; resolves when a run in progress has finished */
  stop(): Promise<void>;
}

/**
 * The hourly retention job of a server process. Its timers do not keep the process alive; a
 * failed run is logged and the next hour tries again. Several processes on one PostgreSQL may
 * each run it: deleting the same old rows twice is harmless.
 */
export function startRetentionJob(
  ctxOf: () => Pick<Ctx, 'db' | 'now'>,
  log: (message: string, err?: unknown) => void,
): RetentionJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = pruneRawEvents(ctxOf())
      .then(({ deleted }) => {
        if (deleted > 0) log(`dropped ${deleted} raw analytics events past retention`);
      })
      .catch((err: unknown) => log('raw analytics events were not pruned', err))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, RETENTION_EVERY_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
