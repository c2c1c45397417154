import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_VERSION_CHANNEL,
  type DataVersionSync,
  notifyDataChanged,
  startDataVersionSync,
} from '#server/services/platform/data-version-sync';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * Issue 12: Tessera processes on one PostgreSQL database tell each other of writes. The data
 * version is one per process, so each "process" here is a sync with its own bump source and
 * its own record of remote bumps: what crosses between them can only be the notification.
 */
type Bump = (version: number, source: 'local' | 'remote') => void;

function fakeProcess(url: string) {
  const bumps = new Set<Bump>();
  let remote = 0;
  let version = 0;
  const sync = startDataVersionSync({
    connectionString: url,
    notify: async (from) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query('select pg_notify($1, $2)', [DATA_VERSION_CHANNEL, from]);
      await c.end();
    },
    onRemote: () => {
      remote += 1;
    },
    subscribe: (fn) => {
      bumps.add(fn);
      return () => bumps.delete(fn);
    },
    retryMs: 50,
  });
  return {
    sync,
    get remote() {
      return remote;
    },
    bump() {
      version += 1;
      for (const fn of bumps) fn(version, 'local');
    },
    bumpFromElsewhere() {
      version += 1;
      for (const fn of bumps) fn(version, 'remote');
    },
  };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('data version across processes on PostgreSQL', () => {
  let t: TestApp;
  let url: string;
  const syncs: DataVersionSync[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const { rows } = (await t.tessera.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: { name: string }[] };
    const u = new URL(process.env.DATABASE_URL as string);
    u.pathname = `/${rows[0]?.name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await Promise.all(syncs.map((s) => s.close()));
    await t.close();
  });

  function started() {
    const p = fakeProcess(url);
    syncs.push(p.sync);
    return p;
  }

  it('a local bump reaches the other process, not the sender; a remote one is not sent on', async () => {
    const a = started();
    const b = started();
    await Promise.all([a.sync.ready, b.sync.ready]);
    a.bump();
    await until(() => b.remote === 1);
    b.bumpFromElsewhere();
    await new Promise((r) => setTimeout(r, 200));
    expect(a.remote).toBe(0);
    expect(b.remote).toBe(1);
  });

  it("a command's notification (another pid) reaches every process", async () => {
    const a = started();
    const b = started();
    await Promise.all([a.sync.ready, b.sync.ready]);
    await notifyDataChanged(t.tessera.database.db, 'cli:12345');
    await until(() => a.remote === 1 && b.remote === 1);
  });

  it('a listener whose connection dies comes back, forgetting once for what it missed', async () => {
    const a = started();
    const b = started();
    await Promise.all([a.sync.ready, b.sync.ready]);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // every LISTEN connection on this database but the admin's own
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await admin.end();
    await until(() => b.remote >= 1 && a.remote >= 1);
    const before = b.remote;
    a.bump();
    await until(() => b.remote === before + 1);
  });

  it('an app on PostgreSQL announces its own writes on the channel', async () => {
    const listener = started();
    await listener.sync.ready;
    const res = await t.tessera.app.inject({
      method: 'POST',
      url: '/resource/BoardResource/create/',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{"options":{"name":"x"}}',
    });
    expect(res.statusCode).toBe(401);
    await until(() => listener.remote >= 1);
  });
});
