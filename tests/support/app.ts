import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type Tessera } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';

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

/** A fresh PostgreSQL database on the server of DATABASE_URL; dropped by the returned function. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `tessera_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
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
  opts: { logger?: boolean; env?: Record<string, string> } = {},
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
    ...opts.env,
  });
  // PGlite in memory: fast, and nothing left behind.
  const database = await openDatabase(pgdb ? { databaseUrl: pgdb.url } : { dataDir: 'memory://' });
  await database.migrate();
  const tessera = await buildApp(config, { database, logger: opts.logger ?? false });
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
