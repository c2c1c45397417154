import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  clippedBoard,
  clippedTexts,
  type ImportItem,
  normalizedLink,
} from '#domain/imports/import-item';
import { checkPinLink } from '#domain/pins/pin-input';
import type { Ctx } from '../../context.ts';
import { boards, importItems, imports, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fetchImageUrl, UrlFetchError, type UrlFetchOptions } from '../../images/fetch-url.ts';
import { ImageError, ingestImage, keepOriginal, type StoredImage } from '../../images/pipeline.ts';
import type { Tx } from '../accounts/sessions.ts';
import { actingAs } from '../accounts/viewer.ts';
import { createBoard } from '../boards/write.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { insertPin } from '../pins/write.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { mailLocale } from '../platform/mail-language.ts';
import { deleteStaged, sectionOf } from './import-boards.ts';
import type { ImportStatus } from './imports.ts';
import { Known } from './known.ts';
import { pictureOfPage } from './page-picture.ts';
import {
  type PinToWrite,
  type Settled,
  settleRows,
  storeImageRows,
  writePins,
} from './write-batch.ts';

/** Items worked through between two looks at whether the import was cancelled. */
const BATCH = 25;
/**
 * Items whose pictures are fetched and ingested ahead of their turn: the network, sharp's
 * threads and the database each have work at once (issue 35's 50 items a second).
 */
const READ_AHEAD = 4;

interface Run {
  known: Known;
  boardIds: Map<string, number>;
  opts: RunImportOptions;
}

type Outcome =
  | { status: 'imported'; pinId: number }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

/** The person's boards by name (case aside), so an import reuses a board they already have. */
async function boardsByName(ctx: Ctx, userId: number): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ id: boards.id, name: boards.name })
    .from(boards)
    .where(and(eq(boards.ownerId, userId), isNull(boards.deletedAt)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** Decision 064: the report is said in its person's language (their account's, as their mail). */
async function ownersLanguage(ctx: Ctx, userId: number): Promise<string> {
  const [u] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return mailLocale(u?.locale, (await loadInstanceSettings(ctx.db)).defaultLanguage);
}

function reasonOf(as: Reader, e: unknown): string | null {
  if (e instanceof UrlFetchError) return tr(as, 'errors.imports.notFetched', { why: e.message });
  if (e instanceof ImageError) return tr(as, 'errors.imports.notRead', { why: e.message });
  if (e instanceof AppError && e.httpStatus < 500) return e.message;
  return null;
}

export interface RunImportOptions {
  /** how pictures are fetched (tests and the CLI's --trust-image-host trust a local host) */
  fetch?: Partial<UrlFetchOptions>;
  /** called after each batch with the counts so far */
  onProgress?: (status: Pick<ImportStatus, 'total' | 'imported' | 'failed' | 'skipped'>) => void;
}

/**
 * Issue 35: works through an import's pending items in file order, each in its own transaction
 * with its counts, so a crash or a stop resumes at the first item not done; a cancel is seen
 * between batches. Each item is skipped when the person has a pin with its link or a picture
 * within 6 bits of it (an earlier run of the same file included), fails with a reason a person
 * reads when its picture cannot be fetched or read, and is otherwise a pin on its board (made
 * once, or the person's own of that name) with the source's date.
 */
export async function runImport(ctx: Ctx, importId: number, opts: RunImportOptions = {}) {
  const [imp] = await ctx.db.select().from(imports).where(eq(imports.id, importId)).limit(1);
  if (!imp || !['queued', 'running'].includes(imp.state)) return;
  const acting = await actingAs(ctx, imp.userId);
  if (!acting) return;
  const as: Ctx = { ...acting, locale: await ownersLanguage(ctx, imp.userId) };
  await ctx.db.update(imports).set({ state: 'running' }).where(eq(imports.id, importId));
  const known = await Known.of(as, imp.userId);
  const boardIds = await boardsByName(as, imp.userId);
  const run: Run = { known, boardIds, opts };
  const pendingAfter = (seq: number) =>
    ctx.db
      .select({ seq: importItems.seq, item: importItems.item })
      .from(importItems)
      .where(
        and(
          eq(importItems.importId, importId),
          eq(importItems.status, 'pending'),
          gt(importItems.seq, seq),
        ),
      )
      .orderBy(importItems.seq)
      .limit(BATCH);
  let batch = await pendingAfter(-1);
  let ready = prepareAll(as, batch, run);
  while (batch.length) {
    const prepared = await ready;
    const [now] = await ctx.db
      .select({ state: imports.state })
      .from(imports)
      .where(eq(imports.id, importId));
    if (now?.state !== 'running') return void (await deleteStaged(ctx, importId));
    // the next batch's pictures are fetched and ingested while this one is written
    const following = await pendingAfter(batch.at(-1)?.seq ?? -1);
    ready = prepareAll(as, following, run);
    // one transaction a batch: its pictures' rows, its pins and their counts in a few
    // statements (or a savepoint an item when one is refused); anything else rolls the batch
    // back, and the job's next run resumes at its start
    const added = await as.db.transaction(async (tx) => {
      const inTx = { ...as, db: tx as Ctx['db'] };
      const fresh = await storeImageRows(
        tx,
        prepared.flatMap((p) => ('stored' in p ? [p.stored] : [])),
      );
      const counts = await settleBatch(inTx, importId, batch, prepared, run);
      await tx
        .update(imports)
        .set({
          imported: sql`${imports.imported} + ${counts.imported}`,
          skipped: sql`${imports.skipped} + ${counts.skipped}`,
          failed: sql`${imports.failed} + ${counts.failed}`,
        })
        .where(eq(imports.id, importId));
      return fresh;
    });
    // decision 048: a new picture's card and closeup sizes are made off the import's path
    for (const signature of added) {
      await ctx.jobs?.send('image-variants', { signature }).catch(() => {});
    }
    // decision 091: one run finds the look-alikes of the batch's new pictures
    if (added.length) await ctx.jobs?.send('image-alikes', {}).catch(() => {});
    // decision 039: pins and boards were added outside a request; pages kept anywhere learn it
    await bumpDataVersion();
    const [counts] = await ctx.db.select().from(imports).where(eq(imports.id, importId));
    if (counts) opts.onProgress?.(counts);
    batch = following;
  }
  await ctx.db
    .update(imports)
    .set({ state: 'done', finishedAt: ctx.now() })
    .where(and(eq(imports.id, importId), eq(imports.state, 'running')));
  await deleteStaged(ctx, importId);
}

type Counts = Record<Outcome['status'], number>;

/**
 * A batch's items settled in file order on `as`'s transaction. Skips and failures are decided
 * up front (an earlier item of the batch counts as the person's), and the pins are written
 * together (`writePins`) on a savepoint; when that is refused, it is rolled back and the items
 * are settled again one at a time, each on its own savepoint, so a bad item only fails itself.
 */
async function settleBatch(
  as: Ctx,
  importId: number,
  rows: { seq: number }[],
  prepared: Prepared[],
  run: Run,
): Promise<Counts> {
  const counts: Counts = { imported: 0, skipped: 0, failed: 0 };
  const mark = run.known.mark();
  const settled: Settled[] = [];
  const wanted: { seq: number; item: ImportItem; signature: string }[] = [];
  for (const [i, row] of rows.entries()) {
    const p = prepared[i] as Prepared;
    const link = normalizedLink(p.item.link);
    const skip = (reason: string) =>
      settled.push({ seq: row.seq, status: 'skipped', reason, pinId: null });
    if ('known' in p || run.known.hasLink(link)) skip(tr(as, 'errors.imports.haveLink'));
    else if ('error' in p) {
      const reason = reasonOf(as, p.error);
      if (reason === null) throw p.error;
      settled.push({ seq: row.seq, status: 'failed', reason, pinId: null });
    } else if (run.known.hasPicture(p.stored.phash)) skip(tr(as, 'errors.imports.havePicture'));
    else {
      wanted.push({ seq: row.seq, item: p.item, signature: p.stored.signature });
      run.known.add(link, p.stored.phash);
    }
  }
  try {
    const made = await as.db.transaction(async (sp) => {
      const inSp = { ...as, db: sp as Ctx['db'] };
      const boardIds = new Map(run.boardIds);
      const madeBoards: { key: string; id: number }[] = [];
      const toWrite: PinToWrite[] = [];
      for (const w of wanted) {
        const place = await placeOf(inSp, w.item, boardIds);
        if (place.board) {
          boardIds.set(place.board.key, place.board.id);
          madeBoards.push(place.board);
        }
        toWrite.push({ ...w, boardId: place.boardId, sectionId: place.sectionId });
      }
      settled.push(...(await writePins(inSp, sp, toWrite)));
      await settleRows(sp, importId, settled);
      return madeBoards;
    });
    for (const b of made) run.boardIds.set(b.key, b.id);
    for (const s of settled) counts[s.status] += 1;
  } catch {
    run.known.undo(mark);
    for (const [i, row] of rows.entries()) {
      counts[await settleOne(as, importId, row.seq, prepared[i] as Prepared, run)] += 1;
    }
  }
  return counts;
}

/** Every item of `rows` prepared, READ_AHEAD at a time, in their order. */
async function prepareAll(as: Ctx, rows: { item: unknown }[], run: Run): Promise<Prepared[]> {
  const out: Prepared[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      out[i] = await prepareOne(as, rows[i]?.item as ImportItem, run);
    }
  };
  await Promise.all(Array.from({ length: READ_AHEAD }, worker));
  return out;
}

async function stagedPicture(as: Ctx, key: string): Promise<Buffer> {
  const bytes = await as.blobs.get(key);
  if (!bytes) throw new AppError('not_found', tr(as, 'errors.imports.pictureGone'));
  return bytes;
}

/** An item's picture read and stored (or why not), before its turn to become a pin. */
type Prepared =
  | { item: ImportItem; stored: StoredImage }
  | { item: ImportItem; known: true }
  | { item: ImportItem; error: unknown };

/**
 * The slow half of an item, which may run ahead of its turn: its picture fetched (or found on
 * its page, or taken from the staging store) and ingested. Nothing here is the person's yet: the
 * stored original is only a blob and its image row until the item's own transaction makes a pin.
 */
async function prepareOne(as: Ctx, item: ImportItem, run: Run): Promise<Prepared> {
  try {
    if (run.known.hasLink(normalizedLink(item.link))) return { item, known: true };
    let picture: Buffer;
    if (item.blob) {
      // decision 054: a ZIP's picture was staged in the blob store when the import started
      picture = await stagedPicture(as, item.blob);
    } else if (item.page) {
      // a bookmark names its page only: the picture (and a missing title) are found on it
      const found = await pictureOfPage(as, item.page, run.opts.fetch);
      picture = found.bytes;
      item = { ...item, title: item.title || found.title };
    } else {
      picture = await fetchImageUrl(item.imageUrl, { ...as.urlFetch, ...run.opts.fetch });
    }
    const stored = await (item.sha256 ? keepOriginal : ingestImage)(as.blobs, picture);
    return { item, stored };
  } catch (error) {
    return { item, error };
  }
}

/**
 * The item's turn, in file order: skipped when the person has (or an earlier item of this
 * import made) a pin with its link or a picture within a few bits of it, failed with a reason a
 * person reads, else a pin on its board with the item settled in one transaction.
 */
async function settleOne(
  as: Ctx,
  importId: number,
  seq: number,
  prepared: Prepared,
  run: Run,
): Promise<Outcome['status']> {
  const { item } = prepared;
  const link = normalizedLink(item.link);
  let outcome: Outcome;
  if ('known' in prepared || run.known.hasLink(link)) {
    outcome = { status: 'skipped', reason: tr(as, 'errors.imports.haveLink') };
  } else if ('error' in prepared) {
    const reason = reasonOf(as, prepared.error);
    if (reason === null) throw prepared.error;
    outcome = { status: 'failed', reason };
  } else if (run.known.hasPicture(prepared.stored.phash)) {
    outcome = { status: 'skipped', reason: tr(as, 'errors.imports.havePicture') };
  } else {
    const { stored } = prepared;
    try {
      const added = await as.db.transaction(async (tx) => {
        const made = await addPin(
          { ...as, db: tx as Ctx['db'] },
          item,
          stored.signature,
          run.boardIds,
        );
        await settle(tx, importId, seq, { status: 'imported', pinId: made.pinId });
        return made;
      });
      // a board made in a transaction that rolled back does not exist: known only once committed
      if (added.board) run.boardIds.set(added.board.key, added.board.id);
      run.known.add(link, stored.phash);
      return 'imported';
    } catch (e) {
      const reason = reasonOf(as, e);
      if (reason === null) throw e;
      outcome = { status: 'failed', reason };
    }
  }
  await settle(as.db, importId, seq, outcome);
  return outcome.status;
}

type Place = { boardId: number | null; sectionId: number | null };

/**
 * The item's board and section on `as`'s transaction: the person's own of that name, else made
 * (`board` names one made, to be known once its transaction commits).
 */
async function placeOf(
  as: Ctx,
  item: ImportItem,
  boardIds: ReadonlyMap<string, number>,
): Promise<Place & { board: { key: string; id: number } | null }> {
  if (item.board === null) return { boardId: null, sectionId: null, board: null };
  const wanted = clippedBoard({ name: item.board, description: '', secret: item.secret });
  const key = wanted.name.toLowerCase();
  let boardId = boardIds.get(key) ?? null;
  let board: { key: string; id: number } | null = null;
  if (boardId === null) {
    const made = await createBoard(as, {
      name: wanted.name,
      privacy: wanted.secret ? 'secret' : 'public',
    });
    boardId = Number(made.id);
    board = { key, id: boardId };
  }
  const sectionId = item.section ? await sectionOf(as, boardId, item.section) : null;
  return { boardId, sectionId, board };
}

/** The item's pin (and its board, the first time the board is needed), on `as`'s transaction. */
async function addPin(
  as: Ctx,
  item: ImportItem,
  signature: string,
  boardIds: ReadonlyMap<string, number>,
): Promise<{ pinId: number; board: { key: string; id: number } | null }> {
  const { boardId, sectionId, board } = await placeOf(as, item, boardIds);
  // a link Tessera would refuse from a person is left off; the pin still comes
  const link = checkPinLink(item.link);
  const at = item.createdAt ? new Date(item.createdAt) : null;
  const pin = await insertPin(at ? { ...as, now: () => at } : as, {
    imageSignature: signature,
    boardId,
    sectionId,
    ...clippedTexts(item),
    link: link.ok ? link.link : null,
  });
  return { pinId: Number(pin.id), board };
}

/** The item's outcome on its row (the import's counts are added up a batch at a time). */
async function settle(
  tx: Tx | Ctx['db'],
  importId: number,
  seq: number,
  outcome: Outcome,
): Promise<void> {
  await tx
    .update(importItems)
    .set({
      status: outcome.status,
      reason: 'reason' in outcome ? outcome.reason : null,
      pinId: 'pinId' in outcome ? outcome.pinId : null,
    })
    .where(and(eq(importItems.importId, importId), eq(importItems.seq, seq)));
}
