import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type Tessera } from '#server/app';
import { loadConfig } from '#server/config';
import type { Ctx } from '#server/context';
import { type Database, MIGRATIONS_DIR, openDatabase } from '#server/db/client';
import { JOB_HANDLERS } from '#server/jobs/handlers';
import { createQueue } from '#server/jobs/queue';

export type DbKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (as in CI). */
export function dbKinds(): DbKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  tessera: Tessera;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Creating and migrating a database is most of a test app's start (initdb alone is 2–5 s on
 * PGlite), so both kinds start from a migrated template made once per set of migrations:
 * a PGlite dump in the temp folder, a template database on the PostgreSQL server.
 */
const MIGRATIONS_HASH = (() => {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else h.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  // a dump is only good for the PGlite that wrote it; the job queue's schema is pg-boss's
  h.update(
    readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')),
  );
  h.update(readFileSync(path.join(process.cwd(), 'node_modules/pg-boss/package.json')));
  return h.digest('hex').slice(0, 16);
})();

/** The job queue's schema and queues, made once in the template (decision 048). */
async function installQueue(database: Database): Promise<void> {
  const queue = createQueue({
    database,
    handlers: JOB_HANDLERS,
    ctxOf: () => {
      throw new Error('the template runs no jobs');
    },
    log: () => {},
    work: false,
  });
  await queue.start();
  await queue.stop(1000);
}

let pgliteTemplate: Promise<Blob> | null = null;

/** The migrated PGlite cluster as a tarball, shared by every test file through the temp folder. */
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `tessera-pglite-template-${MIGRATIONS_HASH}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const database = await openDatabase({ dataDir: 'memory://' });
      await database.migrate();
      await installQueue(database);
      if (!database.dump) throw new Error('PGlite can dump its cluster');
      const dump = await database.dump();
      await database.close();
      // written aside and renamed: a file that another worker reads is always whole
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return pgliteTemplate;
}

const TEMPLATE_LOCK_KEY = 727_002;

/** The name of a migrated template database on the server of `base`, made once under a lock. */
async function migratedPostgresTemplate(base: string): Promise<string> {
  const name = `tessera_tpl_${MIGRATIONS_HASH}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = async () =>
      ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) >
      0;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists()) return name;
      // built under another name and renamed: a half-migrated template is never used
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      await database.migrate();
      await installQueue(database);
      await database.close();
      await admin.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated PostgreSQL database on the server of DATABASE_URL; dropped by the returned function. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const template = await migratedPostgresTemplate(base);
  const name = `tessera_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** A Tessera with its own empty, migrated database and blob folder. */
export async function createTestApp(
  kind: DbKind,
  opts: {
    logger?: boolean;
    env?: Record<string, string>;
    /** decision 051: lets the app fetch pages and pictures from a local test server */
    urlFetch?: Ctx['urlFetch'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-test-'));
  const pgdb = kind === 'postgres' ? await freshPostgres() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // inject's peer is 127.0.0.1: tests play a proxy that sets X-Forwarded-For per client
    TRUST_PROXY: '127.0.0.1',
    // issue 37: a fresh test app's first sign-up would become its administrator; tests that
    // mean it say ADMIN_USERNAME: '' (or name the one), the others get a name nobody signs up as
    ADMIN_USERNAME: 'no_first_admin_in_tests',
    ...opts.env,
  });
  // PGlite in memory: fast, and nothing left behind.
  const database = await openDatabase(
    pgdb
      ? { databaseUrl: pgdb.url }
      : { dataDir: 'memory://', loadDataDir: await migratedPglite() },
  );
  // a no-op on the migrated template, kept so a test app is migrated whatever it started from
  await database.migrate();
  const tessera = await buildApp(config, {
    database,
    logger: opts.logger ?? false,
    ...(opts.urlFetch ? { urlFetch: opts.urlFetch } : {}),
  });
  return {
    tessera,
    dataDir,
    async close() {
      await tessera.close();
      await pgdb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
