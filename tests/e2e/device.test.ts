import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  CHROMIUM,
  freshIp,
  hasChromium,
  PERSON_UA,
  uniqueName,
  waitForHydration,
  watchErrors,
  watchReact,
} from './support/browser';
import { signup } from './support/signup';

// Issue 10: the device class comes from the request and is refined by the screen after
// hydration (no mismatch); the desktop-only share flyout and stats follow it.

const SHOTS = path.resolve('tmp/screenshots/device');
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

interface Device {
  width: number;
  height: number;
  userAgent: string;
  touch: boolean;
}

describe.skipIf(!hasChromium())('device class in the browser (Chromium)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 4, boards: 6, pins: 30 });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A browser of the given device; a touch device is a phone or tablet to Chromium too. */
  async function browse<T>(d: Device, run: (page: Page, errors: string[]) => Promise<T>) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-chromium-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: { width: d.width, height: d.height },
      userAgent: d.userAgent,
      isMobile: d.touch,
      hasTouch: d.touch,
    });
    watchReact(context);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const username = uniqueName('device_');
      const grant = await signup(
        { ...t.tessera.systemCtx(), ip: freshIp() },
        {
          email: `${username}@example.com`,
          password: 'a long pass phrase 42',
          username,
          firstName: 'Dev',
        },
      );
      await context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
      const page = await context.newPage();
      const watch = watchErrors(page);
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      // a click before React has hydrated the header does nothing (seen under load in the suite)
      await waitForHydration(page);
      return await run(page, watch.errors);
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function openShare(page: Page) {
    const card = page.locator('article[data-pin-id][data-pin-type="image"]').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const share = card.getByRole('button', { name: /^(Send this pin|Share)$/ });
    await share.waitFor({ state: 'visible' });
    await share.click();
  }

  const deviceOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.device);

  it('P-182 a signed-in desktop gets the Share Menu flyout', async () => {
    await browse(
      { width: 1280, height: 900, userAgent: PERSON_UA, touch: false },
      async (page, errors) => {
        expect(await deviceOf(page)).toBe('desktop');
        await openShare(page);
        await expect
          .poll(() => page.getByRole('dialog', { name: 'Share Menu' }).isVisible())
          .toBe(true);
        await page.screenshot({ path: path.join(SHOTS, 'desktop-share-1280.png') });
        expect(errors).toEqual([]);
      },
    );
  });

  it('an iPhone is served and hydrated as a phone, without a mismatch', async () => {
    await browse(
      { width: 390, height: 844, userAgent: IPHONE_UA, touch: true },
      async (page, errors) => {
        expect(await deviceOf(page)).toBe('mobile');
        expect(await page.locator('article[data-pin-id]').count()).toBeGreaterThan(0);
        await page.screenshot({ path: path.join(SHOTS, 'phone-home-390.png') });
        expect(errors).toEqual([]);
      },
    );
  });

  it('an iPad that says Macintosh hydrates as a desktop, then becomes a tablet', async () => {
    await browse(
      { width: 1024, height: 1366, userAgent: IPAD_AS_MAC_UA, touch: true },
      async (page, errors) => {
        const served = await (
          await fetch(`${base}/`, { headers: { 'user-agent': IPAD_AS_MAC_UA } })
        ).text();
        expect(/<html[^>]*data-device="desktop"/.test(served)).toBe(true);
        await expect.poll(() => deviceOf(page)).toBe('tablet');
        // a hydration mismatch would show as a console error
        expect(errors).toEqual([]);
      },
    );
  });

  it.each([768, 1024])(
    'issue 33 (9): at %i px the signed-in header fits, its search box is usable and Explore lists Today and Shopping',
    async (width) => {
      await browse({ width, height: 900, userAgent: PERSON_UA, touch: false }, async (page) => {
        const fit = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          header: (document.querySelector('header') as HTMLElement).scrollWidth,
          search:
            document
              .querySelector('header input[type="search"], header [role="combobox"]')
              ?.getBoundingClientRect().width ?? 0,
        }));
        expect(fit.overflow).toBeLessThanOrEqual(0);
        expect(fit.header).toBeLessThanOrEqual(width);
        expect(fit.search).toBeGreaterThanOrEqual(120);
        await page.getByRole('button', { name: 'Explore categories' }).click();
        const menu = page.getByRole('menu', { name: 'Explore categories' });
        await menu.getByRole('menuitem', { name: 'Shopping' }).waitFor();
        expect(await menu.getByRole('menuitem', { name: 'Today' }).count()).toBe(1);
        await page.screenshot({ path: path.join(SHOTS, `header-${width}.png`) });
      });
    },
  );
});
