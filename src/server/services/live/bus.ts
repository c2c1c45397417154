import { sql } from 'drizzle-orm';
import type { LiveEvent, LivePublisher } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { listenOnChannel } from '../platform/pg-listen.ts';
import { decodeLiveEvent, encodeLiveEvent } from './events.ts';

/** The PostgreSQL channel every Tessera process LISTENs on for live events. */
export const LIVE_CHANNEL = 'tessera_live';

/** An event, or 'resync': events may have been missed (a lost listener came back). */
export type LiveSignal = LiveEvent | 'resync';

/**
 * Decision 017: where published events go and where a process hears them. On PGlite (one
 * process) that is memory; on PostgreSQL it is NOTIFY on one channel, which every process
 * (the publisher's too) hears and hands to its own open pages.
 */
export interface LiveBus extends LivePublisher {
  subscribe(fn: (signal: LiveSignal) => void): () => void;
  /** resolves once the bus hears events */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

function fanOut() {
  const subscribers = new Set<(signal: LiveSignal) => void>();
  return {
    subscribe(fn: (signal: LiveSignal) => void) {
      subscribers.add(fn);
      return () => {
        subscribers.delete(fn);
      };
    },
    emit(signal: LiveSignal) {
      for (const fn of subscribers) fn(signal);
    },
  };
}

export function memoryLiveBus(): LiveBus {
  const out = fanOut();
  return {
    subscribe: out.subscribe,
    ready: Promise.resolve(),
    async publish(...events) {
      // after the caller's own code, as a notification would be
      queueMicrotask(() => {
        for (const event of events) out.emit(event);
      });
    },
    async close() {},
  };
}

export function postgresLiveBus(opts: {
  connectionString: string;
  db: Db;
  log?: (message: string, err: unknown) => void;
  retryMs?: number;
}): LiveBus {
  const out = fanOut();
  const listener = listenOnChannel({
    connectionString: opts.connectionString,
    channel: LIVE_CHANNEL,
    onNotification(payload) {
      const event = decodeLiveEvent(payload);
      if (event) out.emit(event);
    },
    onReconnect: () => out.emit('resync'),
    log: opts.log,
    retryMs: opts.retryMs,
  });
  return {
    subscribe: out.subscribe,
    ready: listener.ready,
    async publish(...events) {
      const payloads = events.flatMap(encodeLiveEvent).map((p) => sql`${p}`);
      if (!payloads.length) return;
      // one round trip for the whole change, sent (and so delivered) in unnest's order
      await opts.db.execute(
        sql`select pg_notify(${LIVE_CHANNEL}, p) from unnest(array[${sql.join(payloads, sql`, `)}]::text[]) as p`,
      );
    },
    close: () => listener.close(),
  };
}
