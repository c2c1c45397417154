import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  waitForPage,
} from './support/browser';

// Issue 13: a person hides a pin from the home feed and undoes it, hides one for good, reports
// one; an employee removes the reported pin at /admin/reports and it is Unavailable.

const SHOTS = path.resolve('tmp/screenshots/feedback');

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Waits for running animations (the overlay's 1 s fade, a dialog rising) to end. */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const done = Promise.all(document.getAnimations().map((a) => a.finished.catch(() => a)));
    await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
  });
}

describe.skipIf(!hasChromium())('hide and report (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, signInAs, makeEmployee } = h;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  /** The nth card of the grid, hovered so its controls mount. */
  async function card(page: Page, n: number): Promise<Locator> {
    const c = page.locator('article[data-pin-id]').nth(n);
    await c.scrollIntoViewIfNeeded();
    await c.hover();
    return c;
  }

  async function menuItem(page: Page, c: Locator, name: string) {
    await c.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name }).click();
  }

  it('P-147 P-148 M-397 hide a pin from the home feed, Undo it, hide it again: after a reload it stays gone', async () => {
    const acct = await makeAccount('Hana');
    await signInAs(acct.grant);
    const { page, errors } = await open('/');
    await waitForHydration(page);
    const c = await card(page, 0);
    const pinId = await c.getAttribute('data-pin-id');
    await menuItem(page, c, 'Hide Pin');
    const status = c.getByRole('status');
    await expect.poll(() => status.textContent(), ANSWER).toContain('Pin hidden');
    expect(await c.getAttribute('data-feedback')).toBe('hidden');
    // focus moves to Undo, since the menu that hid the pin is gone
    const undo = c.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true);
    // P-147 P-405: the backdrop ends at 0.8
    await settled(page);
    const opacity = await c
      .locator('[data-feedback-status] > div')
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('0.8');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'hidden-1280.png') });

    await undo.click();
    await expect.poll(() => c.getAttribute('data-feedback'), ANSWER).toBeNull();
    expect(await c.getByRole('status').count()).toBe(0);
    // keyboard users land back on the pin
    const focusedPin = () =>
      page.evaluate(() => document.activeElement?.closest('article')?.dataset.pinId ?? null);
    await expect.poll(focusedPin).toBe(pinId);

    await menuItem(page, await card(page, 0), 'Hide Pin');
    await expect.poll(() => c.getAttribute('data-feedback'), ANSWER).toBe('hidden');
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.locator(`article[data-pin-id="${pinId}"]`).count()).toBe(0);
    // scrolling on (the next pages come from the API) never brings it back
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`article[data-pin-id="${pinId}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-377 P-378 P-153 report a pin with a reason; an employee sees it at /admin/reports, removes it, and it is Unavailable', async () => {
    const acct = await makeAccount('Rene');
    await signInAs(acct.grant);
    const { page, errors } = await open('/');
    await waitForHydration(page);
    const c = await card(page, 1);
    const pinId = await c.getAttribute('data-pin-id');
    const title = await c.getAttribute('aria-label');
    await menuItem(page, c, 'Report Pin');
    const dialog = page.getByRole('dialog', { name: 'Report Pin' });
    await dialog.waitFor();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'report-dialog-1280.png') });
    // nothing goes without a reason
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect.poll(() => dialog.getByText('Choose a reason').count()).toBe(1);
    await dialog.getByRole('radio', { name: /Spam/ }).check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', ...ANSWER });
    await expect.poll(() => c.getAttribute('data-feedback'), ANSWER).toBe('reported');
    expect(await c.getByRole('status').textContent()).toContain('Reported');
    expect(await c.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await expect
      .poll(() =>
        page.getByText('Thanks! Your feedback helps us keep the Tessera community safe.').count(),
      )
      .toBeGreaterThan(0);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'reported-1280.png') });
    await page.close();

    const staff = await makeEmployee();
    await h.browser.context.clearCookies();
    await signInAs(staff.grant);
    const admin = await open('/admin/reports');
    expect(admin.status).toBe(200);
    await waitForHydration(admin.page);
    const entry = admin.page.locator(`[data-report-id]`).filter({
      has: admin.page.locator(`a[href="/pin/${pinId}/"]`),
    });
    expect(await entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Spam');
    expect(await entry.textContent()).toContain('Rene');
    expect(await seriousA11yViolations(admin.page)).toEqual([]);
    await admin.page.screenshot({
      path: path.join(SHOTS, 'admin-reports-1280.png'),
      fullPage: true,
    });
    // decision 057: a removal says why, and the reason is told to the pinner
    await entry.getByLabel('Reason, told to the pinner').fill('Spam links');
    await admin.page.screenshot({ path: path.join(SHOTS, 'admin-remove-1280.png') });
    await entry.getByRole('button', { name: /^Remove pin/ }).click();
    await expect
      .poll(() => admin.page.getByText('was removed: it is unavailable everywhere').count(), ANSWER)
      .toBeGreaterThan(0);
    await expect.poll(() => entry.count(), ANSWER).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.page.close();

    const gone = await open(`/pin/${pinId}/`);
    expect(gone.status).toBe(404);
    expect(await gone.page.getByRole('heading', { name: 'Unavailable' }).count()).toBe(1);
    expect(
      await gone.page.getByText('Removed for going against the community guidelines').count(),
    ).toBe(1);
    await gone.page.screenshot({ path: path.join(SHOTS, 'unavailable-1280.png') });
    await gone.page.close();
    const home = await open('/');
    expect(await home.page.locator(`article[data-pin-id="${pinId}"]`).count()).toBe(0);
    await home.page.close();
    expect(title).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('P-037 the overlay links to Tune your home feed, which lists the hidden pin and shows it again', async () => {
    const acct = await makeAccount('Tomas');
    await signInAs(acct.grant);
    const { page, errors } = await open('/');
    await waitForHydration(page);
    const c = await card(page, 4);
    const pinId = await c.getAttribute('data-pin-id');
    await menuItem(page, c, 'Hide Pin');
    const tune = c.getByRole('link', { name: 'Tune your home feed' });
    await tune.waitFor(ANSWER);
    await tune.click();
    await waitForPage(page, `${h.base}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Tune your home feed' }).waitFor();
    const row = page.locator(`li[data-hidden-pin="${pinId}"]`);
    expect(await row.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'tune-1280.png'), fullPage: true });
    await row.getByRole('button', { name: /^Unhide / }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'again' }).count(), ANSWER)
      .toBe(1);
    // the list is read again after the post
    await expect.poll(() => row.count(), ANSWER).toBe(0);
    await page.goto(`${h.base}/`, { waitUntil: 'networkidle' });
    expect(await page.locator(`article[data-pin-id="${pinId}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px in the dark theme: the hidden overlay, the report sheet and the employee page', async () => {
    const acct = await makeAccount('Ines');
    const staff = await makeEmployee();
    const b = await launchBrowser({ width: 390, height: 844, colorScheme: 'dark' });
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      await signInAs(acct.grant, b);
      const { page, errors } = await open('/', b);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const c = await card(page, 2);
      await menuItem(page, c, 'Hide Pin');
      await expect.poll(() => c.getAttribute('data-feedback'), ANSWER).toBe('hidden');
      await settled(page);
      expect(await overflowsX(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await c.screenshot({ path: path.join(SHOTS, 'hidden-card-390-dark.png') });
      await page.screenshot({ path: path.join(SHOTS, 'hidden-390-dark.png') });

      const r = await card(page, 3);
      await menuItem(page, r, 'Report Pin');
      const dialog = page.getByRole('dialog', { name: 'Report Pin' });
      await dialog.waitFor();
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'report-390-dark.png') });
      await dialog.getByRole('radio', { name: /Harassment/ }).check();
      await dialog.getByRole('button', { name: 'Report', exact: true }).click();
      await expect.poll(() => r.getAttribute('data-feedback'), ANSWER).toBe('reported');
      await settled(page);
      await r.screenshot({ path: path.join(SHOTS, 'reported-card-390-dark.png') });
      expect(errors).toEqual([]);
      await page.close();

      const tune = await open('/edit', b);
      await waitForHydration(tune.page);
      expect(await tune.page.locator('li[data-hidden-pin]').count()).toBe(2);
      expect(await overflowsX(tune.page)).toBe(false);
      expect(await seriousA11yViolations(tune.page)).toEqual([]);
      await tune.page.screenshot({ path: path.join(SHOTS, 'tune-390-dark.png'), fullPage: true });
      expect(tune.errors).toEqual([]);
      await tune.page.close();

      await b.context.clearCookies();
      await signInAs(staff.grant, b);
      const admin = await open('/admin/reports', b);
      await waitForHydration(admin.page);
      expect(await overflowsX(admin.page)).toBe(false);
      expect(await seriousA11yViolations(admin.page)).toEqual([]);
      await admin.page.screenshot({
        path: path.join(SHOTS, 'admin-reports-390-dark.png'),
        fullPage: true,
      });
      expect(admin.errors).toEqual([]);
      await admin.page.close();
    } finally {
      await b.close();
    }
  });
});
