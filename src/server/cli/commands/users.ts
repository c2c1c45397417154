import { parseArgs } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isValidUsername } from '#domain/catalogue/routes';
import { users } from '../../db/schema/index.ts';
import { isAppError } from '../../errors.ts';
import { hashPassword } from '../../services/accounts/passwords.ts';
import { setRoleIn } from '../../services/admin/users.ts';
import { type Command, UnknownCommandError, UsageError, withDatabase } from '../command.ts';
import { actorOf, moderateUser, userIdOf } from './moderation.ts';

const ROLES = ['user', 'partner', 'employee'] as const;
type Role = (typeof ROLES)[number];

const USAGE = `  users create <username> --password P [--role user|partner|employee] [--email E] [--first-name F]
                                        create an account
  users role <username> <user|partner|employee> [--as admin]
                                        change an account's role (audited)
  users suspend <username> --reason R [--as admin]
                                        suspend: sessions end, content hidden, sign-in refused
  users unsuspend <username> [--reason R] [--as admin]
  users delete <username> --reason R --confirm <username> [--as admin]
                                        delete the account and everything it made
                                        (audited; without --as the actor is "command line")`;

function role(value: string | undefined): Role {
  const r = value ?? 'user';
  if (!(ROLES as readonly string[]).includes(r))
    throw new UsageError(`Unknown role "${r}": use user, partner or employee.`);
  return r as Role;
}

async function createUser(args: string[]): Promise<void> {
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
}

async function changeRole(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { as: { type: 'string' }, reason: { type: 'string' } },
    strict: true,
  });
  const [username, newRole, extra] = positionals;
  if (!username || !newRole || extra)
    throw new UsageError('Usage: users role <username> <user|partner|employee> [--as admin]');
  const r = role(newRole);
  await withDatabase(async (db, ctx) => {
    const actor = await actorOf(ctx.db, values.as);
    const id = await userIdOf(ctx.db, username);
    // decision 057: audited in the change's transaction; the same role again is a no-op
    const [current] = await db.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (current?.role !== r) {
      await db.db
        .transaction((tx) => setRoleIn(ctx, tx, actor, id, r, values.reason ?? ''))
        .catch((e: unknown) => {
          throw isAppError(e) ? new UsageError(e.message) : e;
        });
    }
    console.log(`"${username}" is now ${r}.`);
  });
}

export const usersCommand: Command = {
  name: 'users',
  usage: USAGE,
  async run([sub, ...args]) {
    if (sub === 'create') return createUser(args);
    if (sub === 'role') return changeRole(args);
    if (sub === 'suspend' || sub === 'unsuspend' || sub === 'delete')
      return moderateUser(sub, args);
    throw new UnknownCommandError(`Unknown users command "${sub ?? ''}".`);
  },
};
