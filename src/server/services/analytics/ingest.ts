import { sql } from 'drizzle-orm';
import { type EventBatch, type Metric, metricOf } from '#domain/analytics/analytics';
import { mayUse } from '#domain/consent/consent';
import type { Ctx } from '../../context.ts';
import { subjectOf } from '../experiences/subject.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { consume, takeUpTo } from '../platform/rate-limit.ts';
import { addToDailyStats, groupByPinDay, utcDay } from './rollup.ts';
import { type RawEvent, type RawEventSink, tableSink } from './sink.ts';

/** What POST /v3/events/ answers: how many of the batch's events were stored, seen, refused. */
export interface IngestResult {
  /** stored now (and counted in the roll-ups when they count toward a metric) */
  accepted: number;
  /** ids already stored, or repeated within the batch: counted once, never twice */
  duplicates: number;
  /** not stored: the sender did not allow analytics, or is a bot */
  dropped: number;
}

/** decision 022: a client's clock is believed from a day back to five minutes ahead. */
export const CLOCK_PAST_MS = 24 * 60 * 60_000;
export const CLOCK_FUTURE_MS = 5 * 60_000;

/** Roll-ups reach cached answers (the cards' stats, the analytics page) within this long. */
export const ROLLUP_BUMP_MS = 250;
let lastBumpAt = 0;
let trailingBump: NodeJS.Timeout | null = null;

/**
 * Decision 022: new roll-ups move the data version (issue 12), so no cache answers with the
 * counts from before; a quiet moment's batch at once, before its answer leaves, and under load
 * at most once per ROLLUP_BUMP_MS, the last change of a window a moment later: a bump per batch
 * would empty every cache, in every process, hundreds of times a second.
 */
function announceRollups(): void {
  const now = Date.now();
  if (now - lastBumpAt >= ROLLUP_BUMP_MS) {
    lastBumpAt = now;
    bumpDataVersion();
    return;
  }
  if (trailingBump) return;
  trailingBump = setTimeout(
    () => {
      trailingBump = null;
      lastBumpAt = Date.now();
      bumpDataVersion();
    },
    ROLLUP_BUMP_MS - (now - lastBumpAt),
  );
  trailingBump.unref();
}

const LIMIT_MESSAGE = 'Too many events were sent. Wait a minute and send them again.';

/** When an event happened: the client's time when plausible, else when it arrived. */
export function occurredAt(clientMs: number, now: Date): Date {
  const t = now.getTime();
  return clientMs >= t - CLOCK_PAST_MS && clientMs <= t + CLOCK_FUTURE_MS
    ? new Date(clientMs)
    : now;
}

/**
 * Decision 022: what one visitor (or person) and one address may add to one pin's counts in a
 * day. Events past either cap are not stored (a stored id would never count later): someone
 * else's stats move by at most the caps, however many ids or batches are sent.
 */
async function withinDailyCaps(
  ctx: Ctx,
  subject: string,
  events: RawEvent[],
  metrics: ReadonlyMap<string, Metric>,
): Promise<RawEvent[]> {
  const perPin = new Map<string, number>();
  for (const e of events) {
    if (e.pinId && metrics.has(e.id)) perPin.set(e.pinId, (perPin.get(e.pinId) ?? 0) + 1);
  }
  if (perPin.size === 0) return events;
  const day = utcDay(ctx.now());
  const allowed = new Map<string, number>();
  for (const [pin, n] of perPin) {
    const mine = await takeUpTo(ctx, 'analyticsPinVisitorDay', `${pin}:${subject}:${day}`, n);
    allowed.set(
      pin,
      await takeUpTo(ctx, 'analyticsPinAddressDay', `${pin}:${ctx.ip}:${day}`, mine),
    );
  }
  return events.filter((e) => {
    if (!e.pinId || !metrics.has(e.id)) return true;
    const left = allowed.get(e.pinId) ?? 0;
    allowed.set(e.pinId, left - 1);
    return left > 0;
  });
}

/**
 * Decision 022: one validated batch → who sent it → the events not seen before appended to the
 * raw stream → their metrics added to the pins' days, the append and the roll-up in one
 * transaction (a repeat of the batch finds every id stored and adds nothing). Only someone who
 * allowed analytic cookies, and no bot, has events stored (spec 02 §6; decision 022): the rest
 * are answered as dropped, so a client that sends anyway is told nothing went in. Limited per
 * address before anything else and per person or browser before writing.
 */
export async function ingestBatch(
  ctx: Ctx,
  batch: EventBatch,
  sink: RawEventSink = tableSink,
): Promise<IngestResult> {
  const limits = ctx.config.analyticsBatchesPerMinute;
  await consume(ctx, 'analyticsAddress', ctx.ip, { max: limits.address, message: LIMIT_MESSAGE });
  const n = batch.events.length;
  if (ctx.viewer.isBot || !mayUse(ctx.viewer, 'analytic')) {
    return { accepted: 0, duplicates: 0, dropped: n };
  }
  // a browser without a visitor id gets one (it said yes to analytics), a bounded number per
  // address; the events of the request that made it count for nothing: an id counts once it
  // has come back, signed, from a browser that kept it (decision 022)
  if (!ctx.viewer.isAuth && !ctx.visitor?.current()) {
    if ((await takeUpTo(ctx, 'analyticsNewVisitors', ctx.ip, 1)) === 0) {
      return { accepted: 0, duplicates: 0, dropped: n };
    }
  }
  const subject = subjectOf(ctx, { issue: true });
  if (!subject) return { accepted: 0, duplicates: 0, dropped: n };
  if (!ctx.viewer.isAuth && !ctx.visitor?.cameBack()) {
    return { accepted: 0, duplicates: 0, dropped: n };
  }
  await consume(ctx, 'analyticsSubject', subject, { max: limits.subject, message: LIMIT_MESSAGE });

  const now = ctx.now();
  const unique = new Map<string, RawEvent>();
  const metrics = new Map<string, Metric>();
  for (const e of batch.events) {
    // PostgreSQL answers uuids in lower case; a client may send upper
    const id = e.id.toLowerCase();
    if (unique.has(id)) continue;
    const metric = metricOf(e);
    if (metric) metrics.set(id, metric);
    unique.set(id, {
      id,
      eventType: e.type,
      subject,
      pinId: e.pin_id ?? null,
      objectId: e.object_id_str ?? null,
      viewType: e.view_type ?? null,
      viewParameter: e.view_parameter ?? null,
      component: e.component ?? null,
      element: e.element ?? null,
      clientTrackingParams: e.client_tracking_params ?? null,
      auxData: e.aux_data ?? null,
      occurredAt: occurredAt(e.time, now),
      receivedAt: now,
    });
  }
  const events = await withinDailyCaps(ctx, subject, [...unique.values()], metrics);

  const appended = await ctx.db.transaction(async (tx) => {
    // decision 022: this transaction does not wait for its WAL flush. A database crash may lose
    // the last moments of events (never half a batch: the raw rows and their roll-ups commit
    // together); waiting would hold hot pins' day rows locked through every fsync.
    await tx.execute(sql`set local synchronous_commit = off`);
    const ids = await sink.append(tx, events);
    const counted: { pinId: string; day: string; metric: Metric }[] = [];
    for (const e of events) {
      const metric = metrics.get(e.id);
      if (metric && e.pinId && ids.has(e.id)) {
        counted.push({ pinId: e.pinId, day: utcDay(e.occurredAt), metric });
      }
    }
    await addToDailyStats(tx, groupByPinDay(counted));
    return ids.size;
  });
  if (appended > 0) announceRollups();
  const dropped = unique.size - events.length;
  return { accepted: appended, duplicates: n - dropped - appended, dropped };
}
