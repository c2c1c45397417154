import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPath } from '#domain/catalogue/routes';
import { en } from '#domain/i18n/catalogs/en';
import { boards, users } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Browser,
  controlledByWorker,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  waitForHydration,
} from './support/browser';

// Decision 062: Tessera installs as an app (its manifest and service worker) and opens the pins
// and boards a person saw recently without a connection.

const SHOTS = path.resolve('tmp/screenshots/pwa');

/** Waits until the worker has kept `pathname` for offline use. */
async function kept(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(
    async (p) => {
      const cache = await caches.open('tessera-pages');
      return (await cache.keys()).some((r) => new URL(r.url).pathname === p);
    },
    pathname,
    { timeout: 15_000, polling: 200 },
  );
}

describe.skipIf(!hasChromium())('installable and offline (Chromium)', () => {
  let t: TestApp;
  let base: string;
  let board: string;
  let other: string;
  let b: Browser;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 4, boards: 4, pins: 16 });
    const rows = await ctx.db
      .select({ slug: boards.slug, username: users.username })
      .from(boards)
      .innerJoin(users, eq(users.id, boards.ownerId))
      .where(and(eq(boards.privacy, 'public'), isNull(boards.deletedAt)))
      .limit(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('the demo seed made fewer than two public boards');
    board = boardPath(first.username, first.slug);
    other = boardPath(second.username, second.slug);
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    await mkdir(SHOTS, { recursive: true });
    b = await launchBrowser({ userAgent: PERSON_UA });
  }, 180_000);

  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('has a valid manifest and a service worker that controls the page after a reload', async () => {
    const page = b.context.pages()[0] ?? (await b.context.newPage());
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href ?? '');
    expect(manifest).toMatchObject({ name: 'Tessera', display: 'standalone', start_url: '/' });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const ok = await page.evaluate(async (u) => (await fetch(u)).ok, icon.src);
      expect(ok, icon.src).toBe(true);
    }
    for (const s of manifest.shortcuts as { url: string }[]) {
      const status = await page.evaluate(async (u) => (await fetch(u)).status, s.url);
      expect(status, s.url).toBe(200);
    }
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await controlledByWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${base}/`);
  });

  it('opens a board seen recently when offline, and says what is kept for any other page', async () => {
    const page = b.context.pages()[0] ?? (await b.context.newPage());
    await page.goto(`${base}${board}`, { waitUntil: 'networkidle' });
    await controlledByWorker(page);
    await page.goto(`${base}${board}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await kept(page, board);
    const title = await page.title();

    await b.context.setOffline(true);
    try {
      await page.goto(`${base}${board}`);
      expect(await page.title()).toBe(title);
      await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();

      await page.goto(`${base}${other}`);
      await page.getByRole('heading', { name: en['pwa.offline.title'] }).waitFor();
      const link = page.locator(`a[href="${board}"]`);
      expect(await link.count()).toBe(1);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 800 });
          await page.screenshot({ path: path.join(SHOTS, `offline-${width}-${scheme}.png`) });
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await link.click();
      await page.waitForURL(`${base}${board}`);
      expect(await page.title()).toBe(title);
    } finally {
      await b.context.setOffline(false);
    }
  });
});
