import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';

// Decision 062: the web app manifest carries the instance's name (decision 056) and lists icons
// the server really draws, on both databases.

describe.each(dbKinds())('the web app manifest, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function manifest(headers: Record<string, string> = {}) {
    const res = await t.tessera.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json();
  }

  it('is named after the instance, and follows a rename', async () => {
    expect(await manifest()).toMatchObject({ name: 'Tessera', short_name: 'Tessera' });
    await saveInstanceSettings(
      t.tessera.systemCtx(),
      { name: 'Garden Club Pins', description: 'Pins about gardens' },
      null,
    );
    expect(await manifest()).toMatchObject({
      name: 'Garden Club Pins',
      short_name: 'Garden',
      description: 'Pins about gardens',
      display: 'standalone',
      start_url: '/',
    });
  });

  it('names its shortcuts in the browser’s language (decision 064)', async () => {
    const en = (await manifest()) as { lang: string; shortcuts: { name: string }[] };
    expect(en.lang).toBe('en');
    expect(en.shortcuts.map((s) => s.name)).toEqual(['Create a pin', 'Search', 'Messages']);
    const de = (await manifest({ 'accept-language': 'de-DE,de;q=0.9' })) as typeof en;
    expect(de.lang).toBe('de');
    expect(de.shortcuts.map((s) => s.name)).toEqual(['Pin erstellen', 'Suchen', 'Nachrichten']);
    const ar = (await manifest({ cookie: 'tessera_lang=ar' })) as typeof en & { dir: string };
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('says the service worker’s texts in a page’s language (decision 065)', async () => {
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.tessera.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      return res.json() as {
        lang: string;
        offline: { title: string; dir: string };
        kept: { lead: string[] };
        uploaded: string[];
      };
    };
    const de = await get('/sw-texts.json?lang=de');
    expect(de.lang).toBe('de');
    expect(de.offline.title).toBe('Du bist offline');
    expect(de.kept.lead).toHaveLength(11);
    expect(de.uploaded[1]).toBe('Das Bild, das du offline geteilt hast, ist hochgeladen');
    // without a language named: the request's own (here the browser's)
    const fr = await get('/sw-texts.json', { 'accept-language': 'fr' });
    expect(fr.offline.title).toBe('Vous êtes hors ligne');
    expect((await get('/sw-texts.json?lang=ar')).offline.dir).toBe('rtl');
    expect((await get('/sw-texts.json?lang=xx')).offline.title).toBe("You're offline");
  });

  it('lists icons that are PNGs of their stated size', async () => {
    const { icons } = (await manifest()) as { icons: { src: string; sizes: string }[] };
    expect(icons).toHaveLength(4);
    for (const icon of icons) {
      const res = await t.tessera.app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it('answers an unknown icon with a 404', async () => {
    for (const url of ['/app-icon/64.png', '/app-icon/192.jpg', '/app-icon/..%2F192.png']) {
      const res = await t.tessera.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
