import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserModel } from '#domain/pins/models';
import { images, users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { pngBomb } from '../support/images.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';

// decision 005: POST /v3/users/me/avatar/ with a multipart `file`; bad uploads are readable
// 4xx answers, never a 500.

const BOUNDARY = '----tessera-test-boundary';

function multipart(file: Buffer, filename: string, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe.each(dbKinds())('avatar upload on %s', (kind) => {
  let t: TestApp;
  let client: Client;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const s = await signedUp(t);
    client = s.client;
    id = s.id;
  });
  afterAll(() => t.close());

  function upload(body: Buffer, as: Client = client, extra: Record<string, string> = {}) {
    return t.tessera.app.inject({
      method: 'POST',
      url: '/v3/users/me/avatar/',
      headers: as.headers({
        origin: 'http://localhost',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(as.csrf ? { 'x-csrf-token': as.csrf } : {}),
        ...extra,
      }),
      payload: body,
    });
  }

  it('a real PNG becomes the avatar, with its sizes served', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const res = await upload(multipart(png, 'me.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const user = rr(res).data as UserModel;
    expect(user.isDefaultImage).toBe(false);
    expect(user.imageSmallUrl).toMatch(/^\/img\/60x60\/[0-9a-f]{32}\.jpg$/);
    expect(user.imageMediumUrl).toMatch(/^\/img\/136x136\//);
    expect(user.imageLargeUrl).toMatch(/^\/img\/236x\//);
    for (const url of [user.imageSmallUrl, user.imageMediumUrl, user.imageLargeUrl]) {
      const img = await t.tessera.app.inject({ method: 'GET', url: url ?? '' });
      expect(img.statusCode, url ?? '').toBe(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
    }
    const small = await t.tessera.app.inject({ method: 'GET', url: user.imageSmallUrl ?? '' });
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([60, 60]);
    const [row] = await t.tessera.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.avatarSignature).toBeTruthy();
    const stored = await t.tessera.database.db
      .select()
      .from(images)
      .where(eq(images.signature, row?.avatarSignature ?? ''));
    expect(stored).toHaveLength(1);
  });

  it('a file that is not a picture is a readable 415', async () => {
    const res = await upload(multipart(Buffer.from('hello, I am text'), 'notes.txt', 'text/plain'));
    expect([400, 415]).toContain(res.statusCode);
    expect(errorOf(res).message).toMatch(/not a picture/);
  });

  it('SVG is refused with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await upload(multipart(svg, 'a.svg', 'image/svg+xml'));
    expect(res.statusCode).toBe(415);
  });

  it('a file over 20 MB is 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 1);
    const res = await upload(multipart(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toMatch(/20 MB/);
  });

  it('a pixel bomb (tiny file, 100,000 × 100,000 pixels) is 400', async () => {
    const res = await upload(multipart(pngBomb(100_000, 100_000), 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/too many pixels/);
  });

  it('no file, or not multipart, is a readable 4xx', async () => {
    const empty = await upload(Buffer.from(`--${BOUNDARY}--\r\n`));
    expect(empty.statusCode).toBe(400);
    const json = await upload(Buffer.from('{}'), client, { 'content-type': 'application/json' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('visitors get 401, a missing CSRF token 403', async () => {
    const visitor = new Client(t);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(multipart(png, 'a.png', 'image/png'), visitor);
    expect(res.statusCode).toBe(401);
    const noToken = await upload(multipart(png, 'a.png', 'image/png'), client, {
      'x-csrf-token': '',
    });
    expect(noToken.statusCode).toBe(403);
  });
});
