import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '#domain/i18n/catalogs/en';
import type { Ctx } from '#server/context';
import { boardEvents, boards, importItems, imports, pins } from '#server/db/schema/index';
import { actingAs } from '#server/services/accounts/viewer';
import { createBoard } from '#server/services/boards/write';
import { createImport } from '#server/services/imports/imports';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { signedUp } from './auth-support.ts';
import { imageHost, importAppOptions } from './import-support.ts';

/** an import job writes in English (its ctx has no language) */
const ARCHIVED_BOARD = en['errors.boards.archived'];

// Issue 35's 50 items a second (decision 061): a batch's pins are written together, and when
// one of them is refused the batch is written again a pin at a time, so the refused one fails
// alone with its reason and the rest come as they would have one by one.

/** `n` pins in file order, on the boards `boardOf(i)` names, each its own picture and link. */
function exportOf(n: number, boardOf: (i: number) => string, linkOf = (i: number) => i): string {
  // the picture and link of item i are numbered linkOf(i), so a test's items are new to the last
  const pinsHtml = Array.from({ length: n }, (_, i) => {
    const hash = `0c${String(linkOf(i) + 1).padStart(30, '0')}`;
    return `https://www.pinterest.com/pin/8${i}/<br/>Title: Pin ${i + 1}<br/>Image: ${hash}<br/>Board Name: ${boardOf(i)}<br/>Canonical Link: https://batch.example/${linkOf(i)}<br/>Created at: 2020/01/01 00:00:${String(i % 60).padStart(2, '0')}<br/>`;
  });
  return `<html><body><h1>Pins</h1>${pinsHtml.join('<br/>')}</body></html>`;
}

describe.each(dbKinds())('an import written a batch at a time on %s', (kind) => {
  let t: TestApp;
  let host: ReturnType<typeof imageHost>;
  let me: Ctx;
  let myId: number;

  beforeAll(async () => {
    host = imageHost();
    const port = await host.listen();
    t = await createTestApp(kind, importAppOptions(port));
    myId = Number((await signedUp(t)).id);
    me = (await actingAs(t.tessera.systemCtx(), myId)) as Ctx;
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  const db = () => t.tessera.database.db;
  const run = async (html: string) => {
    const { id } = await createImport(me, 'pinterest', Buffer.from(html), { start: true });
    await jobsSettled(t.tessera, 120_000);
    const [row] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    return row;
  };

  it('pins come in file order with their boards’ counts, a board event each, and a link twice only once', async () => {
    // 60 items over three batches; item 41 repeats item 40's link, in the same batch
    const row = await run(
      exportOf(
        60,
        (i) => `Batch ${i % 3}`,
        (i) => (i === 40 ? 39 : i),
      ),
    );
    expect(row).toMatchObject({ state: 'done', total: 60, imported: 59, skipped: 1, failed: 0 });
    const got = await db()
      .select()
      .from(pins)
      .where(and(eq(pins.pinnerId, myId), isNull(pins.deletedAt)))
      .orderBy(asc(pins.id));
    expect(got.map((p) => p.title)).toEqual(
      Array.from({ length: 60 }, (_, i) => `Pin ${i + 1}`).filter((_, i) => i !== 40),
    );
    const made = await db().select().from(boards).where(eq(boards.ownerId, myId));
    expect(made.map((b) => [b.name, b.pinCount]).sort()).toEqual([
      ['Batch 0', 20],
      ['Batch 1', 19],
      ['Batch 2', 20],
    ]);
    const events = await db().select().from(boardEvents).where(eq(boardEvents.type, 'pin_save'));
    expect(events).toHaveLength(59);
    const items = await db()
      .select()
      .from(importItems)
      .where(eq(importItems.importId, row?.id as number))
      .orderBy(importItems.seq);
    expect(items[40]).toMatchObject({
      status: 'skipped',
      reason: 'You already have a Pin with this link.',
      pinId: null,
    });
    expect(items.filter((i) => i.status === 'imported').map((i) => i.pinId)).toEqual(
      got.map((p) => p.id),
    );
  });

  it('a pin its board refuses fails alone with its reason; the rest of its batch comes', async () => {
    const shut = await createBoard(me, { name: 'Shut away' });
    await db()
      .update(boards)
      .set({ archivedAt: new Date() })
      .where(eq(boards.id, Number(shut.id)));
    const before = await db().select({ id: pins.id }).from(pins);
    // links 100… are new to the person; every third item goes to the archived board
    const row = await run(
      exportOf(
        30,
        (i) => (i % 3 === 0 ? 'Shut away' : 'Open house'),
        (i) => 100 + i,
      ),
    );
    expect(row).toMatchObject({ state: 'done', total: 30, imported: 20, skipped: 0, failed: 10 });
    const items = await db()
      .select()
      .from(importItems)
      .where(eq(importItems.importId, row?.id as number))
      .orderBy(importItems.seq);
    expect(items.filter((i) => i.status === 'failed').map((i) => [i.seq % 3, i.reason])).toEqual(
      Array.from({ length: 10 }, () => [0, ARCHIVED_BOARD]),
    );
    const after = await db().select({ id: pins.id }).from(pins);
    expect(after.length - before.length).toBe(20);
    const [open] = await db().select().from(boards).where(eq(boards.name, 'Open house'));
    expect(open?.pinCount).toBe(20);
    const [shutRow] = await db()
      .select()
      .from(boards)
      .where(eq(boards.id, Number(shut.id)));
    expect(shutRow?.pinCount).toBe(0);
  });
});
