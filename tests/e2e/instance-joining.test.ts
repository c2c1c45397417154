import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  seriousA11yViolations,
  uniqueName,
  waitForHydration,
} from './support/browser';

// Issue 37: an administrator sets the instance's settings and approval mode; a visitor asks to
// join with a reason; the administrator approves; the person signs in. /about/ shows the
// settings. Screenshots of /admin/settings, /about/ and the sign-up page in each mode, at 1280
// and 390, light and dark.

const SHOTS = path.resolve('tmp/screenshots/instance');
const PASSWORD = 'violet-harbor-lantern-42';

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
      // nothing wider than the screen
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!hasChromium())('instance settings and joining (Chromium)', () => {
  const h = useAccountsApp();

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('admin sets approval mode, a visitor asks, the admin approves, the person signs in; /about/ shows it', async () => {
    const staff = await h.makeEmployee('Ada');
    await h.signInAs(staff.grant);
    const admin = await h.open('/admin/settings');
    expect(admin.status).toBe(200);
    const { page } = admin;
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill('Quilters');
    await page.getByLabel('Short description').fill('Patterns, fabrics and finished quilts.');
    await page.getByLabel('Contact email').fill('hello@quilters.example');
    await page.getByLabel('Rules').fill('Be kind\nCredit the maker\nNo ads');
    await page.getByLabel('Terms of service').fill('# Terms\n\nBe **kind**.\n\n- one\n- two');
    await page.getByLabel('Sign-up mode').selectOption('approval');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Settings saved.' }).count(), ANSWER)
      .toBe(1);
    await expect.poll(() => page.title(), ANSWER).toBe('Instance settings | Quilters');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-settings');

    // a visitor (another browser context) asks to join
    const visitor = await h.browser.context.browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    const vpage = await visitor.newPage();
    await vpage.goto(`${h.base}/signup`, { waitUntil: 'networkidle' });
    await waitForHydration(vpage);
    expect(await vpage.getByText('Tell the administrators why you want to join').count()).toBe(1);
    await shoot(vpage, 'signup-approval');
    const username = uniqueName('quilt_');
    await vpage.getByLabel('Email').fill(`${username}@example.com`);
    await vpage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await vpage.getByLabel('First name').fill('Rosa');
    await vpage.getByLabel('Username').fill(username);
    await vpage.getByLabel('Why do you want to join?').fill('I sew log cabin quilts.');
    await vpage.getByRole('button', { name: 'Send request' }).click();
    await vpage.getByRole('heading', { name: 'Request sent' }).waitFor(ANSWER);

    // the administrator approves on /admin/signups
    await page.goto(`${h.base}/admin/signups`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.getByText('I sew log cabin quilts.').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-signups');
    await page.getByRole('button', { name: `Approve ${username}` }).click();
    await expect
      .poll(() => page.getByText(`${username}'s account was made`).count(), ANSWER)
      .toBe(1);

    // the person signs in
    await vpage.goto(`${h.base}/login`, { waitUntil: 'networkidle' });
    await waitForHydration(vpage);
    await h.logInOnPage(vpage, username, PASSWORD);
    await vpage.waitForURL((u) => !u.pathname.startsWith('/login'), ANSWER);
    await visitor.close();

    // /about/ shows the settings, for anyone
    const about = await h.open('/about/');
    await waitForHydration(about.page);
    expect(about.status).toBe(200);
    expect(await about.page.title()).toBe('About | Quilters');
    expect(
      await about.page.getByRole('heading', { level: 1, name: 'About Quilters' }).count(),
    ).toBe(1);
    expect(await about.page.getByText('Credit the maker').count()).toBe(1);
    expect(await about.page.getByText('hello@quilters.example').count()).toBe(1);
    expect(await seriousA11yViolations(about.page)).toEqual([]);
    await shoot(about.page, 'about');
    const terms = await h.open('/about/terms/');
    expect(await terms.page.locator('strong', { hasText: 'kind' }).count()).toBe(1);
    await shoot(terms.page, 'terms');
    await terms.page.close();
    await about.page.close();
    await page.close();
  });

  it('the sign-up page in each mode says what applies', async () => {
    const ctx = h.t.tessera.systemCtx();
    for (const [mode, text] of [
      ['open', 'Find new ideas to try'],
      ['invite', 'Sign-up is by invitation'],
      ['closed', 'Sign-up is closed'],
    ] as const) {
      await saveInstanceSettings(ctx, { signupMode: mode }, null);
      const { page } = await h.open('/signup');
      await waitForHydration(page);
      expect(await page.getByText(text).count()).toBeGreaterThan(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shoot(page, `signup-${mode}`);
      await page.close();
    }
    await saveInstanceSettings(ctx, { signupMode: 'open' }, null);
  });
});
