import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type ImportItem,
  type ImportSource,
  type ImportView,
  importReportPath,
  normalizedLink,
} from '#domain/imports/import-item';
import type { Ctx } from '../../context.ts';
import { importItems, imports, pins } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { createBoardsFirst, deleteStaged } from './import-boards.ts';
import { type PinryAccess, readPinryApi } from './pinry-api.ts';
import {
  checkedImport,
  type ImportInput,
  readImportFile,
  readInMemory,
  sayWords,
} from './read-file.ts';
import type { ReadImport } from './read-zip.ts';

/** What an import will bring, shown before it starts (issue 35's preview). */
export interface ImportPreview {
  boards: number;
  pins: number;
  /** pins whose link is one the person already has a pin for: skipped */
  duplicates: number;
  /** records the file has that cannot become a pin */
  unreadable: number;
}

/** An import as its person and the CLI see it. */
export interface ImportStatus {
  id: number;
  source: string;
  state: string;
  total: number;
  imported: number;
  failed: number;
  skipped: number;
  createdAt: string;
  finishedAt: string | null;
}

const ITEM_CHUNK = 500;

/** The normalized links of the person's live pins: a pin with one of these is a duplicate. */
export async function linksOfPins(ctx: Ctx, userId: number): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ link: pins.link })
    .from(pins)
    .where(and(eq(pins.pinnerId, userId), isNull(pins.deletedAt)));
  const out = new Set<string>();
  for (const r of rows) {
    const n = normalizedLink(r.link);
    if (n) out.add(n);
  }
  return out;
}

/**
 * Issue 35: reads a source's file (or a Pinry's API) for the signed-in person. With `start`, the import and its
 * items are stored and its job queued in one transaction, so either all of it exists or none;
 * without, nothing is stored (the preview). A person has one import under way at a time.
 */
export async function createImport(
  ctx: Ctx,
  source: ImportSource,
  input: ImportInput | PinryAccess,
  opts: { start: boolean },
): Promise<{ preview: ImportPreview; id: number | null }> {
  const me = requireUser(ctx, tr(ctx, 'errors.imports.logIn'));
  // a running Pinry is read through its API (decision 053, Sources); every other source is a file
  const read =
    Buffer.isBuffer(input) || 'path' in input
      ? await readImportFile(source, input, {
          pinterestImageHost: ctx.config.pinterestImageHost,
          reader: ctx,
        })
      : readInMemory(checkedImport(await readPinryApi(input, ctx.urlFetch ?? {}, ctx), ctx));
  try {
    return await previewOrStart(ctx, me, source, read, opts.start);
  } finally {
    read.close();
  }
}

async function previewOrStart(
  ctx: Ctx,
  me: number,
  source: ImportSource,
  read: ReadImport,
  start: boolean,
): Promise<{ preview: ImportPreview; id: number | null }> {
  let parsed = read.parsed;
  const links = await linksOfPins(ctx, me);
  const preview: ImportPreview = {
    boards: parsed.boards.length,
    pins: parsed.items.length,
    duplicates: parsed.items.filter((i) => {
      const n = normalizedLink(i.link);
      return n !== null && links.has(n);
    }).length,
    unreadable: parsed.unreadable.length,
  };
  if (!start) return { preview, id: null };
  // decision 054: a ZIP's pictures go to the blob store first, and leave it if the start fails
  const staged = await read.stage(ctx.blobs);
  parsed = staged.parsed;
  const secretBoards = new Set(parsed.boards.filter((b) => b.secret).map((b) => b.name));
  const id = await ctx.db
    .transaction(async (tx) => {
      const busy = await tx
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.userId, me), inArray(imports.state, ['queued', 'running'])))
        .limit(1);
      if (busy.length) {
        throw new AppError('conflict', tr(ctx, 'errors.imports.underWay'));
      }
      const [row] = await tx
        .insert(imports)
        .values({
          userId: me,
          source,
          total: parsed.items.length + parsed.unreadable.length,
          failed: parsed.unreadable.length,
          createdAt: ctx.now(),
        })
        .returning({ id: imports.id });
      if (!row) throw new Error('import insert returned nothing');
      const items = parsed.items.map((item): { item: ImportItem } => ({
        item: { ...item, secret: item.board !== null && secretBoards.has(item.board) },
      }));
      const all = [
        ...items.map((x) => ({ status: 'pending', item: x.item, reason: null })),
        ...parsed.unreadable.map((u) => ({
          status: 'failed',
          item: { title: sayWords(ctx, u.what) },
          reason: sayWords(ctx, u.reason),
        })),
      ].map((x, seq) => ({ importId: row.id, seq, ...x }));
      for (let i = 0; i < all.length; i += ITEM_CHUNK) {
        await tx.insert(importItems).values(all.slice(i, i + ITEM_CHUNK));
      }
      if (source === 'tessera')
        await createBoardsFirst({ ...ctx, db: tx as Ctx['db'] }, parsed.boards, me);
      await ctx.jobs?.send('import', { importId: row.id }, { tx });
      return row.id;
    })
    .catch(async (e: unknown) => {
      await Promise.all(staged.keys.map((k) => ctx.blobs.delete(k)));
      throw e;
    });
  return { preview, id };
}

function statusOf(row: typeof imports.$inferSelect): ImportStatus {
  return {
    id: row.id,
    source: row.source,
    state: row.state,
    total: row.total,
    imported: row.imported,
    failed: row.failed,
    skipped: row.skipped,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** One of the person's imports; null when there is none (another's is none too). */
export async function getImport(ctx: Ctx, id: number): Promise<ImportStatus | null> {
  const me = requireUser(ctx, tr(ctx, 'errors.imports.logIn'));
  const [row] = await ctx.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, me)))
    .limit(1);
  return row ? statusOf(row) : null;
}

/** An import's items that did not become pins, in file order, with their reasons (the report). */
export async function importFailures(
  ctx: Ctx,
  id: number,
): Promise<{ title: string; board: string | null; link: string | null; reason: string }[]> {
  const found = await getImport(ctx, id);
  if (!found) return [];
  const rows = await ctx.db
    .select({ item: importItems.item, reason: importItems.reason })
    .from(importItems)
    .where(and(eq(importItems.importId, id), eq(importItems.status, 'failed')))
    .orderBy(importItems.seq);
  return rows.map((r) => {
    const item = r.item as Partial<ImportItem>;
    return {
      title: item.title ?? '',
      board: item.board ?? null,
      link: item.link ?? null,
      reason: r.reason ?? '',
    };
  });
}

function viewOf(row: typeof imports.$inferSelect): ImportView {
  return {
    id: row.id,
    state: row.state as ImportView['state'],
    total: row.total,
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    createdAt: row.createdAt.toISOString(),
    reportPath: row.failed > 0 ? importReportPath(row.id) : null,
  };
}

/** The person's newest import, for Settings → Import; null when they have none. */
export async function latestImport(ctx: Ctx): Promise<ImportView | null> {
  const me = requireUser(ctx, tr(ctx, 'errors.imports.logIn'));
  const [row] = await ctx.db
    .select()
    .from(imports)
    .where(eq(imports.userId, me))
    .orderBy(desc(imports.id))
    .limit(1);
  return row ? viewOf(row) : null;
}

/**
 * Stops the person's import under way: the run sees it before its next batch (decision 053);
 * what came stays. A 404 when they have none under way.
 */
export async function cancelImport(ctx: Ctx): Promise<ImportView> {
  const me = requireUser(ctx, tr(ctx, 'errors.imports.logIn'));
  const [row] = await ctx.db
    .update(imports)
    .set({ state: 'cancelled', finishedAt: ctx.now() })
    .where(and(eq(imports.userId, me), inArray(imports.state, ['queued', 'running'])))
    .returning();
  if (!row) throw notFound(tr(ctx, 'errors.imports.noneUnderWay'));
  await deleteStaged(ctx, row.id);
  return viewOf(row);
}
