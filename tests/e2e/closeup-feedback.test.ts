import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, PASSWORD, useAccountsApp } from './support/accounts';
import {
  type Browser,
  hasChromium,
  inEachScheme,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

// Someone who arrives on a pin through a shared link hides or reports it from the closeup's
// "…" menu, as from a card's (decision 015); a visitor is asked to log in first.

const SHOTS = path.resolve('tmp/screenshots/closeup-feedback');
const THANKS = 'Thanks! Your feedback helps us keep the Tessera community safe.';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Waits for running animations (the overlay's 1 s fade, a menu or dialog rising) to end. */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const done = Promise.all(document.getAnimations().map((a) => a.finished.catch(() => a)));
    await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
  });
}

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe.skipIf(!hasChromium())('hide and report from the closeup (Chromium)', () => {
  const h = useAccountsApp();
  const { makeAccount, signInAs, makeEmployee } = h;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  /** A pin the viewer's home feed shows (the nth card), whose id a shared link would carry. */
  async function pinOnHome(b: Browser, n: number): Promise<string> {
    const { page } = await h.open('/', b);
    await waitForHydration(page);
    const id = await page.locator('article[data-pin-id]').nth(n).getAttribute('data-pin-id');
    await page.close();
    if (!id) throw new Error('the home feed shows no pins');
    return id;
  }

  /** The closeup opened straight from its address, as a shared link opens it. */
  async function closeup(b: Browser, pinId: string) {
    const opened = await h.open(`/pin/${pinId}/`, b);
    expect(opened.status).toBe(200);
    await waitForHydration(opened.page);
    return opened;
  }

  /** The "…" menu's sheet on a phone. */
  const sheetOf = (page: Page) => page.getByRole('dialog', { name: 'More options' });

  /**
   * Opens the closeup's own "…" menu (the related grid's cards have theirs only when hovered):
   * a dropdown with a mouse, a sheet of buttons on a phone. Answers its entries.
   */
  async function openMenu(page: Page): Promise<string[]> {
    await page.getByRole('button', { name: 'More options' }).first().click();
    const menu = page.getByRole('menu');
    await menu.or(sheetOf(page)).first().waitFor();
    if ((await menu.count()) > 0) return menu.getByRole('menuitem').allTextContents();
    return sheetOf(page).locator('li button').allTextContents();
  }

  async function choose(page: Page, item: string): Promise<void> {
    await page
      .getByRole('menuitem', { name: item })
      .or(sheetOf(page).getByRole('button', { name: item, exact: true }))
      .click();
  }

  const overlayOf = (page: Page) => page.locator('[data-feedback-status]').first();

  // a desktop with a mouse at 1280, a phone (touch, its own user agent: the menu is a sheet) at 390
  // the flow does not depend on the scheme: it runs once per device, and what each step shows is
  // read by axe and shot in the dark and the light theme, switched on the page
  for (const look of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ] as const) {
    const tag = `${look.width}`;
    const phone = look.width < 600;
    it(`P-147 P-405 P-148 M-397 M-394 P-244 P-037 at ${tag}, dark and light: Hide Pin from a closeup opened by its link covers the media; Undo restores it; hidden again, it leaves the home feed`, async () => {
      const b = await launchBrowser({
        width: look.width,
        height: look.height,
        ...(phone ? { isMobile: true, hasTouch: true, userAgent: PHONE_UA } : {}),
      });
      if (!phone) await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      try {
        const acct = await makeAccount('Noor');
        await signInAs(acct.grant, b);
        const pinId = await pinOnHome(b, 0);
        const { page, errors } = await closeup(b, pinId);

        const items = await openMenu(page);
        expect(items).toEqual(expect.arrayContaining(['Copy link', 'Hide Pin', 'Report Pin']));
        expect(items.indexOf('Hide Pin')).toBe(items.length - 2);
        await settled(page);
        await inEachScheme(page, async (scheme) => {
          expect(await seriousA11yViolations(page), scheme).toEqual([]);
          await page.screenshot({ path: path.join(SHOTS, `menu-${tag}-${scheme}.png`) });
        });
        await choose(page, 'Hide Pin');

        const overlay = overlayOf(page);
        await overlay.waitFor(ANSWER);
        const status = overlay.getByRole('status');
        expect(await status.textContent()).toContain('Pin hidden');
        // P-244: the closeup's media is wider than 250 px, so the subtitle shows to everyone
        const subtitle = overlay.getByText("Got it! We'll show you fewer Pins like this.");
        expect(await subtitle.isVisible()).toBe(true);
        expect(
          await overlay.getByRole('link', { name: 'Tune your home feed' }).getAttribute('href'),
        ).toBe('/edit');
        // focus moves to Undo: the menu that hid the pin is gone
        const undo = overlay.getByRole('button', { name: 'Undo' });
        await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true);
        // the overlay covers the media: what it covers (Open, a video's controls) is out of reach
        const box = await overlay.boundingBox();
        const media = await page.locator('[data-feedback="hidden"]').first().boundingBox();
        expect(box && media && Math.round(box.width) === Math.round(media.width)).toBe(true);
        expect(await page.locator('[data-feedback="hidden"] > [inert]').count()).toBe(1);
        await settled(page);
        const opacity = await overlay
          .locator(':scope > div')
          .first()
          .evaluate((el) => getComputedStyle(el).opacity);
        expect(opacity).toBe('0.8');
        await inEachScheme(page, async (scheme) => {
          expect(await overflowsX(page), scheme).toBe(false);
          expect(await seriousA11yViolations(page), scheme).toEqual([]);
          await page.screenshot({ path: path.join(SHOTS, `hidden-${tag}-${scheme}.png`) });
        });

        await undo.click();
        await overlay.waitFor({ state: 'detached', ...ANSWER });
        expect(await page.locator('[data-feedback], [inert]').count()).toBe(0);
        // keyboard users land back on the menu they hid the pin from
        const focused = () =>
          page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        await expect.poll(focused).toBe('More options');

        await openMenu(page);
        await choose(page, 'Hide Pin');
        await overlay.waitFor(ANSWER);
        expect(errors).toEqual([]);
        await page.close();

        const home = await h.open('/', b);
        await waitForHydration(home.page);
        expect(await home.page.locator('article[data-pin-id]').count()).toBeGreaterThan(0);
        expect(await home.page.locator(`article[data-pin-id="${pinId}"]`).count()).toBe(0);
        expect(home.errors).toEqual([]);
        await home.page.close();
      } finally {
        await b.close();
      }
    });
  }

  it('P-377 P-378 P-153 Report Pin from a closeup opened by its link: a reason, Reported without Undo, the thanks; an employee sees the report', async () => {
    const acct = await makeAccount('Rosa');
    await signInAs(acct.grant);
    const pinId = await pinOnHome(h.browser, 1);
    const { page, errors } = await closeup(h.browser, pinId);
    await openMenu(page);
    await choose(page, 'Report Pin');
    const dialog = page.getByRole('dialog', { name: 'Report Pin' });
    await dialog.waitFor(ANSWER);
    // nothing goes without a reason
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect.poll(() => dialog.getByText('Choose a reason').count()).toBe(1);
    await dialog.getByRole('radio', { name: /Spam/ }).check();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'report-dialog-1280-light.png') });
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', ...ANSWER });

    const overlay = overlayOf(page);
    await overlay.waitFor(ANSWER);
    expect(await overlay.getAttribute('data-feedback-status')).toBe('reported');
    expect(await overlay.getByRole('status').textContent()).toContain('Reported');
    expect(await overlay.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    // P-378: under the title on the closeup's wide media, and in a toast everyone sees
    expect(await overlay.getByText(THANKS).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(THANKS).count()).toBe(2);
    // reported: the menu has nothing left to hide or report
    const items = await openMenu(page);
    expect(items).not.toContain('Hide Pin');
    expect(items).not.toContain('Report Pin');
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'reported-1280-light.png') });
    expect(errors).toEqual([]);
    await page.close();

    const staff = await makeEmployee();
    await h.browser.context.clearCookies();
    await signInAs(staff.grant);
    const admin = await h.open('/admin/reports');
    expect(admin.status).toBe(200);
    const entry = admin.page.locator('li[data-report-id]').filter({
      has: admin.page.locator(`a[href="/pin/${pinId}/"]`),
    });
    expect(await entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Spam');
    expect(await entry.textContent()).toContain('Rosa');
    expect(admin.errors).toEqual([]);
    await admin.page.close();
  });

  it('a visitor who picks Hide Pin or Report Pin gets the login prompt; logged in there, the pin can be reported', async () => {
    const acct = await makeAccount('Vera');
    await signInAs(acct.grant);
    const pinId = await pinOnHome(h.browser, 2);
    await h.browser.context.clearCookies();

    const { page, errors } = await closeup(h.browser, pinId);
    for (const [item, title] of [
      ['Hide Pin', 'Log in to hide Pins'],
      ['Report Pin', 'Log in to report this Pin'],
    ] as const) {
      const items = await openMenu(page);
      expect(items).toEqual(expect.arrayContaining(['Hide Pin', 'Report Pin']));
      expect(items).not.toContain('Send');
      await choose(page, item);
      const prompt = page.getByRole('dialog', { name: title });
      await prompt.waitFor(ANSWER);
      expect(await prompt.getByLabel('Email or username').count()).toBe(1);
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (item === 'Report Pin') break;
      await page.screenshot({ path: path.join(SHOTS, 'visitor-prompt-1280-light.png') });
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'hidden' });
    }
    // nothing was hidden or reported for a visitor; logging in here brings the closeup back
    expect(await overlayOf(page).count()).toBe(0);
    await h.logInOnPage(page, acct.username, PASSWORD);
    await page
      .getByRole('dialog', { name: 'Log in to report this Pin' })
      .waitFor({ state: 'hidden', ...ANSWER });
    expect(await openMenu(page)).toContain('Send');
    await choose(page, 'Report Pin');
    await page.getByRole('dialog', { name: 'Report Pin' }).waitFor(ANSWER);
    expect(errors).toEqual([]);
    await page.close();
  });
});
