import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSource } from '#domain/imports/import-item';
import type { Ctx } from '#server/context';
import { boards, imports, pins } from '#server/db/schema/index';
import { actingAs } from '#server/services/accounts/viewer';
import { createImport, importFailures } from '#server/services/imports/imports';
import type { PinryAccess } from '#server/services/imports/pinry-api';
import { runImport } from '#server/services/imports/run';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { errorOf, rr, signedUp } from './auth-support.ts';
import { importAppOptions, PINRY_TOKEN, webFixture, webHost } from './import-support.ts';

// Decision 053 (Sources): Pinry (saved answers and its live API), Karakeep's export and a
// browser's bookmarks imported: boards, links, dates, pictures found on bookmarked pages when
// the import runs, failures with reasons, and the same import twice adds nothing.

describe.each(dbKinds())('the web sources imported on %s', (kind) => {
  let t: TestApp;
  let web: ReturnType<typeof webHost>;
  let port: number;

  beforeAll(async () => {
    web = webHost();
    port = await web.listen();
    t = await createTestApp(kind, importAppOptions(port));
  });
  afterAll(async () => {
    await t?.close();
    await web?.close();
  });

  const db = () => t.tessera.database.db;
  async function person(): Promise<{ me: Ctx; id: number }> {
    const p = await signedUp(t);
    const id = Number(p.id);
    return { me: (await actingAs(t.tessera.systemCtx(), id)) as Ctx, id };
  }
  const pinsOf = (id: number) =>
    db()
      .select()
      .from(pins)
      .where(and(eq(pins.pinnerId, id), isNull(pins.deletedAt)))
      .orderBy(pins.createdAt, pins.id);
  const boardNames = async (id: number) =>
    (await db().select().from(boards).where(eq(boards.ownerId, id))).map((b) => b.name).sort();
  async function imported(me: Ctx, source: ImportSource, input: Buffer | PinryAccess) {
    const { id } = await createImport(me, source, input, { start: true });
    await jobsSettled(t.tessera, 60_000);
    const [row] = await db()
      .select()
      .from(imports)
      .where(eq(imports.id, id as number));
    return row as typeof imports.$inferSelect;
  }
  const boardOf = async (boardId: number | null) =>
    boardId === null
      ? null
      : (await db().select().from(boards).where(eq(boards.id, boardId)))[0]?.name;

  it('browser bookmarks: folders are boards, each page’s picture and title are found when it runs, ADD_DATE is the date; twice adds nothing', async () => {
    const { me, id } = await person();
    const file = await webFixture('bookmarks.html', port);
    expect(await createImport(me, 'bookmarks', file, { start: false })).toEqual({
      id: null,
      preview: { boards: 2, pins: 4, duplicates: 0, unreadable: 1 },
    });
    // the preview reads no page: only the import does
    expect(web.hits.filter((h) => h.startsWith('/page/'))).toEqual([]);

    const row = await imported(me, 'bookmarks', file);
    expect(row).toMatchObject({ state: 'done', total: 5, imported: 3, failed: 2, skipped: 0 });
    const got = await pinsOf(id);
    expect(
      await Promise.all(
        got.map(async (p) => [
          p.title,
          p.link,
          p.createdAt.toISOString().slice(0, 10),
          await boardOf(p.boardId),
        ]),
      ),
    ).toEqual([
      ['Tomato soup & bread', `http://127.0.0.1:${port}/page/1`, '2020-01-01', 'Bookmarks bar'],
      ['Page 2', `http://127.0.0.1:${port}/page/2`, '2020-02-01', 'Soups'],
      ["Loose 'page'", `http://127.0.0.1:${port}/page/3`, expect.any(String), null],
    ]);
    expect(await boardNames(id)).toEqual(['Bookmarks bar', 'Soups']);
    expect((await importFailures(me, row.id)).map((f) => [f.title, f.reason])).toEqual([
      ['A page with no picture', 'Tessera found no picture on that page.'],
      [
        'Most visited',
        'This bookmark is not a web page (only http and https addresses can be pins).',
      ],
    ]);

    const again = await imported(me, 'bookmarks', file);
    expect(again).toMatchObject({ state: 'done', imported: 0, skipped: 3, failed: 2 });
    expect(await pinsOf(id)).toHaveLength(3);
  });

  it('Karakeep: links on their lists’ boards with their notes and dates; notes and stored files are in the report', async () => {
    const { me, id } = await person();
    const file = await webFixture('karakeep.json', port);
    const row = await imported(me, 'karakeep', file);
    expect(row).toMatchObject({ state: 'done', total: 5, imported: 2, failed: 3, skipped: 0 });
    const got = await pinsOf(id);
    expect(got.map((p) => [p.title, p.description, p.createdAt.toISOString()])).toEqual([
      ['Roasted leeks', 'Try with mustard.', '2024-01-01T00:00:00.000Z'],
      ['Page 5', '', '2024-02-01T00:00:00.000Z'],
    ]);
    expect(await boardNames(id)).toEqual(['Recipes', 'Smart']);
    expect((await importFailures(me, row.id)).map((f) => f.reason)).toEqual([
      'Tessera found no picture on that page.',
      'A Karakeep note is text only: it has no picture to pin.',
      'Karakeep’s export leaves out the pictures and files it stored, so this one cannot come.',
    ]);
    expect(await imported(me, 'karakeep', file)).toMatchObject({ imported: 0, skipped: 2 });
  });

  it('Pinry’s saved answers and its live API bring the same pins: the instance’s picture, the page as link, boards', async () => {
    const a = await person();
    const fromFile = await imported(a.me, 'pinry', await webFixture('pinry.json', port));
    expect(fromFile).toMatchObject({ state: 'done', total: 3, imported: 2, failed: 1 });
    const b = await person();
    const access = { address: `http://127.0.0.1:${port}/`, token: PINRY_TOKEN };
    const fromApi = await imported(b.me, 'pinry', access);
    expect(fromApi).toMatchObject({ state: 'done', total: 3, imported: 2, failed: 1 });
    for (const who of [a, b]) {
      const got = await pinsOf(who.id);
      expect(
        await Promise.all(got.map(async (p) => [p.description, p.link, await boardOf(p.boardId)])),
      ).toEqual([
        ['Sourdough, third try', 'https://bakery.example/sourdough', 'Bread'],
        ['Uploaded straight to Pinry', null, null],
      ]);
    }
    expect((await importFailures(b.me, fromApi.id)).map((f) => f.reason)).toEqual([
      expect.stringMatching(/^The picture could not be fetched: .*404/),
    ]);
    expect(await imported(b.me, 'pinry', access)).toMatchObject({ imported: 0, skipped: 2 });
  });

  it('a person’s request reaches no private address: not a Pinry, not a bookmarked page', async () => {
    const { me, id } = await person();
    const guarded = { ...me, urlFetch: { ...me.urlFetch, trust: null } } as Ctx;
    await expect(
      createImport(
        guarded,
        'pinry',
        { address: `http://127.0.0.1:${port}`, token: PINRY_TOKEN },
        { start: false },
      ),
    ).rejects.toMatchObject({
      httpStatus: 400,
      message: 'Tessera cannot reach a Pinry at that address.',
    });
    // stored without its job, then run as the job runs it but with no host trusted
    const { id: importId } = await createImport(
      { ...me, jobs: undefined } as Ctx,
      'bookmarks',
      await webFixture('bookmarks.html', port),
      { start: true },
    );
    await runImport(t.tessera.systemCtx(), importId as number, { fetch: { trust: null } });
    expect(await pinsOf(id)).toEqual([]);
    expect((await importFailures(me, importId as number))[0]?.reason).toMatch(
      /^The page could not be read: .*cannot open pages/,
    );
  });

  it('bad files and a refused token get a readable 400 and store nothing', async () => {
    const { me, id } = await person();
    const refused = async (source: ImportSource, input: Buffer | PinryAccess) =>
      createImport(me, source, input, { start: true }).then(
        () => null,
        (e) => ({
          status: (e as { httpStatus?: number }).httpStatus,
          message: (e as Error).message,
        }),
      );
    expect(await refused('karakeep', Buffer.from('{"bookmarks": ['))).toEqual({
      status: 400,
      message: expect.stringContaining('not a Karakeep export'),
    });
    expect(await refused('pinry', Buffer.from('[{"name": 1}]'))).toEqual({
      status: 400,
      message: expect.stringContaining('not Pinry’s data'),
    });
    expect(await refused('bookmarks', Buffer.from('{"not": "html"}'))).toEqual({
      status: 400,
      message: expect.stringContaining('not a bookmarks file'),
    });
    expect(
      await refused('bookmarks', Buffer.from('<DL><DT><A HREF="javascript:x">x</A></DL>')),
    ).toEqual({
      status: 400,
      message: 'That file holds no pins to import.',
    });
    expect(await refused('pinry', { address: `http://127.0.0.1:${port}`, token: 'wrong' })).toEqual(
      {
        status: 400,
        message: 'Your Pinry refused that token.',
      },
    );
    expect(await refused('pinry', { address: 'not an address', token: 'x' })).toMatchObject({
      status: 400,
    });
    expect(await db().select().from(imports).where(eq(imports.userId, id))).toEqual([]);
  });

  it('over HTTP, Pinry is previewed from the fields address and token; a wrong token is a readable 400', async () => {
    const { client } = await signedUp(t);
    const B = 'tessera-fields';
    const send = (fields: Record<string, string>) =>
      t.tessera.app.inject({
        method: 'POST',
        url: '/v3/imports/?source=pinry',
        headers: client.headers({
          origin: 'http://localhost',
          'content-type': `multipart/form-data; boundary=${B}`,
          ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
        }),
        payload: `${Object.entries(fields)
          .map(([k, v]) => `--${B}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('')}--${B}--\r\n`,
      });
    const address = `http://127.0.0.1:${port}`;
    const ok = await send({ address, token: PINRY_TOKEN });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(rr(ok).data).toEqual({
      id: null,
      preview: { boards: 1, pins: 3, duplicates: 0, unreadable: 0 },
    });
    const wrong = await send({ address, token: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe('Your Pinry refused that token.');
    const nothing = await send({});
    expect(errorOf(nothing).message).toBe(
      'Enter your Pinry’s address and token, or choose its saved answers to import.',
    );
  });
});
