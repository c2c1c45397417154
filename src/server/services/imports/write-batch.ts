import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clippedTexts, type ImportItem } from '#domain/imports/import-item';
import { checkPinLink } from '#domain/pins/pin-input';
import { colorFamily } from '#domain/search/search-colors';
import type { Ctx } from '../../context.ts';
import {
  boardEvents,
  boardSections,
  boards,
  images,
  importItems,
  pins,
} from '../../db/schema/index.ts';
import type { StoredImage } from '../../images/pipeline.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { requireConfirmedEmail } from '../instance/joining.ts';
import { textColumns } from '../pins/write.ts';
import { tr } from '../platform/i18n.ts';

/** An item settled in a batch: its row's status, reason and pin. */
export interface Settled {
  seq: number;
  status: 'imported' | 'skipped' | 'failed';
  reason: string | null;
  pinId: number | null;
}

/** An item to become a pin, its board and section already known. */
export interface PinToWrite {
  seq: number;
  item: ImportItem;
  signature: string;
  boardId: number | null;
  sectionId: number | null;
}

/**
 * Issue 35's 50 items a second: a batch's pictures as image rows in one statement (and a phash
 * on a row an earlier upload left without one), as `storeImageRow` writes them one at a time.
 * Answers the signatures that are new, whose card sizes are queued once the batch commits.
 */
export async function storeImageRows(tx: Tx, stored: StoredImage[]): Promise<string[]> {
  const unique = [...new Map(stored.map((s) => [s.signature, s])).values()];
  if (!unique.length) return [];
  const added = await tx
    .insert(images)
    .values(unique.map((s) => ({ ...s, colorFamily: colorFamily(s.dominantColor) })))
    .onConflictDoNothing()
    .returning({ signature: images.signature });
  const rows = unique.map((s) => sql`(${s.signature}, ${s.phash})`);
  await tx.execute(
    sql`update ${images} set phash = v.phash from (values ${sql.join(rows, sql`, `)}) as v(signature, phash)
        where ${images.signature} = v.signature and ${images.phash} is null`,
  );
  return added.map((r) => r.signature);
}

/**
 * The batch's new pins in a few statements, as `insertPin` writes each (its checks, the pin, its
 * board's and section's counts, the `pin_save` board event). Anything one pin would have been
 * refused for throws, and the caller writes the batch again a pin at a time, each on its own
 * savepoint, so a refused item fails alone with its reason.
 */
export async function writePins(ctx: Ctx, tx: Tx, wanted: PinToWrite[]): Promise<Settled[]> {
  if (!wanted.length) return [];
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  await requireConfirmedEmail(ctx);
  const boardIds = [...new Set(wanted.map((w) => w.boardId).filter((id) => id !== null))];
  if (boardIds.length) {
    // the person's own live boards that take pins: anything else is the one-at-a-time path's
    const mine = await tx
      .select({ id: boards.id })
      .from(boards)
      .where(
        and(
          inArray(boards.id, boardIds),
          eq(boards.ownerId, me),
          isNull(boards.deletedAt),
          isNull(boards.archivedAt),
        ),
      );
    if (mine.length !== boardIds.length) throw new Error('a board is not the importer’s own');
  }
  const now = ctx.now();
  const values = wanted.map((w) => {
    const link = checkPinLink(w.item.link);
    const at = w.item.createdAt ? new Date(w.item.createdAt) : now;
    return {
      pinnerId: me,
      boardId: w.boardId,
      sectionId: w.sectionId,
      imageSignature: w.signature,
      ...textColumns({ ...clippedTexts(w.item), link: link.ok ? link.link : null }),
      createdAt: at,
      updatedAt: at,
    };
  });
  // rows come back in the order they were given: identities are drawn in that order
  const made = await tx.insert(pins).values(values).returning({ id: pins.id });
  if (made.length !== values.length) throw new Error('pin insert returned too few rows');
  const byBoard = new Map<number, { n: number; at: Date }>();
  const bySection = new Map<number, number>();
  const events: (typeof boardEvents.$inferInsert)[] = [];
  for (const [i, v] of values.entries()) {
    if (v.boardId === null) continue;
    byBoard.set(v.boardId, { n: (byBoard.get(v.boardId)?.n ?? 0) + 1, at: v.createdAt });
    if (v.sectionId !== null) bySection.set(v.sectionId, (bySection.get(v.sectionId) ?? 0) + 1);
    events.push({
      boardId: v.boardId,
      actorId: me,
      type: 'pin_save',
      data: { pinId: made[i]?.id, sectionId: v.sectionId },
    });
  }
  if (byBoard.size) {
    const rows = [...byBoard].map(
      ([id, c]) => sql`(${id}::bigint, ${c.n}::int, ${c.at.toISOString()}::timestamptz)`,
    );
    await tx.execute(
      sql`update ${boards} set pin_count = ${boards.pinCount} + v.n, last_pinned_at = v.at
          from (values ${sql.join(rows, sql`, `)}) as v(id, n, at) where ${boards.id} = v.id`,
    );
  }
  if (bySection.size) {
    const rows = [...bySection].map(([id, n]) => sql`(${id}::bigint, ${n}::int)`);
    await tx.execute(
      sql`update ${boardSections} set pin_count = ${boardSections.pinCount} + v.n
          from (values ${sql.join(rows, sql`, `)}) as v(id, n) where ${boardSections.id} = v.id`,
    );
  }
  if (events.length) await tx.insert(boardEvents).values(events);
  return wanted.map((w, i) => ({
    seq: w.seq,
    status: 'imported',
    reason: null,
    pinId: made[i]?.id ?? null,
  }));
}

/** The batch's items settled on their rows in one statement (the import's counts aside). */
export async function settleRows(tx: Tx, importId: number, settled: Settled[]): Promise<void> {
  if (!settled.length) return;
  const rows = settled.map(
    (s) => sql`(${s.seq}::int, ${s.status}::text, ${s.reason}::text, ${s.pinId}::bigint)`,
  );
  await tx.execute(
    sql`update ${importItems} set status = v.status, reason = v.reason, pin_id = v.pin_id
        from (values ${sql.join(rows, sql`, `)}) as v(seq, status, reason, pin_id)
        where ${importItems.importId} = ${importId} and ${importItems.seq} = v.seq`,
  );
}
