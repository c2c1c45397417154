import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { Client, errorOf, type Res } from './auth-support.ts';
import { getPage, HOST, ORIGIN, SERVER_BUILD, tags } from './page-support.ts';

// Issue 13: a pin shared outside Tessera — the embedded card another site frames, and the oEmbed
// answer that unfurls a pasted pin link.

describe.each(dbKinds())('sharing outside Tessera on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
    const ctx = t.tessera.systemCtx();
    visitor = new Client(t);
    const owner = await makeUser(ctx, { username: 'lampmaker', firstName: 'Lena' });
    const board = await makeBoard(ctx, owner.id);
    const hidden = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    const sig = (await makeImage(ctx, 3, 400, 600)).signature;
    id.pin = String(
      (
        await makePin(ctx, owner.id, board.id, {
          title: 'Brass <lamp> & "shade"',
          imageSignature: sig,
        })
      ).id,
    );
    id.secret = String((await makePin(ctx, owner.id, hidden.id, { imageSignature: sig })).id);
  });

  afterAll(async () => {
    await t?.close();
  });

  function get(url: string): Promise<Res> {
    return t.tessera.app.inject({
      method: 'GET',
      url,
      headers: { ...visitor.headers(), host: HOST },
    });
  }

  it('the embed is the pin card, frameable anywhere, with no script and escaped text', async () => {
    const res = await get(`/embed/pin/${id.pin}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('Brass &lt;lamp&gt; &amp; &quot;shade&quot;');
    expect(res.body).toContain(`href="${ORIGIN}/pin/brass-lamp-shade--${id.pin}/"`);
    expect(res.body).toContain('View on Tessera');
    expect(tags(res.body, 'img')[0]?.src).toMatch(/^\/img\/474x\//);
  });

  it('a pin on a secret board or an unknown id has no embed: a readable 404', async () => {
    for (const p of [`/embed/pin/${id.secret}/`, '/embed/pin/99999999/', '/embed/pin/abc/']) {
      const res = await get(p);
      expect(res.statusCode, p).toBe(404);
      expect(res.body).toContain('This Pin is not available.');
    }
  });

  it('the embed speaks its viewer’s language, right to left in Arabic (decision 064)', async () => {
    const inLanguage = (url: string, lang: string) =>
      t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { ...visitor.headers(), host: HOST, 'accept-language': lang },
      });
    const de = await inLanguage(`/embed/pin/${id.pin}/`, 'de');
    expect(de.body).toContain('<html lang="de" dir="ltr">');
    expect(de.body).toContain('Auf Tessera ansehen');
    expect(de.headers.vary).toContain('Accept-Language');
    const ar = await inLanguage('/embed/pin/99999999/', 'ar');
    expect(ar.statusCode).toBe(404);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('هذا الدبوس غير متاح.');
  });

  it('oEmbed answers a pin url of this site as a rich card with the embed code', async () => {
    for (const path of [`/pin/${id.pin}/`, `/pin/brass-lamp-shade--${id.pin}/`]) {
      const res = await get(`/oembed.json?url=${encodeURIComponent(`${ORIGIN}${path}`)}`);
      expect(res.statusCode, path).toBe(200);
      const o = JSON.parse(res.body);
      expect(o).toMatchObject({
        version: '1.0',
        type: 'rich',
        provider_name: 'Tessera',
        provider_url: ORIGIN,
        title: 'Brass <lamp> & "shade"',
        author_name: 'Lena Person',
        author_url: `${ORIGIN}/lampmaker/`,
        width: 345,
      });
      // 400x600 at 345 wide is 518, and the footer
      expect(o.height).toBe(638);
      expect(o.html).toBe(
        `<iframe src="${ORIGIN}/embed/pin/${id.pin}/" width="345" height="638" title="Brass &lt;lamp&gt; &amp; &quot;shade&quot;" style="border:0;border-radius:16px;max-width:100%" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
      );
      expect(o.thumbnail_url).toMatch(new RegExp(`^${ORIGIN}/img/474x/`));
    }
  });

  it('oEmbed refuses what is not a visible pin of this site, readably', async () => {
    const ask = (url: string, extra = '') =>
      get(`/oembed.json?url=${encodeURIComponent(url)}${extra}`);
    expect((await ask(`https://elsewhere.test/pin/${id.pin}/`)).statusCode).toBe(404);
    expect((await ask(`${ORIGIN}/lampmaker/`)).statusCode).toBe(404);
    expect((await ask(`${ORIGIN}/pin/${id.secret}/`)).statusCode).toBe(404);
    const bad = await ask('not a url');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('url must be the address of a Pin on this site.');
    expect((await get('/oembed.json')).statusCode).toBe(400);
    const xml = await ask(`${ORIGIN}/pin/${id.pin}/`, '&format=xml');
    expect(xml.statusCode).toBe(400);
    expect(errorOf(xml).message).toBe('Only the json format is offered.');
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('the closeup page (needs the page build)', () => {
    it('announces its oEmbed answer', async () => {
      const res = await getPage(t.tessera.app, `/pin/${id.pin}/`);
      const link = tags(res.body, 'link').find((l) => l.type === 'application/json+oembed');
      expect(link?.href).toBe(
        `${ORIGIN}/oembed.json?url=${encodeURIComponent(`${ORIGIN}/pin/brass-lamp-shade--${id.pin}/`)}`,
      );
    });
  });
});
