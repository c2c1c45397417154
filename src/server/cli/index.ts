import { parseArgs } from 'node:util';
import { and, isNull, sql } from 'drizzle-orm';
import { isValidUsername } from '#domain/routes';
import { anonymousViewer } from '#domain/viewer';
import { loadConfig } from '../config.ts';
import { type Ctx, systemContext } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { isAppError } from '../errors.ts';
import { localBlobStore } from '../images/blob-store.ts';
import { hashPassword } from '../services/accounts/passwords.ts';
import { isEmpty, resetDatabase, seedDemo } from './seed.ts';

const USAGE = `Usage: npm run tessera -- <command>

Commands:
  migrate                               apply database migrations
  seed [--reset] [--pins N] [--users N] [--boards N]
                                        create demo content (--reset deletes all rows first)
  users create <username> --password P [--role user|partner|employee] [--email E] [--first-name F]
                                        create an account
  users role <username> <user|partner|employee>
                                        change an account's role

Environment: DATA_DIR (embedded database, default ./data) or DATABASE_URL (PostgreSQL).`;

class UsageError extends Error {}

const ROLES = ['user', 'partner', 'employee'] as const;
type Role = (typeof ROLES)[number];

function role(value: string | undefined): Role {
  const r = value ?? 'user';
  if (!(ROLES as readonly string[]).includes(r))
    throw new UsageError(`Unknown role "${r}": use user, partner or employee.`);
  return r as Role;
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new UsageError(`--${name} must be a whole number from 1 to 100000.`);
  return n;
}

async function withDatabase<T>(fn: (db: Database, ctx: Ctx) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const ctx = systemContext({
      db: database.db,
      config,
      blobs: localBlobStore(config.blobDir),
      viewer: anonymousViewer(),
    });
    return await fn(database, ctx);
  } finally {
    await database.close();
  }
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  if (command === 'migrate') {
    await withDatabase(async (db) => console.log(`Migrations applied (${db.kind}).`));
    return;
  }
  if (command === 'seed') {
    const { values } = parseArgs({
      args: rest,
      options: {
        reset: { type: 'boolean' },
        pins: { type: 'string' },
        users: { type: 'string' },
        boards: { type: 'string' },
      },
      strict: true,
    });
    const sizes = {
      ...(values.pins ? { pins: positiveInt('pins', values.pins) as number } : {}),
      ...(values.users ? { users: positiveInt('users', values.users) as number } : {}),
      ...(values.boards ? { boards: positiveInt('boards', values.boards) as number } : {}),
    };
    await withDatabase(async (db, ctx) => {
      if (values.reset) {
        await resetDatabase(db.db);
        console.log('Deleted all rows.');
      } else if (!(await isEmpty(db.db))) {
        throw new UsageError(
          'The database already has content. Use `seed --reset` to replace it with demo content.',
        );
      }
      const r = await seedDemo(ctx, { ...sizes, log: (m) => console.log(m) });
      console.log(
        `Seeded ${r.users} users, ${r.boards} boards, ${r.pins} pins (${r.images} images).`,
      );
    });
    return;
  }
  if (command === 'users') {
    const [sub, ...args] = rest;
    if (sub === 'create') {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          password: { type: 'string' },
          role: { type: 'string' },
          email: { type: 'string' },
          'first-name': { type: 'string' },
        },
        strict: true,
      });
      const username = positionals[0];
      if (!username || positionals.length > 1)
        throw new UsageError('Give exactly one username: users create <username> --password P');
      if (!isValidUsername(username)) {
        throw new UsageError(
          `"${username}" is not a valid username: 3 to 30 letters, digits or underscores, and not a reserved word.`,
        );
      }
      if (!values.password) throw new UsageError('--password is required.');
      const r = role(values.role);
      const firstName = values['first-name'] ?? username;
      if ([...firstName].length > 30)
        throw new UsageError('--first-name must be at most 30 characters (spec 02 §5).');
      const passwordHash = await hashPassword(values.password);
      await withDatabase(async (db) => {
        const id = await db.db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
            .limit(1);
          if (taken) throw new UsageError(`The username "${username}" is taken.`);
          const [row] = await tx
            .insert(users)
            .values({ username, passwordHash, role: r, firstName, email: values.email ?? null })
            .returning({ id: users.id });
          return row?.id;
        });
        console.log(`Created ${r} "${username}" (id ${id}).`);
      });
      return;
    }
    if (sub === 'role') {
      const [username, newRole, extra] = args;
      if (!username || !newRole || extra)
        throw new UsageError('Usage: users role <username> <user|partner|employee>');
      const r = role(newRole);
      await withDatabase(async (db) => {
        const rows = await db.db.transaction((tx) =>
          tx
            .update(users)
            .set({ role: r, updatedAt: new Date() })
            .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
            .returning({ id: users.id }),
        );
        if (rows.length === 0) throw new UsageError(`There is no user named "${username}".`);
        console.log(`"${username}" is now ${r}.`);
      });
      return;
    }
    throw new UsageError(`Unknown users command "${sub ?? ''}".\n\n${USAGE}`);
  }
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError || isAppError(err)) console.error(`Error: ${err.message}`);
    else if (
      err instanceof Error &&
      'code' in err &&
      String(err.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`Error: ${err.message}\n\n${USAGE}`);
    } else console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
