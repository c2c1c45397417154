import { anonymousViewer } from '#domain/accounts/viewer';
import { loadConfig } from '../config.ts';
import { type Ctx, systemContext } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { openBlobStore } from '../images/open-blob-store.ts';
import { postgresChangeLog } from '../services/platform/change-log.ts';
import { bumpDataVersion, EVERYTHING } from '../services/platform/data-version.ts';

/** A mistake in how the command was called: printed as is, with no stack. */
export class UsageError extends Error {}

/** A command or subcommand that does not exist: the whole usage text follows the message. */
export class UnknownCommandError extends UsageError {}

/** One `tessera` command: its lines of the usage text and what it does with its arguments. */
export interface Command {
  name: string;
  usage: string;
  run(args: string[]): Promise<void>;
}

export function positiveInt(
  name: string,
  value: string | undefined,
  max = 100_000,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}.`);
  return n;
}

/**
 * Issue 12: a command may have written, so running servers must forget what they cached. This
 * process's own caches learn it from the bump; servers on the same PostgreSQL database from the
 * change log, which they read before each request (decision 039; an embedded database is never
 * open in a server and a command at once).
 */
async function announceDataChange(database: Database): Promise<void> {
  await bumpDataVersion();
  if (database.kind !== 'postgres') return;
  await postgresChangeLog(database.db)
    .record([EVERYTHING])
    .catch((err: unknown) => {
      console.error(`Warning: running servers were not told of the change (${String(err)}).`);
    });
}

/**
 * Opens the configured database, migrated, for the length of `fn`; `env` configures it instead
 * of the process's environment (the benches' own folder and database).
 */
export async function withDatabase<T>(
  fn: (db: Database, ctx: Ctx) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
    sharedBuffers: config.pgliteSharedBuffers,
  });
  try {
    await database.migrate();
    const ctx = systemContext({
      db: database.db,
      config,
      blobs: await openBlobStore(config),
      viewer: anonymousViewer(),
    });
    return await fn(database, ctx);
  } finally {
    await announceDataChange(database);
    await database.close();
  }
}
