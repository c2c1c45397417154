import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { type BumpSource, bumpDataVersion, onDataVersionBump } from './data-version.ts';

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
  const retryMs = opts.retryMs ?? 1000;
  const pending = new Set<Promise<void>>();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let connectedOnce = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function retry(): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.connectionString });
    client = c;
    let failed = false;
    const drop = (err?: unknown) => {
      if (failed) return;
      failed = true;
      if (err) log('data version listener lost its connection; reconnecting', err);
      if (client === c) client = null;
      c.end().catch(() => {});
      retry();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (msg) => {
      if (msg.channel === DATA_VERSION_CHANNEL && msg.payload !== id) onRemote();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${DATA_VERSION_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    // whatever was announced while nobody listened is unknown: forget everything once
    if (connectedOnce) onRemote();
    connectedOnce = true;
    markReady();
  }

  const unsubscribe = (opts.subscribe ?? onDataVersionBump)((_version, source) => {
    if (source !== 'local' || closed) return;
    const sent = opts
      .notify(id)
      .catch((err: unknown) => log('could not announce a data change', err))
      .finally(() => pending.delete(sent));
    pending.add(sent);
  });

  void connect();

  return {
    id,
    ready,
    async close() {
      unsubscribe();
      await Promise.all(pending);
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const c = client;
      client = null;
      markReady();
      await c?.end().catch(() => {});
    },
  };
}
