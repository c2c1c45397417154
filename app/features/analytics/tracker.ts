import { newEventId } from './event-id';
import { createEventQueue, type Gate, type LoggedEvent } from './queue';
import { sendBatch } from './transport';

// one queue a page: every surface logs into it, the root component opens or closes its gate
const queue = createEventQueue({ send: sendBatch, newId: newEventId });

/**
 * spec 01 §7 P-359: logs one event (the queue adds a random id and the time). Never blocks and
 * never throws; nothing is sent unless the viewer allowed analytic cookies (opt-in), and a bot
 * never sends.
 */
export function logEvent(e: LoggedEvent): void {
  if (typeof window === 'undefined') return;
  try {
    queue.log(e);
  } catch {
    // tracking must never break the page
  }
}

export function setTrackingGate(gate: Gate): void {
  queue.setGate(gate);
}

export function flushEvents(mode: 'normal' | 'unload'): void {
  queue.flush(mode);
}
