import type { AnalyticsEvent } from '#domain/analytics/analytics';
import { BATCH_MAX_EVENTS } from '#domain/analytics/analytics-events';
import { newEventId } from './event-id';
import type { Gate, LoggedEvent } from './queue';

/**
 * The part of the tracker every page carries (issue 12's budget): events get their id and time
 * here and wait until the runtime (runtime.ts: the batching queue, the transport, the
 * impression observer) has loaded after hydration, or are dropped when the viewer may not be
 * tracked. Everything else loads on demand, and only for a viewer who allowed analytics.
 */
let gate: Gate = 'pending';
let waiting: AnalyticsEvent[] = [];
let sink: ((e: AnalyticsEvent) => void) | null = null;
/** What waits for the runtime: no more than a few batches, the newest. */
export const WAITING_MAX_EVENTS = 4 * BATCH_MAX_EVENTS;

/**
 * spec 01 §7 P-359: logs one event (with a random id and the time). Never blocks and never
 * throws; nothing is sent unless the viewer allowed analytic cookies (opt-in), and a bot never
 * sends.
 */
export function logEvent(e: LoggedEvent): void {
  if (typeof window === 'undefined' || gate === 'closed') return;
  try {
    const event = { ...e, id: newEventId(), time: Date.now() };
    if (sink) sink(event);
    else if (waiting.push(event) > WAITING_MAX_EVENTS) waiting.shift();
  } catch {
    // tracking must never break the page
  }
}

/** Opens or closes the gate; closing drops what waits and stops the runtime's queue. */
export function setTrackingGate(next: Gate): void {
  gate = next;
  if (next === 'closed') {
    waiting = [];
    sink = null;
  }
}

/** The runtime takes over: what waited goes to it first. */
export function connectSink(next: (e: AnalyticsEvent) => void): void {
  if (gate !== 'open') return;
  sink = next;
  for (const e of waiting.splice(0)) next(e);
}
