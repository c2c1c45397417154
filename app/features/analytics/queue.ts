import type { AnalyticsEvent } from '#domain/analytics/analytics';
import { BATCH_MAX_EVENTS, BATCH_MAX_WAIT_MS } from '#domain/analytics/analytics-events';
import type { SendBatch, SendMode } from './transport';

/** What a surface logs: the queue adds the id and the time. */
export type LoggedEvent = Omit<AnalyticsEvent, 'id' | 'time'>;

/**
 * 'pending' until the page knows the viewer's choice (events wait, bounded), 'open' when
 * analytics may be used, 'closed' otherwise: nothing waits and nothing leaves (opt-in).
 */
export type Gate = 'pending' | 'open' | 'closed';

/** A page that cannot send (offline, server down) keeps at most this many, the newest. */
export const QUEUE_MAX_EVENTS = 10 * BATCH_MAX_EVENTS;
/** A failed batch is tried once more, this long after (unless the page is leaving). */
export const RETRY_DELAY_MS = 1000;

export interface EventQueue {
  /** an event with its id and time (logEvent gives them) */
  push(e: AnalyticsEvent): void;
  setGate(gate: Gate): void;
  /** Sends everything queued now (the page is leaving: 'unload'). */
  flush(mode: SendMode): void;
  size(): number;
}

export function createEventQueue(deps: { send: SendBatch }): EventQueue {
  let gate: Gate = 'pending';
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  // the server is idempotent on event ids, so a retry of the same batch is never counted twice
  async function deliver(batch: AnalyticsEvent[], mode: SendMode) {
    try {
      if ((await deps.send(batch, mode)) !== 'retry') return;
      if (mode === 'normal') await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      await deps.send(batch, mode);
    } catch {
      // P-359: tracking never throws into the page
    }
  }

  function flush(mode: SendMode) {
    clearTimer();
    if (gate !== 'open') return;
    while (queue.length > 0) void deliver(queue.splice(0, BATCH_MAX_EVENTS), mode);
  }

  function schedule() {
    if (gate !== 'open' || queue.length === 0) return;
    if (queue.length >= BATCH_MAX_EVENTS) flush('normal');
    else timer ??= setTimeout(() => flush('normal'), BATCH_MAX_WAIT_MS);
  }

  return {
    push(e) {
      if (gate === 'closed') return;
      queue.push(e);
      if (queue.length > QUEUE_MAX_EVENTS) queue = queue.slice(-QUEUE_MAX_EVENTS);
      schedule();
    },
    setGate(next) {
      gate = next;
      if (next === 'closed') {
        clearTimer();
        queue = [];
      }
      schedule();
    },
    flush,
    size: () => queue.length,
  };
}
