import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
