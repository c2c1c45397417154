import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { FIXTURE, imageHost, importAppOptions } from './import-support.ts';
import { BOUNDARY, multipart } from './pin-support.ts';

// Issue 35 (decision 053) over HTTP: POST /v3/imports/ previews or starts an import of an
// uploaded export; GET /settings/import/{id}/report.csv is its report, to its owner only.

describe.each(dbKinds())('the import API on %s', (kind) => {
  let t: TestApp;
  let host: ReturnType<typeof imageHost>;
  let me: Client;
  let other: Client;

  beforeAll(async () => {
    host = imageHost();
    const port = await host.listen();
    t = await createTestApp(kind, importAppOptions(port));
    ({ client: me } = await signedUp(t));
    ({ client: other } = await signedUp(t));
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  function send(as: Client, query: string, file: Buffer | null, type = 'text/html') {
    return t.tessera.app.inject({
      method: 'POST',
      url: `/v3/imports/${query}`,
      headers: as.headers({
        origin: 'http://localhost',
        'content-type': file ? `multipart/form-data; boundary=${BOUNDARY}` : 'application/json',
        ...(as.csrf ? { 'x-csrf-token': as.csrf } : {}),
      }),
      payload: file ? multipart(file, 'pinterest.html', type) : '{}',
    });
  }
  const report = (as: Client, id: number) =>
    t.tessera.app.inject({
      method: 'GET',
      url: `/settings/import/${id}/report.csv`,
      headers: as.headers(),
    });

  it('a visitor is asked to log in; a missing or unknown source and a body that is no file are 4xx', async () => {
    const file = await readFile(FIXTURE);
    const visitor = await send(new Client(t), '?source=pinterest', file);
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).message).toBe('Log in to import your Pins');
    expect((await send(me, '', file)).statusCode).toBe(400);
    expect(errorOf(await send(me, '?source=myspace', file)).message).toContain(
      'source must be one of',
    );
    expect((await send(me, '?source=pinterest', null)).statusCode).toBe(415);
  });

  it('previews an export and stores nothing; with start=1 imports it as a job', async () => {
    const file = await readFile(FIXTURE);
    const preview = await send(me, '?source=pinterest', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(rr(preview).data).toEqual({
      id: null,
      preview: { boards: 2, pins: 5, duplicates: 0, unreadable: 1 },
    });
    expect(await t.tessera.database.db.select().from(imports)).toEqual([]);

    const started = await send(me, '?source=pinterest&start=1', file);
    expect(started.statusCode, started.body).toBe(200);
    const id = (rr(started).data as { id: number }).id;
    await jobsSettled(t.tessera, 60_000);
    const [row] = await t.tessera.database.db.select().from(imports).where(eq(imports.id, id));
    expect(row).toMatchObject({ state: 'done', imported: 4, failed: 2 });

    const csv = await report(me, id);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="tessera-import-${id}-report.csv"`,
    );
    const rows = parse(csv.body) as string[][];
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['Title', 'Board', 'Link'],
      ['A picture that is gone', 'Soups', 'https://food.example/gone'],
      ['https://www.pinterest.com/pin/1005/', '', ''],
    ]);
    // someone else's import, or a visitor: the same 404 as an import that does not exist
    expect((await report(other, id)).statusCode).toBe(404);
    expect((await report(new Client(t), id)).statusCode).toBe(404);
    expect((await report(me, id + 1000)).statusCode).toBe(404);
  });

  it('a file that is not an export, or over 50 MB, gets a readable error and stores nothing', async () => {
    const before = (await t.tessera.database.db.select().from(imports)).length;
    const text = await send(
      other,
      '?source=pinterest',
      Buffer.from('just some words'),
      'text/plain',
    );
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).message).toContain('not a Pinterest data export');
    const huge = await send(other, '?source=pinterest', Buffer.alloc(51 * 1024 * 1024, 32));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(
      'That file is over 50 MB, more than an export of this kind holds.',
    );
    expect((await t.tessera.database.db.select().from(imports)).length).toBe(before);
  });
});
