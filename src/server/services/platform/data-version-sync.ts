import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BumpSource, bumpDataVersion, onDataVersionBump } from './data-version.ts';
import { listenOnChannel } from './pg-listen.ts';

/**
 * Several Tessera processes on one PostgreSQL database (issue 12): each LISTENs on one channel;
 * a local bump of the data version NOTIFYs it with the sender's id, and a notification from
 * anyone else bumps the version here (as a remote bump, which is not announced again). PGlite is
 * one process: nothing to do there.
 */
export const DATA_VERSION_CHANNEL = 'tessera_data_version';

export interface DataVersionSync {
  /** this instance's id: the payload of its notifications, which it ignores when they return */
  readonly id: string;
  /** resolves once the first LISTEN is in place */
  readonly ready: Promise<void>;
  /** stops listening and waits for notifications still being sent */
  close(): Promise<void>;
}

export interface DataVersionSyncOptions {
  connectionString: string;
  /** sends one notification (the app's pool: `notifyDataChanged`) */
  notify(payload: string): Promise<void>;
  /** what a notification from elsewhere does (default: a remote bump of the process's version) */
  onRemote?: () => void;
  /** where local bumps come from (default: the process's data version) */
  subscribe?: (fn: (version: number, source: BumpSource) => void) => () => void;
  log?: (message: string, err: unknown) => void;
  retryMs?: number;
}

/** One notification on the channel, from any process (the CLI's, or an app's pool). */
export async function notifyDataChanged(db: Db, from: string): Promise<void> {
  await db.execute(sql`select pg_notify(${DATA_VERSION_CHANNEL}, ${from})`);
}

export function startDataVersionSync(opts: DataVersionSyncOptions): DataVersionSync {
  const id = randomUUID();
  const onRemote = opts.onRemote ?? (() => bumpDataVersion('remote'));
  const log = opts.log ?? (() => {});
  const pending = new Set<Promise<void>>();
  let closed = false;
  const listener = listenOnChannel({
    connectionString: opts.connectionString,
    channel: DATA_VERSION_CHANNEL,
    onNotification: (payload) => {
      if (payload !== id) onRemote();
    },
    // whatever was announced while nobody listened is unknown: forget everything once
    onReconnect: onRemote,
    log: (message, err) => log(message, err),
    retryMs: opts.retryMs ?? 1000,
  });

  const unsubscribe = (opts.subscribe ?? onDataVersionBump)((_version, source) => {
    if (source !== 'local' || closed) return;
    const sent = opts
      .notify(id)
      .catch((err: unknown) => log('could not announce a data change', err))
      .finally(() => pending.delete(sent));
    pending.add(sent);
  });

  return {
    id,
    ready: listener.ready,
    async close() {
      unsubscribe();
      await Promise.all(pending);
      closed = true;
      await listener.close();
    },
  };
}
