import { readFile } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ITEMS } from '#domain/imports/import-item';
import type { Ctx } from '#server/context';
import { boards, importItems, imports, pins } from '#server/db/schema/index';
import { actingAs } from '#server/services/accounts/viewer';
import {
  cancelImport,
  createImport,
  importFailures,
  latestImport,
} from '#server/services/imports/imports';
import { runImport } from '#server/services/imports/run';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { signedUp } from './auth-support.ts';
import { bigExport, FIXTURE, imageHost, importAppOptions } from './import-support.ts';

// Issue 35 (decision 053): a Pinterest data export imported: its pins on their boards with
// their dates, pictures fetched from the (configurable) image host, failures with reasons,
// duplicates skipped, and a crash resumed where it stopped.

describe.each(dbKinds())('a Pinterest export imported on %s', (kind) => {
  let t: TestApp;
  let host: ReturnType<typeof imageHost>;
  let me: Ctx;
  let myId: number;

  beforeAll(async () => {
    host = imageHost();
    const port = await host.listen();
    t = await createTestApp(kind, importAppOptions(port));
    const person = await signedUp(t);
    myId = Number(person.id);
    me = (await actingAs(t.tessera.systemCtx(), myId)) as Ctx;
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  const db = () => t.tessera.database.db;
  const myPins = () =>
    db()
      .select()
      .from(pins)
      .where(and(eq(pins.pinnerId, myId), isNull(pins.deletedAt)))
      .orderBy(pins.createdAt);
  const myBoards = () =>
    db()
      .select()
      .from(boards)
      .where(and(eq(boards.ownerId, myId), isNull(boards.deletedAt)));

  it('previews what will come and stores nothing; then imports pins, boards, dates and links as a job', async () => {
    const file = await readFile(FIXTURE);
    const preview = await createImport(me, 'pinterest', file, { start: false });
    expect(preview).toEqual({
      id: null,
      preview: { boards: 2, pins: 5, duplicates: 0, unreadable: 1 },
    });
    expect(await db().select().from(imports)).toEqual([]);

    const { id } = await createImport(me, 'pinterest', file, { start: true });
    await jobsSettled(t.tessera, 60_000);
    const [row] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    expect(row).toMatchObject({ state: 'done', total: 6, imported: 4, failed: 2, skipped: 0 });

    const got = await myPins();
    expect(got.map((p) => [p.title, p.createdAt.toISOString(), p.link])).toEqual([
      [
        'Easy roasted tomato soup',
        '2019-10-12T08:30:00.000Z',
        'https://food.example/tomato-soup?utm_source=pinterest',
      ],
      ['Leek and potato', '2020-01-05T19:00:00.000Z', null],
      ['Birthday surprise ideas', '2021-06-01T12:00:00.000Z', 'https://party.example/ideas'],
      ['On my profile', '2023-03-03T03:03:03.000Z', 'https://food.example/profile-pin'],
    ]);
    expect(got[0]?.description).toBe('Roast the tomatoes first & blend.');
    expect(got[0]?.altText).toBe('A bowl of red soup');
    expect(got[3]?.boardId).toBeNull();
    const made = await myBoards();
    expect(made.map((b) => [b.name, b.privacy, b.pinCount]).sort()).toEqual([
      ['Soups', 'public', 2],
      ['Surprise party', 'secret', 1],
    ]);
    expect(got[0]?.boardId).toBe(made.find((b) => b.name === 'Soups')?.id);
  });

  it('the report lists every item that did not come, with its title, board, link and reason', async () => {
    const [row] = await db().select().from(imports);
    const failures = await importFailures(me, row?.id as number);
    expect(failures).toEqual([
      {
        title: 'A picture that is gone',
        board: 'Soups',
        link: 'https://food.example/gone',
        reason: expect.stringMatching(/^The picture could not be fetched: /),
      },
      {
        title: 'https://www.pinterest.com/pin/1005/',
        board: null,
        link: null,
        reason: 'It names no picture Tessera can fetch.',
      },
    ]);
    // another person's import is not theirs to read
    const other = (await actingAs(t.tessera.systemCtx(), Number((await signedUp(t)).id))) as Ctx;
    expect(await importFailures(other, row?.id as number)).toEqual([]);
  });

  it('keeps nothing of the export but the pins: no IP address, e-mail or log-in history', async () => {
    const stored = JSON.stringify(await db().select().from(importItems));
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('maria@example.com');
  });

  it('the same file again duplicates nothing: every pin is skipped as one the person has', async () => {
    const { preview, id } = await createImport(me, 'pinterest', await readFile(FIXTURE), {
      start: true,
    });
    expect(preview.duplicates).toBe(3);
    await jobsSettled(t.tessera, 60_000);
    const [row] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    expect(row).toMatchObject({ state: 'done', imported: 0, skipped: 4, failed: 2 });
    expect(await myPins()).toHaveLength(4);
    expect(await myBoards()).toHaveLength(2);
  });

  it('a run stopped mid-way resumes at the first item not done: each pin once', async () => {
    const file = Buffer.from(bigExport(30, 'Many'));
    // no queue: this test runs the import itself, and stops it after its first batch
    const { id } = await createImport({ ...me, jobs: undefined }, 'pinterest', file, {
      start: true,
    });
    await expect(
      runImport(t.tessera.systemCtx(), id as number, {
        onProgress: () => {
          throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    const [half] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    expect(half?.state).toBe('running');
    expect(half?.imported).toBeGreaterThan(0);
    expect(half?.imported).toBeLessThan(30);
    await runImport(t.tessera.systemCtx(), id as number);
    const [row] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    expect(row).toMatchObject({ state: 'done', imported: 30, skipped: 0, failed: 0 });
    const many = (await myBoards()).find((b) => b.name === 'Many');
    const onIt = await db()
      .select()
      .from(pins)
      .where(eq(pins.boardId, many?.id as number));
    expect(onIt).toHaveLength(30);
    expect(new Set(onIt.map((p) => p.title)).size).toBe(30);
  });

  it('a stopped import brings nothing more; what came stays; there is then nothing to stop', async () => {
    const file = Buffer.from(bigExport(3, 'Stopped'));
    const { id } = await createImport({ ...me, jobs: undefined }, 'pinterest', file, {
      start: true,
    });
    const stopped = await cancelImport(me);
    expect(stopped).toMatchObject({ id, state: 'cancelled', imported: 0 });
    await runImport(t.tessera.systemCtx(), id as number);
    const [row] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    expect(row).toMatchObject({ state: 'cancelled', imported: 0 });
    expect((await myBoards()).some((b) => b.name === 'Stopped')).toBe(false);
    await expect(cancelImport(me)).rejects.toThrow('There is no import of yours under way.');
    expect((await latestImport(me))?.id).toBe(id);
  });

  it('hostile files get a readable error and store nothing', async () => {
    const before = (await db().select().from(imports)).length;
    const refused = async (bytes: Buffer) => {
      try {
        await createImport(me, 'pinterest', bytes, { start: true });
      } catch (e) {
        return { status: (e as { httpStatus?: number }).httpStatus, message: (e as Error).message };
      }
      return null;
    };
    expect(await refused(Buffer.from('{"pins": []}'))).toEqual({
      status: 400,
      message: expect.stringContaining('not a Pinterest data export'),
    });
    expect(
      await refused(Buffer.from('<html><body><h1>Pins</h1><p>nothing</p></body></html>')),
    ).toEqual({
      status: 400,
      message: 'That file holds no pins to import.',
    });
    expect(await refused(Buffer.from('<html><body><h1>Pins<h1><<<<a href='))).toMatchObject({
      status: 400,
    });
    const tooMany = await refused(Buffer.from(bigExport(MAX_IMPORT_ITEMS + 1, 'Huge')));
    expect(tooMany).toEqual({ status: 413, message: expect.stringContaining('at most 20,000') });
    expect(await refused(Buffer.alloc(51 * 1024 * 1024, 32))).toMatchObject({ status: 413 });
    expect((await db().select().from(imports)).length).toBe(before);
  });
});
