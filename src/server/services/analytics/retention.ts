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
