import type { LiveEvent, LiveKind } from '../../context.ts';

// Decision 017: a live event as NOTIFY payloads, and back.

/** Kept well under PostgreSQL's 8000-byte NOTIFY limit. */
export const MAX_PAYLOAD_BYTES = 7000;
const KINDS = new Set<string>(['message', 'conversation', 'notification']);

/** One event as one or more payloads, split by recipients when they would not fit in one. */
export function encodeLiveEvent(event: LiveEvent): string[] {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || event.users.length <= 1) return [whole];
  const half = Math.ceil(event.users.length / 2);
  return [
    ...encodeLiveEvent({ ...event, users: event.users.slice(0, half) }),
    ...encodeLiveEvent({ ...event, users: event.users.slice(half) }),
  ];
}

function optionalId(v: unknown): number | undefined | null {
  if (v === undefined) return undefined;
  return Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null;
}

/** A payload back to an event; anything malformed (another program on the channel) is null. */
export function decodeLiveEvent(payload: string): LiveEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (typeof o.kind !== 'string' || !KINDS.has(o.kind) || !Array.isArray(o.users)) return null;
  const users = o.users.filter((u): u is number => Number.isSafeInteger(u) && u > 0);
  const ids = {
    conversationId: optionalId(o.conversationId),
    messageId: optionalId(o.messageId),
    notificationId: optionalId(o.notificationId),
  };
  if (Object.values(ids).some((x) => x === null)) return null;
  const event: LiveEvent = { kind: o.kind as LiveKind, users };
  for (const [k, x] of Object.entries(ids)) {
    if (x !== undefined && x !== null) (event as unknown as Record<string, number>)[k] = x;
  }
  return event;
}
