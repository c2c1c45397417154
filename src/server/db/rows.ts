import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw `execute` on the database or a transaction (pg and PGlite both answer `{ rows }`). */
export async function rowsIn<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return (res as unknown as { rows: T[] }).rows;
}
