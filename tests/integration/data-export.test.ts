import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION } from '#domain/exports/format';
import { dataExports, favorites, userFollows } from '#server/db/schema/index';
import { originalKey } from '#server/images/pipeline';
import { expireExports, latestExport, requestExport } from '#server/services/exports/requests';
import type { OutboxMessage } from '#server/services/platform/mail';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeSection } from '../support/factory.ts';
import { jobsSettled } from '../support/jobs.ts';
import { Client, signedUp } from './auth-support.ts';
import { type ExportDocument, unzip } from './export-support.ts';

// Decision 052: Settings → Download your data: request → job → ZIP → download, for its owner only.

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('download your data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ctxOf(p: Person) {
    return {
      ...t.tessera.systemCtx(),
      viewer: await p.client.viewer(),
      session: { id: `s${p.id}`, userId: p.id },
    };
  }

  function download(c: Client, url: string) {
    return t.tessera.app.inject({ method: 'GET', url, headers: c.headers() });
  }

  /** A person with two boards (custom order), a section, pins, a favourite and follows. */
  async function account() {
    const me = await signedUp(t);
    const other = await signedUp(t);
    const sys = t.tessera.systemCtx();
    const second = await makeBoard(sys, me.id, {
      name: 'Second <b>board</b>',
      description: 'Ideas & "quotes"',
      sortOrder: 2,
    });
    const first = await makeBoard(sys, me.id, { name: 'Kitchen', sortOrder: 1 });
    const section = await makeSection(sys, first.id, 'Tiles');
    const a = await makePin(sys, me.id, first.id, {
      title: 'Blue tiles',
      description: 'Zellige <script>alert(1)</script>',
      link: 'https://example.com/tiles',
      sectionId: section.id,
      imageSignature: (await makeImage(sys, 101)).signature,
    });
    const b = await makePin(sys, me.id, first.id, {
      title: 'Oak shelf',
      link: 'javascript:alert(1)',
      imageSignature: (await makeImage(sys, 102)).signature,
    });
    const c = await makePin(sys, me.id, second.id, {
      title: 'Same picture',
      imageSignature: a.imageSignature,
    });
    const theirs = await makePin(sys, other.id, null);
    await sys.db.insert(favorites).values({ userId: me.id, pinId: theirs.id });
    await sys.db.insert(userFollows).values({ followerId: me.id, followeeId: other.id });
    return { me, other, first, second, section, pins: [a, b, c] };
  }

  it('request → job → a ZIP with tessera.json, originals by sha256, a page per board and a README; mailed; for its owner only', async () => {
    const acc = await account();
    const ctx = await ctxOf(acc.me);
    const queued = await requestExport(ctx);
    expect(['queued', 'running', 'ready']).toContain(queued.state);
    await jobsSettled(t.tessera, 30_000);
    const ready = await latestExport(ctx);
    expect(ready?.state).toBe('ready');
    expect(ready?.pinsDone).toBe(3);
    expect(ready?.percent).toBe(100);
    expect(ready?.downloadPath).toBe(`/settings/data/${queued.id}/download/`);
    const url = ready?.downloadPath ?? '';

    const res = await download(acc.me.client, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="tessera-${acc.me.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(ready?.bytes).toBe(res.rawPayload.length);

    const zip = await unzip(res.rawPayload);
    const doc = JSON.parse(zip.get('tessera.json')?.toString('utf8') ?? '{}') as ExportDocument;
    expect(doc.format).toBe(EXPORT_FORMAT);
    expect(doc.version).toBe(EXPORT_VERSION);
    expect(doc.profile.username).toBe(acc.me.username);
    expect(doc.boardOrder).toEqual([acc.first.id, acc.second.id]);
    expect(doc.boards.map((b) => b.name)).toEqual(['Kitchen', 'Second <b>board</b>']);
    expect(doc.boards[1]?.description).toBe('Ideas & "quotes"');
    expect(doc.boards[0]?.sections.map((s) => s.title)).toEqual(['Tiles']);
    expect(doc.pins.map((p) => p.id).sort()).toEqual(acc.pins.map((p) => p.id).sort());
    for (const made of acc.pins) {
      const pin = doc.pins.find((p) => p.id === made.id);
      expect(pin?.title).toBe(made.title);
      expect(pin?.description).toBe(made.description);
      expect(pin?.link).toBe(made.link);
      expect(pin?.boardId).toBe(made.boardId);
      expect(pin?.sectionId).toBe(made.sectionId);
      expect(pin?.createdAt).toBe(made.createdAt.toISOString());
      // the picture in the ZIP is the stored original, byte for byte
      const blob = await t.tessera.systemCtx().blobs.get(originalKey(made.imageSignature));
      const sha = createHash('sha256')
        .update(blob ?? Buffer.alloc(0))
        .digest('hex');
      expect(pin?.image?.sha256).toBe(sha);
      const inZip = zip.get(pin?.image?.path ?? '');
      expect(inZip && createHash('sha256').update(inZip).digest('hex')).toBe(sha);
    }
    // one file per picture: two pins share one
    expect([...zip.keys()].filter((k) => k.startsWith('originals/'))).toHaveLength(2);
    expect(doc.favourites).toHaveLength(1);
    expect(doc.follows.users.map((u) => u.username)).toEqual([acc.other.username]);

    const kitchen = zip.get(`${doc.boards[0]?.folder}/index.html`)?.toString('utf8') ?? '';
    expect(kitchen).toContain('<h1>Kitchen</h1>');
    expect(kitchen).toContain('<h2>Tiles</h2>');
    expect(kitchen).toContain(
      `src="../${doc.pins.find((p) => p.id === acc.pins[0]?.id)?.image?.path}"`,
    );
    expect(kitchen).toContain('Zellige &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(kitchen).not.toMatch(/<script/i);
    expect(kitchen).toContain('<a href="https://example.com/tiles"');
    expect(kitchen).not.toContain('href="javascript:');
    const second = zip.get(`${doc.boards[1]?.folder}/index.html`)?.toString('utf8') ?? '';
    expect(second).toContain('<h1>Second &lt;b&gt;board&lt;/b&gt;</h1>');
    expect(zip.get('README.txt')?.toString('utf8')).toContain('tessera.json');

    // mailed, with the link
    const dir = path.join(t.dataDir, 'mail');
    const mails = await Promise.all(
      (await readdir(dir)).map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8'))),
    );
    const mail = (mails as OutboxMessage[]).find((m) => m.to === acc.me.email);
    expect(mail?.subject).toBe('Your Tessera data is ready');
    expect(mail?.text).toContain(url);

    // anyone else: a 404, whether signed in or not (a visitor is sent to log in first)
    expect((await download(acc.other.client, url)).statusCode).toBe(404);
    const visitor = await download(new Client(t), url);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
    expect((await download(acc.me.client, '/settings/data/999999/download/')).statusCode).toBe(404);
    expect((await download(acc.me.client, '/settings/data/x/download/')).statusCode).toBe(404);
  });

  it('a picture missing from the store leaves its pin in tessera.json with no image; the rest is whole', async () => {
    const acc = await account();
    // a picture of this test's own: the other tests' pictures stay in the store
    const sys = t.tessera.systemCtx();
    const gone = await makePin(sys, acc.me.id, acc.first.id, {
      imageSignature: (await makeImage(sys, 909)).signature,
    });
    await sys.blobs.delete(originalKey(gone.imageSignature));
    const ctx = await ctxOf(acc.me);
    await requestExport(ctx);
    await jobsSettled(t.tessera, 30_000);
    const ready = await latestExport(ctx);
    expect(ready?.state).toBe('ready');
    const res = await download(acc.me.client, ready?.downloadPath ?? '');
    const zip = await unzip(res.rawPayload);
    const doc = JSON.parse(zip.get('tessera.json')?.toString('utf8') ?? '{}') as ExportDocument;
    expect(doc.pins.find((p) => p.id === gone.id)?.image).toBeNull();
    expect(doc.pins.filter((p) => p.image !== null)).toHaveLength(3);
  });

  it('one export at a time: a second request, or two at once, answers with the running one', async () => {
    const me = await signedUp(t);
    const ctx = await ctxOf(me);
    const [running] = await t.tessera.database.db
      .insert(dataExports)
      .values({ userId: me.id, state: 'running', pinsTotal: 10, pinsDone: 4 })
      .returning();
    const again = await requestExport(ctx);
    expect(again.id).toBe(running?.id);
    expect(again.percent).toBe(40);
    await t.tessera.database.db.delete(dataExports).where(eq(dataExports.userId, me.id));

    const both = await Promise.all([requestExport(ctx), requestExport(ctx)]);
    expect(both[0].id).toBe(both[1].id);
    await jobsSettled(t.tessera, 30_000);
    const rows = await t.tessera.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('ready');
  });

  it('the request is rate-limited', async () => {
    const me = await signedUp(t);
    const ctx = await ctxOf(me);
    for (let i = 0; i < 3; i++) {
      await requestExport(ctx);
      await jobsSettled(t.tessera, 30_000);
    }
    await expect(requestExport(ctx)).rejects.toMatchObject({ httpStatus: 429 });
  });

  it('an expired file is deleted and no longer downloads; deleting the account deletes its exports', async () => {
    const acc = await account();
    const ctx = await ctxOf(acc.me);
    await requestExport(ctx);
    await jobsSettled(t.tessera, 30_000);
    const db = t.tessera.database.db;
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, acc.me.id));
    const key = row?.fileKey ?? '';
    const blobs = t.tessera.systemCtx().blobs;
    expect(await blobs.has(key)).toBe(true);
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, acc.me.id));
    // past its day it is shown as expired at once, before the hourly schedule deletes it
    expect((await latestExport(ctx))?.state).toBe('expired');
    expect((await latestExport(ctx))?.downloadPath).toBeNull();
    expect(await expireExports(t.tessera.systemCtx())).toBeGreaterThanOrEqual(1);
    expect(await blobs.has(key)).toBe(false);
    expect((await latestExport(ctx))?.state).toBe('expired');
    expect((await download(acc.me.client, `/settings/data/${row?.id}/download/`)).statusCode).toBe(
      404,
    );

    await requestExport(ctx);
    await jobsSettled(t.tessera, 30_000);
    const [fresh] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.state, 'ready'), eq(dataExports.userId, acc.me.id)));
    expect(fresh?.fileKey).toBeTruthy();
    const res = await acc.me.client.post('UserAccountResource', 'delete', {
      password: acc.me.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await blobs.has(fresh?.fileKey ?? '')).toBe(false);
    const left = await db.select().from(dataExports).where(eq(dataExports.userId, acc.me.id));
    expect(left).toHaveLength(0);
  });

  it.runIf(kind === 'postgres')(
    'tessera export <username> <file> writes the same ZIP from a shell',
    async () => {
      const acc = await account();
      const file = path.join(t.dataDir, 'cli-export.zip');
      const { stdout } = await promisify(execFile)(
        'npx',
        ['tsx', 'src/server/cli/index.ts', 'export', acc.me.username, file],
        {
          env: {
            ...process.env,
            DATA_DIR: t.dataDir,
            DATABASE_URL: t.tessera.systemCtx().config.databaseUrl ?? '',
          },
        },
      );
      expect(stdout).toContain('3/3 pins');
      const zip = await unzip(await readFile(file));
      const doc = JSON.parse(zip.get('tessera.json')?.toString('utf8') ?? '{}') as ExportDocument;
      expect(doc.pins).toHaveLength(3);
      expect(zip.has('README.txt')).toBe(true);
    },
  );
});
