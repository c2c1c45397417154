import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Leftover } from './children.ts';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** A name no one else uses, so the bench never reads or writes anyone's data. */
export function benchDatabaseName(): string {
  return `tessera_bench_${randomBytes(5).toString('hex')}`;
}

/**
 * Creates database `name` on the server of `serverUrl` and returns its URL. The caller has
 * the janitor track the name first, so even a bench killed mid-create leaves nothing behind.
 */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Where one database kind of a bench keeps its data: a fresh folder, and on PostgreSQL a fresh
 * database on the server of `pgUrl`; both tracked by the janitor before they exist.
 */
export async function benchPlace(
  kind: 'pglite' | 'postgres',
  pgUrl: string | null,
  track: (item: Leftover) => void,
  label: string,
): Promise<{ dir: string; databaseUrl: string | undefined }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `tessera-bench-${label}-`));
  track({ dir });
  if (kind !== 'postgres' || !pgUrl) return { dir, databaseUrl: undefined };
  const name = benchDatabaseName();
  track({ database: name, server: pgUrl });
  return { dir, databaseUrl: await createBenchDatabase(pgUrl, name) };
}
