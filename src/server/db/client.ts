import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { autoSharedBuffersMb, bytesUnder, PGLITE_BUFFERS_MB } from './pglite-memory.ts';
import { parseTextTypesOnce } from './pglite-parsers.ts';
import { namePreparedStatements, preparePgliteStatements, statementNamer } from './prepared.ts';
import * as schema from './schema/index.ts';
import { writesLogger } from './writes-seen.ts';

export type Schema = typeof schema;
/** The one database type services see: PGlite and PostgreSQL answer the same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * decision 048: how the job queue (pg-boss) reaches this database: its own small pool on
   * PostgreSQL, so polling never takes a request's connection; the one PGlite otherwise
   */
  queueConnection: { connectionString: string } | { db: SqlRunner };
  /** PGlite only: the whole cluster as a tarball, to open copies of it with `loadDataDir`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Plain SQL with positional parameters, as pg-boss sends it. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same in every Tessera process.
const MIGRATION_LOCK_KEY = 727_001;

/** Settings of every pooled PostgreSQL connection (decisions 040 and 080). */
const PG_OPTIONS = '-c jit=off -c work_mem=16MB';
/** How long a pooled PostgreSQL connection may sit idle before it closes (decision 080). */
const POOL_IDLE_MS = 5 * 60_000;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/db`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster, skipping initdb. */
  loadDataDir?: Blob;
  /** PostgreSQL only: statements sent again are named (decision 079); on unless false */
  preparedStatements?: boolean;
  /** PGlite only: its shared_buffers in MB, or sized from the data (decision 094, the default) */
  sharedBuffers?: number | 'auto' | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // Decision 080: a connection kept idle stays warm (its catalogue caches, its prepared
      // statements, decision 079); pg's default of 10 s made a quiet instance open a cold one
      // for nearly every request, ~20 ms more on its first statements.
      idleTimeoutMillis: POOL_IDLE_MS,
      // and an idle one does not hold the process open that long: whatever runs keeps it alive
      allowExitOnIdle: true,
      // Decision 040: no JIT compilation. Our queries are short index reads, but on big tables
      // the planner's cost estimate of one passes jit_above_cost easily, and compiling it then
      // cost 50 ms to 1.4 s per query, far more than running it (PGlite has no JIT either).
      // Decision 080: work_mem 16 MB keeps a search's bitmap of matches exact (at the default
      // 4 MB a common word's goes lossy and every row of its pages is read and checked again).
      // A URL that sets its own options keeps them.
      ...(new URL(opts.databaseUrl).searchParams.has('options') ? {} : { options: PG_OPTIONS }),
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    // Nor one lost while checked out (a transaction between two statements, when the database
    // restarts): pg emits 'error' on it with nobody listening, which ends the process. Its next
    // query fails instead (a 503, decision 050) and the pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    if (opts.preparedStatements !== false) {
      const nameOf = statementNamer();
      pool.on('connect', (client) => namePreparedStatements(client, nameOf));
    }
    const db = drizzlePg({ client: pool, schema, logger: writesLogger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      queueConnection: { connectionString: opts.databaseUrl },
      async migrate() {
        // Several processes may start at once behind a load balancer: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  let target = dir;
  let release = async () => {};
  if (!dir.startsWith('memory://')) {
    target = path.join(dir, 'db');
    await mkdir(target, { recursive: true });
    release = await lockDataDir(dir);
  }
  let client: PGlite;
  try {
    const buffers = await sharedBuffersOf(target, opts.sharedBuffers ?? 'auto');
    client = await PGlite.create(target, {
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      ...(buffers === PGLITE_BUFFERS_MB
        ? {}
        : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${buffers}MB`] }),
    });
  } catch (e) {
    await release();
    throw e;
  }
  preparePgliteStatements(client);
  // decision 083: drizzle's text types parsed once; PGlite's own parsing for anything else
  const asPglite = parseTextTypesOnce(client);
  const db = drizzlePglite({ client, schema, logger: writesLogger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queueConnection: {
      db: {
        // pg-boss creates and migrates its schema in one text of many statements, which only
        // PGlite's exec (the simple protocol, no parameters) runs; the answer is the last one's
        async executeSql(text, values) {
          if (values?.length) return client.query(text, values, asPglite);
          const results = await client.exec(text, asPglite);
          return results.at(-1) ?? { rows: [] };
        },
      },
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      // PGlite has no autovacuum: refresh the planner's statistics once per start instead.
      await client.query('analyze');
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      await release();
    },
  };
}

/**
 * Whether a process is still there. A killed one whose parent died before reaping it stays a
 * zombie until the system's init reaps it, which in a container may be never: it holds nothing,
 * so on Linux (state Z in /proc/<pid>/stat) it counts as gone.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A pid file says who has it; a stale one (its process gone) is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'db.lock');
  const held = await readFile(file, 'utf8').catch(() => null);
  const pid = held ? Number.parseInt(held, 10) : Number.NaN;
  if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Tessera?). ` +
        'Stop it first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
  }
  await writeFile(file, String(process.pid));
  return async () => {
    await rm(file, { force: true });
  };
}

/**
 * Decision 094: a large embedded database starts with more shared buffers than PGlite's 128 MB
 * (a cold million-pin search read a fifth of its time through the file system), sized from what
 * it holds on disk; a small one, and one in memory, keeps PGlite's own.
 */
async function sharedBuffersOf(target: string, asked: number | 'auto'): Promise<number> {
  if (asked !== 'auto') return asked;
  if (target.startsWith('memory://')) return PGLITE_BUFFERS_MB;
  return autoSharedBuffersMb(await bytesUnder(target), os.totalmem());
}

export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
