import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins, users } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';

// Issue 14, spec 02 §2 (M-016) and §9 (M-434): a verified merchant's badge opens the verified
// merchant info modal — a dialog on a desktop, the slide-up sheet on a phone — in both themes.

const SHOTS = path.resolve('tmp/screenshots/merchant');
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe.skipIf(!hasChromium())('the verified merchant badge and its modal (Chromium)', () => {
  let t: TestApp;
  let base: string;
  let merchant: string;
  let merchantPin: string | null = null;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 4, boards: 4, pins: 60 });
    const [row] = await ctx.db
      .select({ username: users.username, pin: pins.id })
      .from(users)
      .innerJoin(pins, eq(pins.pinnerId, users.id))
      .where(eq(users.isVerifiedMerchant, true))
      .limit(1);
    if (!row) throw new Error('the demo has no verified merchant with a pin');
    merchant = row.username;
    merchantPin = String(row.pin);
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  async function openModal(page: Page) {
    const badge = page.getByRole('button', { name: 'Verified merchant' }).first();
    await badge.click();
    const dialog = page.getByRole('dialog', { name: 'Verified merchant' });
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    // let the open animation settle before axe looks at colours
    await page.waitForTimeout(400);
    return dialog;
  }

  const cases = [
    { width: 1280, height: 900, scheme: 'light', ua: PERSON_UA },
    { width: 1280, height: 900, scheme: 'dark', ua: PERSON_UA },
    { width: 390, height: 844, scheme: 'light', ua: IPHONE_UA },
    { width: 390, height: 844, scheme: 'dark', ua: IPHONE_UA },
  ] as const;

  it.each(cases)(
    'M-016 M-434 at $width px ($scheme): the profile badge opens the modal; axe clean; Close returns',
    async ({ width, height, scheme, ua }) => {
      const b = await launchBrowser({
        width,
        height,
        userAgent: ua,
        colorScheme: scheme,
        hasTouch: width < 600,
        isMobile: width < 600,
      });
      try {
        const page = b.context.pages()[0] ?? (await b.context.newPage());
        const { errors } = watchErrors(page);
        const res = await page.goto(`${base}/${merchant}/`, { waitUntil: 'networkidle' });
        expect(res?.status()).toBe(200);
        await waitForHydration(page);
        const dialog = await openModal(page);
        await expect
          .poll(() => dialog.getByText(/meets Tessera's Merchant Guidelines/).isVisible())
          .toBe(true);
        // on the merchant's own profile there is no link back to the page it is on
        expect(await dialog.getByRole('link').count()).toBe(0);
        // on a phone the modal is the mobile sheet, on a desktop the dialog
        const sheet = await dialog.evaluate((el) => el.closest('[data-variant]') !== null);
        expect(sheet).toBe(width < 600);
        await page.screenshot({ path: path.join(SHOTS, `modal-${width}-${scheme}.png`) });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await dialog.waitFor({ state: 'hidden' });
        // focus goes back to the badge that opened it (Radix restores it in a task after the
        // dialog unmounts, so a fast page can be read before it)
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Verified merchant');
        expect(errors).toEqual([]);
      } finally {
        await b.close();
      }
    },
    90_000,
  );

  it("M-016 from a pin of the merchant: the closeup's badge opens the modal, Visit profile goes there", async () => {
    const b = await launchBrowser({ width: 1280, height: 900, userAgent: PERSON_UA });
    try {
      const page = b.context.pages()[0] ?? (await b.context.newPage());
      const { errors } = watchErrors(page);
      const res = await page.goto(`${base}/pin/${merchantPin}/`, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      const dialog = await openModal(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'closeup-modal-1280-light.png') });
      await dialog.getByRole('link', { name: 'Visit profile' }).click();
      await waitForPage(page, `${base}/${merchant}/`);
      await dialog.waitFor({ state: 'hidden' });
      // spec 02 §3: the profile's name keeps its last word and the badge together
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.locator('button[aria-label="Verified merchant"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await b.close();
    }
  }, 90_000);
});
