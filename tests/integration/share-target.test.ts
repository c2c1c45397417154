import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharePrefill } from '#domain/pwa/share-target';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, rr, signedUp } from './auth-support.ts';
import { BOUNDARY, picture } from './pin-support.ts';

// Decision 065: POST /share-target/ takes what the phone's share sheet sends (multipart, as the
// manifest's share_target asks) and opens the pin builder with the pictures stored.

const TOO_MANY = 'You can share up to 10 pictures at once. Choose 10 or fewer and share again.';
const MALFORMED = 'The share did not arrive whole. Share the pictures again.';

type Part = { name: string; value: string } | { name: string; file: Buffer; type: string };

function body(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  parts.forEach((p, i) => {
    const head =
      'file' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="shared-${i}.png"\r\nContent-Type: ${p.type}`
        : `Content-Disposition: form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`));
    chunks.push('file' in p ? p.file : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  });
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe.each(dbKinds())('the share target on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  const pics: Buffer[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ client: me } = await signedUp(t));
    for (let i = 0; i < 11; i += 1) pics.push(await picture(300 + i, 120, 160));
  });
  afterAll(() => t.close());

  function share(as: Client, parts: Part[], site = 'none', extra: Record<string, string> = {}) {
    return t.tessera.app.inject({
      method: 'POST',
      url: '/share-target/',
      // the share sheet's request: a navigation no page started, so no CSRF token to carry
      headers: as.headers({
        'sec-fetch-site': site,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...extra,
      }),
      payload: body(parts),
    });
  }
  const files = (n: number): Part[] =>
    pics.slice(0, n).map((file) => ({ name: 'media', file, type: 'image/png' }));

  it('stores three pictures and opens the builder with them and the shared link', async () => {
    const res = await share(me, [
      { name: 'title', value: 'Garden ideas' },
      { name: 'text', value: 'Look at these https://example.com/garden?x=1' },
      ...files(3),
    ]);
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/pin-builder\/\?/);
    const prefill = sharePrefill(new URL(location, 'http://x').searchParams);
    expect(prefill?.pictures).toHaveLength(3);
    expect(prefill).toMatchObject({
      title: 'Garden ideas',
      description: 'Look at these',
      link: 'https://example.com/garden?x=1',
      problems: [],
    });
    // the builder publishes them as any upload: the signature is a stored picture
    const pin = await me.post('PinResource', 'create', {
      image_signature: prefill?.pictures[0]?.imageSignature,
      title: 'From the share sheet',
    });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(rr(pin).data).toMatchObject({ title: 'From the share sheet' });
  });

  it('keeps a visitor’s pictures, and the builder asks them to log in', async () => {
    const visitor = new Client(t);
    const res = await share(visitor, files(1));
    expect(res.statusCode, res.body).toBe(303);
    const prefill = sharePrefill(new URL(String(res.headers.location), 'http://x').searchParams);
    expect(prefill?.pictures).toHaveLength(1);
  });

  it('refuses eleven pictures with a readable page and stores none', async () => {
    const res = await share(me, files(11));
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(TOO_MANY);
  });

  it('says the refusal in the person’s language, the page’s and the worker’s alike (decision 064)', async () => {
    const german = { 'accept-language': 'de' };
    const page = await share(new Client(t), files(11), 'none', german);
    expect(page.statusCode).toBe(413);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Diese Freigabe konnte nicht geöffnet werden');
    expect(page.body).toContain('Du kannst bis zu 10 Bilder auf einmal teilen.');
    expect(page.body).toContain('>Pin erstellen öffnen</a>');
    const json = await share(new Client(t), files(11), 'same-origin', {
      ...german,
      accept: 'application/json',
    });
    expect(rr(json).error).toMatchObject({
      code: 'too_many',
      message:
        'Du kannst bis zu 10 Bilder auf einmal teilen. Wähle 10 oder weniger aus und teile noch einmal.',
    });
  });

  it('tells which files were no pictures, and opens the builder with the rest', async () => {
    const res = await share(me, [
      ...files(1),
      { name: 'media', file: Buffer.from('not a picture at all'), type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(303);
    const prefill = sharePrefill(new URL(String(res.headers.location), 'http://x').searchParams);
    expect(prefill?.pictures).toHaveLength(1);
    expect(prefill?.problems).toHaveLength(1);
  });

  it('a shared link alone opens the builder with the link to add a picture to', async () => {
    const res = await share(me, [{ name: 'url', value: 'https://example.com/recipe' }]);
    expect(res.statusCode).toBe(303);
    const prefill = sharePrefill(new URL(String(res.headers.location), 'http://x').searchParams);
    expect(prefill).toMatchObject({ pictures: [], link: 'https://example.com/recipe' });
  });

  // issue 38: the service worker uploads a share it kept offline from the page's origin, asking
  // for JSON; sent again (the worker stopped before it noted the answer), it comes out the same
  it('a share kept offline is uploaded by the worker as JSON, and again gives the same builder', async () => {
    const parts: Part[] = [{ name: 'title', value: 'Kept on the phone' }, ...files(3)];
    const asWorker = { accept: 'application/json' };
    const first = await share(me, parts, 'same-origin', asWorker);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const data = rr(first).data as { builder_path: string; pictures: number };
    expect(data.pictures).toBe(3);
    const prefill = sharePrefill(new URL(data.builder_path, 'http://x').searchParams);
    expect(prefill).toMatchObject({ title: 'Kept on the phone', problems: [] });
    expect(prefill?.pictures).toHaveLength(3);
    const again = await share(me, parts, 'same-origin', asWorker);
    expect((rr(again).data as { builder_path: string }).builder_path).toBe(data.builder_path);
    // the share sheet's own navigation of the same pictures: the same address, as a redirect
    const sheet = await share(me, parts);
    expect(sheet.headers.location).toBe(data.builder_path);
  });

  it('a kept share the server refuses is told to the worker in the API’s error envelope', async () => {
    const res = await share(me, files(11), 'same-origin', { accept: 'application/json' });
    expect(res.statusCode).toBe(413);
    expect(rr(res).error).toMatchObject({ code: 'too_many', message: TOO_MANY });
  });

  it('refuses a post from another site (the origin rule still holds)', async () => {
    const res = await share(me, files(1), 'cross-site');
    expect(res.statusCode).toBe(403);
  });

  it('answers a body that is not a share with a readable 4xx, never a 500', async () => {
    const res = await t.tessera.app.inject({
      method: 'POST',
      url: '/share-target/',
      headers: me.headers({ 'sec-fetch-site': 'none', 'content-type': 'application/json' }),
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.body).toContain(MALFORMED);
  });
});
