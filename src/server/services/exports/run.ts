import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { EXPORT_KEPT_MS } from '#domain/exports/format';
import type { Ctx } from '../../context.ts';
import { dataExports, users } from '../../db/schema/index.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { noteChanges, userTag } from '../platform/data-version.ts';
import { queueMail } from '../platform/mail.ts';
import { composeMail, type MailWriter, mailLocale, mailWriter } from '../platform/mail-language.ts';
import { writeExportZip, type ZipProgress } from './build-zip.ts';
import { downloadPath, expiryOf } from './requests.ts';

function workDir(ctx: Ctx): string {
  return path.join(ctx.config.dataDir, 'exports-work');
}

/** Where a ZIP is written while it is built, before it goes into the blob store. */
function workFile(ctx: Ctx, exportId: number): string {
  return path.join(workDir(ctx), `${exportId}-${randomBytes(6).toString('hex')}.zip`);
}

/** A build runs 2 h at most (its job expires): a work file older than a day was left by a crash. */
const WORK_FILE_KEPT_MS = 24 * 60 * 60_000;

/** Work files a process that died midway left behind (with the expiry schedule). */
export async function sweepWorkFiles(ctx: Ctx): Promise<void> {
  const names = await readdir(workDir(ctx)).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(workDir(ctx), name);
    const info = await stat(file).catch(() => null);
    if (info && ctx.now().getTime() - info.mtimeMs > WORK_FILE_KEPT_MS) {
      await rm(file, { force: true });
    }
  }
}

/** The blob key of a finished ZIP: unguessable, so a key seen in a log opens nothing by itself. */
function fileKeyOf(exportId: number): string {
  return `exports/${exportId}-${randomBytes(16).toString('hex')}.zip`;
}

/**
 * A change of the export row, outside any request: the person's cached pages (decision 039's
 * `user:{id}`) are told, so the settings page's next look shows it.
 */
async function update(
  ctx: Ctx,
  userId: number,
  exportId: number,
  set: Partial<typeof dataExports.$inferInsert>,
): Promise<void> {
  await ctx.db.transaction((tx) =>
    tx.update(dataExports).set(set).where(eq(dataExports.id, exportId)),
  );
  await noteChanges([userTag(userId)]);
}

/**
 * Decision 052: builds one person's ZIP into a work file under DATA_DIR, copies it into the
 * blob store, and marks the row ready with its expiry. Used by the job and by the CLI; returns
 * the work file's size. A rerun after a crash starts over (the row is queued or running).
 */
export async function buildExportFile(
  ctx: Ctx,
  userId: number,
  file: string,
  onProgress: (p: ZipProgress) => Promise<void>,
): Promise<{ bytes: number; pins: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const { pins } = await writeExportZip(ctx, userId, file, onProgress);
  return { bytes: (await stat(file)).size, pins };
}

/** The export job: one row from queued (or running, on a retry) to ready or failed. */
export async function runExport(ctx: Ctx, exportId: number): Promise<void> {
  const [row] = await ctx.db
    .select({
      e: dataExports,
      username: users.username,
      email: users.email,
      locale: users.locale,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  // gone with its account, or already done: nothing to do
  if (!row || (row.e.state !== 'queued' && row.e.state !== 'running')) return;
  const userId = row.e.userId;
  await update(ctx, userId, exportId, { state: 'running' });
  const file = workFile(ctx, exportId);
  const key = fileKeyOf(exportId);
  try {
    const { bytes } = await buildExportFile(ctx, userId, file, (p) =>
      update(ctx, userId, exportId, { pinsDone: p.pinsDone, pinsTotal: p.pinsTotal }),
    );
    const putFile = ctx.blobs.putFile;
    if (!putFile) throw new Error('The blob store cannot hold exports.');
    await putFile.call(ctx.blobs, key, file, 'application/zip');
    const finishedAt = ctx.now();
    // read before the transaction: on PGlite a read beside an open transaction waits for it
    const settings = await loadInstanceSettings(ctx.db);
    const w = mailWriter(mailLocale(row.locale, settings.defaultLanguage));
    const marked = await ctx.db.transaction(async (tx) => {
      const done = await tx
        .update(dataExports)
        .set({ state: 'ready', fileKey: key, bytes, finishedAt, expiresAt: expiryOf(finishedAt) })
        .where(eq(dataExports.id, exportId))
        .returning({ id: dataExports.id });
      if (done.length > 0 && row.email) {
        await queueMail(ctx, readyMail(ctx, settings.name, row.email, row.username, exportId, w), {
          tx,
        });
      }
      return done.length > 0;
    });
    await noteChanges([userTag(userId)]);
    // the account was deleted while the ZIP was built
    if (!marked) await ctx.blobs.delete(key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await update(ctx, userId, exportId, {
      state: 'failed',
      error: reason.slice(0, 500),
      finishedAt: ctx.now(),
    });
    await ctx.blobs.delete(key).catch(() => {});
  } finally {
    await rm(file, { force: true });
  }
}

function readyMail(
  ctx: Ctx,
  site: string,
  to: string,
  username: string,
  exportId: number,
  w: MailWriter,
) {
  const url = `${ctx.publicOrigin}/settings/data/`;
  const link = `${ctx.publicOrigin}${downloadPath(exportId)}`;
  const days = Math.round(EXPORT_KEPT_MS / 86_400_000);
  return {
    to,
    ...composeMail(w, w.say('mail.export.subject', { site }), [
      w.say('mail.hiName', { name: username }),
      w.say('mail.export.ready', { site, count: days }),
      { text: w.say('mail.export.link'), href: link },
      w.say('mail.export.findIt'),
      { text: w.say('mail.export.settings'), href: url },
    ]),
  };
}
