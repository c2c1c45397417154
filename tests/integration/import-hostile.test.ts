import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, imports, pins } from '#server/db/schema/index';
import type { OpenBlobStore } from '#server/images/blob-store';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { errorOf, signedUp } from './auth-support.ts';
import { BOUNDARY, multipart } from './pin-support.ts';
import { smallPicture, type ZipPart, zipOf } from './zip-support.ts';

// Issue 35 (decision 054): the hostile-file table. Each file is sent as a person would (the
// upload, with start=1), and each gets a readable 4xx and changes nothing: no import, no board,
// no pin, no staged picture left in the blob store. Memory stays bounded throughout.

const MB = 1024 * 1024;

function tessera(pins: unknown[], extra: Record<string, unknown> = {}): Buffer {
  return Buffer.from(
    JSON.stringify({ format: 'tessera-export', version: 1, boards: [], pins, ...extra }),
  );
}

interface Row {
  name: string;
  source: 'zip' | 'tessera';
  file: () => Promise<Buffer> | Buffer;
  status: number;
  says: string;
  /** headers the upload claims (a 500 MB body announced and never sent) */
  headers?: Record<string, string>;
}

const jpeg = () => smallPicture(7, 'jpeg');
const manyPins = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    boardId: null,
    title: `p${i}`,
    image: { path: 'originals/a.jpg', sha256: 'a'.repeat(64) },
  }));

const ROWS: Row[] = [
  {
    name: 'a path out of its folder (../)',
    source: 'zip',
    file: async () => zipOf([{ name: '../../evil.jpg', data: await jpeg() }]),
    status: 400,
    says: 'a path out of its folder',
  },
  {
    name: 'an absolute path',
    source: 'zip',
    file: async () => zipOf([{ name: '/etc/evil.jpg', data: await jpeg() }]),
    status: 400,
    says: 'That ZIP is refused',
  },
  {
    name: 'a symbolic link',
    source: 'zip',
    file: async () =>
      zipOf([
        { name: 'ok.jpg', data: await jpeg() },
        { name: 'link.jpg', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
      ]),
    status: 400,
    says: 'a symbolic link (link.jpg)',
  },
  {
    name: 'a ZIP bomb: over 100 times its size',
    source: 'zip',
    file: () => zipOf([{ name: 'bomb.jpg', data: Buffer.alloc(20 * MB), deflate: true }]),
    status: 400,
    says: 'unpacks to over 100 times its size',
  },
  {
    name: 'a ZIP bomb: one entry over 50 MB',
    source: 'tessera',
    file: () =>
      zipOf([
        { name: 'tessera.json', data: tessera([]) },
        { name: 'originals/big.jpg', data: Buffer.alloc(60 * MB), deflate: true },
      ]),
    status: 400,
    says: 'originals/big.jpg is over 50 MB uncompressed',
  },
  {
    name: 'sizes that lie: over 2 GB in all',
    source: 'zip',
    file: () =>
      zipOf(
        Array.from(
          { length: 60 },
          (_, i): ZipPart => ({
            name: `p${i}.jpg`,
            data: Buffer.from('x'),
            claimedSize: 40 * MB,
          }),
        ),
      ),
    status: 400,
    says: 'over 2 GB uncompressed',
  },
  {
    name: '50,000 files',
    source: 'zip',
    file: () =>
      zipOf(
        Array.from({ length: 50_000 }, (_, i) => ({ name: `p${i}.jpg`, data: Buffer.from('x') })),
      ),
    status: 413,
    says: 'That ZIP holds 50,000 files; one import takes at most 25,000',
  },
  {
    name: '50,000 pins in tessera.json',
    source: 'tessera',
    file: async () =>
      zipOf([
        { name: 'tessera.json', data: tessera(manyPins(50_000)), deflate: true },
        { name: 'originals/a.jpg', data: await jpeg() },
      ]),
    status: 413,
    says: 'That file holds 50,000 pins; one import takes at most 20,000',
  },
  {
    name: 'a 500 MB file',
    source: 'zip',
    file: () => Buffer.from('PK'),
    headers: { 'content-length': String(500 * MB) },
    status: 413,
    says: 'That file is over 300 MB',
  },
  {
    name: 'not a ZIP at all',
    source: 'zip',
    file: () => Buffer.from('<html><body>hello</body></html>'),
    status: 400,
    says: 'That ZIP cannot be read',
  },
  {
    name: 'a ZIP cut short',
    source: 'zip',
    file: async () => {
      const whole = zipOf([{ name: 'a.jpg', data: await jpeg() }]);
      return whole.subarray(0, whole.length - 30);
    },
    status: 400,
    says: 'That ZIP cannot be read',
  },
  {
    name: 'only a text file named .jpg',
    source: 'zip',
    file: () => zipOf([{ name: 'notes.jpg', data: Buffer.from('just words') }]),
    status: 400,
    says: 'That file holds no pins to import.',
  },
  {
    name: 'an export without tessera.json',
    source: 'tessera',
    file: async () => zipOf([{ name: 'a.jpg', data: await jpeg() }]),
    status: 400,
    says: 'it has no tessera.json',
  },
  {
    name: 'tessera.json that is not JSON',
    source: 'tessera',
    file: () => zipOf([{ name: 'tessera.json', data: Buffer.from('{"format": "tessera-exp') }]),
    status: 400,
    says: 'is not readable JSON',
  },
  {
    name: 'tessera.json of another format',
    source: 'tessera',
    file: () => zipOf([{ name: 'tessera.json', data: Buffer.from('{"format":"other"}') }]),
    status: 400,
    says: 'That ZIP is not a Tessera export',
  },
  {
    name: 'an export from a newer Tessera',
    source: 'tessera',
    file: () => zipOf([{ name: 'tessera.json', data: tessera([], { version: 2 }) }]),
    status: 400,
    says: 'made by a newer Tessera',
  },
];

describe.each(dbKinds())('hostile import files on %s', (kind) => {
  let t: TestApp;
  let peakGrowth = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function stagedKeys(): Promise<string[]> {
    const out: string[] = [];
    for await (const e of (t.tessera.blobs as OpenBlobStore).list()) {
      if (e.key.startsWith('imports/')) out.push(e.key);
    }
    return out;
  }

  it.each(ROWS)('$name: $status, and nothing changes', async (row) => {
    // a person each: ten files an hour a person
    const { client, id } = await signedUp(t);
    const file = await row.file();
    global.gc?.();
    const rss = process.memoryUsage().rss;
    const res = await t.tessera.app.inject({
      method: 'POST',
      url: `/v3/imports/?source=${row.source}&start=1`,
      headers: client.headers({
        origin: 'http://localhost',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
        ...row.headers,
      }),
      payload: multipart(file, 'upload.zip', 'application/zip'),
    });
    peakGrowth = Math.max(peakGrowth, process.memoryUsage().rss - rss);
    expect(res.statusCode, res.body).toBe(row.status);
    expect(errorOf(res).message).toContain(row.says);
    const db = t.tessera.database.db;
    expect(await db.select().from(imports)).toEqual([]);
    expect(
      await db
        .select()
        .from(pins)
        .where(eq(pins.pinnerId, Number(id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(boards)
        .where(eq(boards.ownerId, Number(id))),
    ).toEqual([]);
    expect(await stagedKeys()).toEqual([]);
  });

  it('memory stays bounded: under 300 MB of growth on the largest file', () => {
    expect(peakGrowth).toBeLessThan(300 * MB);
  });
});
