import pg from 'pg';

/**
 * One LISTEN connection to PostgreSQL that comes back when it is lost (decisions 013 and 017).
 * A notification sent while nobody listened is gone: `onReconnect` is told after each
 * reconnection (not the first connection) so its owner can forget or refetch what it knew.
 */
export interface PgListener {
  /** resolves once the first LISTEN is in place (or the listener is closed) */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface PgListenOptions {
  connectionString: string;
  /** a constant identifier of ours (never input): it is written into LISTEN as is */
  channel: string;
  onNotification(payload: string): void;
  onReconnect?: () => void;
  log?: (message: string, err: unknown) => void;
  retryMs?: number;
}

export function listenOnChannel(opts: PgListenOptions): PgListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.channel)) throw new Error('bad channel name');
  const log = opts.log ?? (() => {});
  const retryMs = opts.retryMs ?? 1000;
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
      if (err) log(`listener on ${opts.channel} lost its connection; reconnecting`, err);
      if (client === c) client = null;
      c.end().catch(() => {});
      retry();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (msg) => {
      if (msg.channel === opts.channel) opts.onNotification(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${opts.channel}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    if (connectedOnce) opts.onReconnect?.();
    connectedOnce = true;
    markReady();
  }

  void connect();

  return {
    ready,
    async close() {
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
