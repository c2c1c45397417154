import { parseArgs } from 'node:util';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isPinReportAction, PIN_REPORT_ACTIONS } from '#domain/moderation/moderation';
import type { Ctx } from '../../context.ts';
import { pinReports, pins, users } from '../../db/schema/index.ts';
import { isAppError } from '../../errors.ts';
import type { TxOf } from '../../services/accounts/auth.ts';
import { resolvePinReportIn } from '../../services/admin/report-actions.ts';
import { deleteIn, suspendIn, unsuspendIn } from '../../services/admin/users.ts';
import { deleteExportFilesOf } from '../../services/exports/requests.ts';
import { UsageError, withDatabase } from '../command.ts';

/**
 * Decision 057: who the audit log says acted. `--as <username>` names an administrator (an
 * account with role employee, else a usage error); without it the entry's actor is
 * "command line" (actor id null): whoever can run the CLI holds the database already.
 */
export async function actorOf(db: Ctx['db'], as: string | undefined): Promise<number | null> {
  if (!as) return null;
  const [a] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(sql`lower(${users.username}) = lower(${as.replace(/^@/, '')})`, isNull(users.deletedAt)),
    )
    .limit(1);
  if (!a) throw new UsageError(`There is no user named "${as}".`);
  if (a.role !== 'employee')
    throw new UsageError(`"${as}" is not an administrator (role employee).`);
  return a.id;
}

export async function userIdOf(db: Ctx['db'], username: string): Promise<number> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.replace(/^@/, '')})`)
    .limit(1);
  if (!u) throw new UsageError(`There is no user named "${username}".`);
  return u.id;
}

/** A service's refusal (already suspended, no reason) as a usage error: printed, no stack. */
async function plainly<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw isAppError(e) ? new UsageError(e.message) : e;
  }
}

type Acting = (ctx: Ctx, tx: TxOf, actor: number | null, id: number) => Promise<unknown>;

/** users suspend|unsuspend|delete <username> --reason R [--as admin] [--confirm username] */
export async function moderateUser(sub: string, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      as: { type: 'string' },
      confirm: { type: 'string' },
    },
    strict: true,
  });
  const [username, extra] = positionals;
  if (!username || extra)
    throw new UsageError(`Usage: users ${sub} <username> --reason R [--as admin]`);
  const reason = values.reason ?? '';
  await withDatabase(async (_db, ctx) => {
    const actor = await actorOf(ctx.db, values.as);
    const id = await userIdOf(ctx.db, username);
    const act: Acting =
      sub === 'suspend'
        ? (c, tx, a, i) => suspendIn(c, tx, a, i, reason)
        : sub === 'unsuspend'
          ? (c, tx, a, i) => unsuspendIn(c, tx, a, i, reason)
          : (c, tx, a, i) => deleteIn(c, tx, a, i, reason, values.confirm ?? '');
    if (sub === 'delete') await deleteExportFilesOf(ctx, id);
    await plainly(() => ctx.db.transaction((tx) => act(ctx, tx, actor, id)));
    const done = {
      suspend: 'is suspended',
      unsuspend: 'is no longer suspended',
      delete: 'is deleted',
    };
    console.log(`"${username}" ${done[sub as keyof typeof done]}.`);
  });
}

const REPORTS_USAGE = `  reports list                          open pin reports, oldest first
  reports resolve <report id> <${PIN_REPORT_ACTIONS.join('|')}> [--reason R] [--as admin]
                                        decide on a report (remove, warn and suspend need
                                        --reason; the pinner is told it)`;

async function listReports(): Promise<void> {
  await withDatabase(async (_db, ctx) => {
    const rows = await ctx.db
      .select({
        id: pinReports.id,
        reason: pinReports.reason,
        at: pinReports.createdAt,
        pinId: pins.id,
        title: pins.title,
        pinner: sql<string>`(select u.username from users u where u.id = ${pins.pinnerId})`,
        reporter: sql<string>`(select u.username from users u where u.id = ${pinReports.reporterId})`,
      })
      .from(pinReports)
      .innerJoin(pins, eq(pins.id, pinReports.pinId))
      .where(and(eq(pinReports.status, 'open'), isNull(pins.deletedAt)))
      .orderBy(asc(pinReports.createdAt), asc(pinReports.id))
      .limit(500);
    if (!rows.length) console.log('No open reports.');
    for (const r of rows) {
      console.log(
        `${r.id}\t${r.at.toISOString()}\t${r.reason}\tpin ${r.pinId} "${r.title}" by ${r.pinner}\treported by ${r.reporter}`,
      );
    }
  });
}

async function resolveReport(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' }, as: { type: 'string' } },
    strict: true,
  });
  const [rawId, action, extra] = positionals;
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1 || !action || extra)
    throw new UsageError('Usage: reports resolve <report id> <action> [--reason R] [--as admin]');
  if (!isPinReportAction(action))
    throw new UsageError(`Unknown action "${action}": use ${PIN_REPORT_ACTIONS.join(', ')}.`);
  await withDatabase(async (_db, ctx) => {
    const actor = await actorOf(ctx.db, values.as);
    const out = await plainly(() =>
      ctx.db.transaction((tx) =>
        resolvePinReportIn(ctx, tx, actor, id, action, values.reason ?? ''),
      ),
    );
    console.log(`Report ${out.reportId} on pin ${out.pinId} (by ${out.pinner}): ${action} done.`);
  });
}

export const reportsCommand = {
  name: 'reports',
  usage: REPORTS_USAGE,
  async run([sub, ...args]: string[]) {
    if (sub === 'list' && args.length === 0) return listReports();
    if (sub === 'resolve') return resolveReport(args);
    throw new UsageError(`Unknown reports command "${sub ?? ''}".\n${REPORTS_USAGE}`);
  },
};
