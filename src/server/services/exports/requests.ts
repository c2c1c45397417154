import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  EXPORT_KEPT_MS,
  type ExportState,
  type ExportView,
  exportFileName,
  exportPercent,
} from '#domain/exports/format';
import type { Ctx } from '../../context.ts';
import { dataExports, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { declareChanges, noteChanges, userTag } from '../platform/data-version.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';

type ExportRow = typeof dataExports.$inferSelect;

export function downloadPath(id: number): string {
  return `/settings/data/${id}/download/`;
}

function viewOf(row: ExportRow, now: Date): ExportView {
  // past its day, a file is gone for the person even before the hourly expiry deletes it
  const lapsed = row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const state = lapsed ? 'expired' : (row.state as ExportState);
  return {
    id: row.id,
    state,
    pinsDone: row.pinsDone,
    pinsTotal: row.pinsTotal,
    percent: exportPercent(state, row.pinsDone, row.pinsTotal),
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadPath: state === 'ready' && row.fileKey ? downloadPath(row.id) : null,
  };
}

const ACTIVE: ExportState[] = ['queued', 'running'];

async function activeOf(ctx: Ctx, userId: number): Promise<ExportRow | null> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.state, ACTIVE)));
  return row ?? null;
}

/**
 * Decision 052: the export row and its job, in one transaction. One at a time per person: while
 * one is queued or running, a request answers with it (the unique index settles a race).
 */
export async function requestExport(ctx: Ctx): Promise<ExportView> {
  const me = requireUser(ctx, tr(ctx, 'errors.exports.logIn'));
  // decision 039: the export row is the person's own state
  declareChanges(ctx, [userTag(me)]);
  const running = await activeOf(ctx, me);
  if (running) return viewOf(running, ctx.now());
  const jobs = ctx.jobs;
  if (!jobs) throw new AppError('unavailable', tr(ctx, 'errors.exports.unavailable'));
  await consume(ctx, 'dataExports', String(me), {
    message: tr(ctx, 'errors.exports.tooOften'),
  });
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(dataExports)
        .values({ userId: me, state: 'queued', createdAt: ctx.now() })
        .returning();
      if (!created) throw new Error('The export row was not written.');
      await jobs.send('data-export', { exportId: created.id }, { tx });
      return created;
    });
    return viewOf(row, ctx.now());
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const other = await activeOf(ctx, me);
    if (!other) throw e;
    return viewOf(other, ctx.now());
  }
}

/** The person's latest export (any state), or null. */
export async function latestExport(ctx: Ctx): Promise<ExportView | null> {
  const me = requireUser(ctx, tr(ctx, 'errors.exports.logIn'));
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, me))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ? viewOf(row, ctx.now()) : null;
}

/**
 * The ready ZIP as a stream for its owner; a 404 for anyone else, for an unknown id, and once it
 * has expired, so whether an export exists is never told to someone else.
 */
export async function openExportDownload(ctx: Ctx, id: number) {
  const gone = notFound(tr(ctx, 'errors.exports.gone'));
  if (!ctx.viewer.isAuth || !Number.isSafeInteger(id)) throw gone;
  const me = requireUser(ctx, tr(ctx, 'errors.exports.logIn'));
  const [row] = await ctx.db
    .select({ e: dataExports, username: users.username })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, me)));
  if (row?.e.state !== 'ready' || !row.e.fileKey) throw gone;
  if (row.e.expiresAt && row.e.expiresAt <= ctx.now()) throw gone;
  const opened = await ctx.blobs.stream?.(row.e.fileKey);
  if (!opened) throw gone;
  return { ...opened, fileName: exportFileName(row.username, row.e.createdAt) };
}

/** A ready file's expiry, counted from when it was finished. */
export function expiryOf(finishedAt: Date): Date {
  return new Date(finishedAt.getTime() + EXPORT_KEPT_MS);
}

/**
 * Decision 052: the files of exports past their expiry are deleted and the rows say so.
 * Deleting a file that is gone is a no-op, so a rerun is harmless.
 */
export async function expireExports(ctx: Ctx): Promise<number> {
  const due = await ctx.db
    .select({ id: dataExports.id, userId: dataExports.userId, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, ctx.now())))
    .limit(1000);
  for (const row of due) {
    if (row.fileKey) await ctx.blobs.delete(row.fileKey);
    await ctx.db.transaction((tx) =>
      tx
        .update(dataExports)
        .set({ state: 'expired', fileKey: null })
        .where(eq(dataExports.id, row.id)),
    );
    await noteChanges([userTag(row.userId)]);
  }
  return due.length;
}

/**
 * Before an account is deleted (its rows then cascade): its export files go first, so none is
 * left in the store with no row to expire it. A job still building finds its row gone and
 * deletes what it wrote (run.ts).
 */
export async function deleteExportFilesOf(ctx: Ctx, userId: number): Promise<void> {
  const rows = await ctx.db
    .select({ fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  for (const row of rows) if (row.fileKey) await ctx.blobs.delete(row.fileKey);
}
