import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { images } from '#server/db/schema/index';
import type { fetchImageUrl } from '#server/images/fetch-url';
import { VARIANT_FORMATS, variantKey } from '#server/images/pipeline';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { pngBomb } from '../support/images.ts';
import { jobsSettled } from '../support/jobs.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { BLOCKED, BOUNDARY, localServer, picture, pinCalls, type Upload } from './pin-support.ts';

type FetchOptions = NonNullable<Parameters<typeof fetchImageUrl>[1]>;
// the upload's fetches take these options: a test swaps the resolver or trusts a local address
const fetchOptions = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('#server/images/fetch-url', async (load) => {
  const real = await load<typeof import('#server/images/fetch-url')>();
  return {
    ...real,
    fetchImageUrl: (url: string, given: FetchOptions = {}) =>
      real.fetchImageUrl(url, { ...(fetchOptions.current as FetchOptions), ...given }),
  };
});

function configureUrlFetch(next: FetchOptions): () => void {
  fetchOptions.current = next;
  return () => {
    fetchOptions.current = {};
  };
}

// decision 006: POST /v3/pins/uploads/ (multipart file, or JSON url fetched behind the SSRF
// guard): readable 4xx for every bad picture or address, never a 500.

describe.each(dbKinds())('pin uploads on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  let port: number;
  let local: ReturnType<typeof localServer>;
  let undoFetch: (() => void) | null = null;
  let calls: ReturnType<typeof pinCalls>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    calls = pinCalls(t);
    ({ client: me } = await signedUp(t));
    ({ client: other } = await signedUp(t));
    local = localServer(
      await sharp(await picture(99, 200, 200))
        .png()
        .toBuffer(),
    );
    port = await local.listen();
  });
  afterAll(async () => {
    await local.close();
    await t.close();
  });
  afterEach(() => {
    undoFetch?.();
    undoFetch = null;
  });

  const db = () => t.tessera.database.db;
  const send = (...a: Parameters<typeof calls.send>) => calls.send(...a);
  const uploadFile = (...a: Parameters<typeof calls.uploadFile>) => calls.uploadFile(...a);
  const uploadUrl = (...a: Parameters<typeof calls.uploadUrl>) => calls.uploadUrl(...a);
  const uploaded = (...a: Parameters<typeof calls.uploaded>) => calls.uploaded(...a);
  const create = (...a: Parameters<typeof calls.create>) => calls.create(...a);

  describe('POST /v3/pins/uploads/', () => {
    it('P-001 a picture upload answers its signature, size and colour, stored with a phash', async () => {
      const up = await uploaded(me, await picture(1, 300, 450));
      expect(up.imageSignature).toMatch(/^[0-9a-f]{32}$/);
      expect([up.width, up.height]).toEqual([300, 450]);
      expect(up.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(up.duplicate).toBeNull();
      const [row] = await db().select().from(images).where(eq(images.signature, up.imageSignature));
      expect(row?.phash).toMatch(/^[0-9a-f]{16}$/);
    });

    it('a new picture’s card and closeup sizes are rendered by a job, in both formats; the same picture again queues none', async () => {
      const up = await uploaded(me, await picture(77, 900, 1200));
      await jobsSettled(t.tessera);
      for (const size of ['236x', '474x', '736x'] as const) {
        for (const format of VARIANT_FORMATS) {
          expect(await t.tessera.blobs.has(variantKey(up.imageSignature, size, format))).toBe(true);
        }
      }
      const queued = async () => {
        const r = await db().execute(
          sql`select count(*)::int as n from pgboss.job where name = 'image-variants' and data->>'signature' = ${up.imageSignature}`,
        );
        return (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      };
      expect(await queued()).toBe(1);
      await uploaded(other, await picture(77, 900, 1200));
      expect(await queued()).toBe(1);
    });

    it('a file that is not a picture is 415 with a readable message', async () => {
      const res = await uploadFile(me, Buffer.from('hello, just text'), 'a.txt', 'text/plain');
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).message).toMatch(/^That file is not a picture Tessera can read/);
    });

    it('a file over 20 MB is 413', async () => {
      const res = await uploadFile(me, Buffer.alloc(20 * 1024 * 1024 + 100, 1), 'big.png');
      expect(res.statusCode).toBe(413);
      expect(errorOf(res).message).toMatch(/20 MB/);
    });

    it('a pixel bomb (a PNG declaring 30000 × 30000) is refused readably', async () => {
      const res = await uploadFile(me, pngBomb(30_000, 30_000), 'bomb.png', 'image/png');
      expect([400, 413]).toContain(res.statusCode);
      expect(errorOf(res).message).toMatch(/too many pixels/);
    });

    it('M-321 visitors get 401 with the login prompt; no file is a 400', async () => {
      const visitor = await uploadFile(new Client(t), await picture(2));
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor).message).toBe('Log in to create a Pin or board');
      const empty = await send(
        me,
        `--${BOUNDARY}--\r\n`,
        `multipart/form-data; boundary=${BOUNDARY}`,
      );
      expect(empty.statusCode).toBe(400);
      const junk = await send(me, JSON.stringify({ nope: 1 }), 'application/json');
      expect(junk.statusCode).toBe(400);
    });

    it('the same picture re-encoded and resized is flagged as a near duplicate of my pin', async () => {
      const original = await picture(31, 800, 1000);
      const up = await uploaded(me, original);
      expect(up.duplicate).toBeNull();
      const res = await create(me, { image_signature: up.imageSignature, title: 'First' });
      const pin = rr(res).data as PinModel;
      const copy = await sharp(original).resize(400).webp({ quality: 60 }).toBuffer();
      const again = await uploaded(me, copy);
      expect(again.imageSignature).not.toBe(up.imageSignature);
      expect(again.duplicate?.id).toBe(pin.id);
      // another picture is no duplicate, and someone else's upload never points at my pin
      expect((await uploaded(me, await picture(32, 800, 1000))).duplicate).toBeNull();
      expect((await uploaded(other, copy)).duplicate).toBeNull();
    });
  });

  describe('URL fetch with the SSRF guard (decision 006)', () => {
    it.each([
      (p: number) => `http://127.0.0.1:${p}/pic.png`,
      (p: number) => `http://0.0.0.0:${p}/pic.png`,
      (p: number) => `http://[::]:${p}/pic.png`,
      (p: number) => `http://[::1]:${p}/pic.png`,
      (p: number) => `http://[::ffff:127.0.0.1]:${p}/pic.png`,
      (p: number) => `http://2130706433:${p}/pic.png`,
      (p: number) => `http://0x7f.1:${p}/pic.png`,
      (p: number) => `http://localhost:${p}/pic.png`,
      () => 'http://169.254.169.254/latest/meta-data/',
      () => 'http://10.0.0.1/x.png',
      () => 'http://192.168.1.1/x.png',
    ])('a private address is refused and never contacted (%#)', async (make) => {
      const before = local.hits.length;
      const res = await uploadUrl(me, make(port));
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toBe(BLOCKED);
      expect(local.hits.length).toBe(before);
    });

    it('a public-looking name that resolves to 127.0.0.1 is refused', async () => {
      undoFetch = configureUrlFetch({
        resolve: async () => [
          { address: '93.184.216.34', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
      });
      const before = local.hits.length;
      const res = await uploadUrl(me, `http://pictures.example:${port}/pic.png`);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(BLOCKED);
      expect(local.hits.length).toBe(before);
    });

    it('an allowed host works; its redirects to private addresses are re-checked and refused', async () => {
      // the local server plays a public host: only this name's answer is trusted
      undoFetch = configureUrlFetch({
        resolve: async (host) => {
          if (host === 'public.example') return [{ address: '127.0.0.1', family: 4 }];
          throw new Error('ENOTFOUND');
        },
        trust: (_address, host) => host === 'public.example',
      });
      const ok = await uploadUrl(me, `http://public.example:${port}/pic.png`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((rr(ok).data as Upload).width).toBe(200);

      const before = local.hits.length;
      const redirected = await uploadUrl(me, `http://public.example:${port}/to-private`);
      expect(redirected.statusCode).toBe(400);
      expect(errorOf(redirected).message).toBe(BLOCKED);
      // the redirect itself was fetched, the private target never
      expect(local.hits.slice(before)).toEqual(['/to-private']);

      const metadata = await uploadUrl(me, `http://public.example:${port}/to-metadata`);
      expect(errorOf(metadata).message).toBe(BLOCKED);

      expect((await uploadUrl(me, `http://public.example:${port}/hop/2`)).statusCode).toBe(200);
      const tooMany = await uploadUrl(me, `http://public.example:${port}/hop/3`);
      expect(tooMany.statusCode).toBe(400);
      expect(errorOf(tooMany).message).toMatch(/redirects too many times/);

      const huge = await uploadUrl(me, `http://public.example:${port}/huge`);
      expect(huge.statusCode).toBe(413);
      const text = await uploadUrl(me, `http://public.example:${port}/text`);
      expect(text.statusCode).toBe(415);
      const missing = await uploadUrl(me, `http://public.example:${port}/nothing`);
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).message).toMatch(/could not get a picture/);
      const unknown = await uploadUrl(me, 'http://nowhere.example/pic.png');
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).message).toMatch(/could not find that website/);
    });

    it('a refused address is said in the request’s language (decision 064)', async () => {
      const inGerman = (url: string) =>
        t.tessera.app.inject({
          method: 'POST',
          url: '/v3/pins/uploads/',
          headers: me.headers({
            origin: 'http://localhost',
            'content-type': 'application/json',
            'accept-language': 'de',
            ...(me.csrf ? { 'x-csrf-token': me.csrf } : {}),
          }),
          payload: JSON.stringify({ url }),
        });
      const blocked = await inGerman('http://10.0.0.1/x.png');
      expect(blocked.statusCode).toBe(400);
      expect(errorOf(blocked).message).toBe(
        'Tessera kann von dieser Adresse keine Bilder abrufen.',
      );
      expect(errorOf(await inGerman('ftp://example.com/a.png')).message).toBe(
        'Nur http- und https-Adressen können verwendet werden.',
      );
    });

    it.each(['ftp://example.com/a.png', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url'])(
      '%s is a readable 400',
      async (url) => {
        const res = await uploadUrl(me, url);
        expect(res.statusCode).toBe(400);
      },
    );
  });
});
