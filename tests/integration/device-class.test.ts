import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceClass } from '#domain/layout/device';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';

// P-006: pages are rendered for the request's device class (client hint, then user agent), ask
// browsers for the hint, and tell caches that they vary by it.

const SERVER_BUILD = path.resolve('build/server/index.js');
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe.skipIf(!existsSync(SERVER_BUILD)).each(dbKinds())(
  'device class of pages on %s',
  (kind) => {
    let t: TestApp;
    let pinId = 0;
    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      const u = await makeUser(ctx);
      pinId = (await makePin(ctx, u.id, (await makeBoard(ctx, u.id)).id)).id;
    });
    afterAll(() => t.close());

    it.each<[string, DeviceClass, Record<string, string>]>([
      ['desktop Chrome with ?0', 'desktop', { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' }],
      [
        'Android Chrome with ?1',
        'mobile',
        { 'user-agent': ANDROID_PHONE, 'sec-ch-ua-mobile': '?1' },
      ],
      ['iPhone Safari (no hints)', 'mobile', { 'user-agent': IPHONE }],
      ['iPad Safari (no hints)', 'tablet', { 'user-agent': IPAD }],
      [
        'the hint over the user agent',
        'mobile',
        { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' },
      ],
    ])('%s → %s', async (_, want, headers) => {
      for (const url of ['/', `/pin/${pinId}/`]) {
        const res = await t.tessera.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, accept: 'text/html' },
        });
        expect(res.statusCode, url).toBe(200);
        expect(/<html[^>]*\sdata-device="([a-z]+)"/.exec(res.body)?.[1], url).toBe(want);
        expect(res.headers['accept-ch']).toBe('Sec-CH-UA-Mobile');
        expect(String(res.headers.vary)).toMatch(/Sec-CH-UA-Mobile/);
      }
    });
  },
);
