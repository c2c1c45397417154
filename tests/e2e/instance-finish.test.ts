import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinReports } from '#server/db/schema/index';
import { resolvePinReportIn } from '#server/services/admin/report-actions';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { makeBoard, makePin } from '../support/factory.ts';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

// Issue 37, decision 059: the logo uploaded on /admin/settings and shown in the header and on
// /about/; /admin/log readable on a phone; /admin/health's instance-wide errors; a member's
// invite links; the reporter told only that action was taken. Screenshots at 1280 and 390 px,
// light and dark, in tmp/screenshots/instance-finish.

const SHOTS = path.resolve('tmp/screenshots/instance-finish');

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(200);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
      // nothing wider than the screen, and no box that scrolls sideways inside the page
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('main table')].every(
            (t) => (t.parentElement?.scrollWidth ?? 0) <= (t.parentElement?.clientWidth ?? 0) + 1,
          ),
        ),
        `${name} at ${width}`,
      ).toBe(true);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.skipIf(!hasChromium())('running an instance, the rest (Chromium)', () => {
  const h = useAccountsApp();

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('an administrator uploads the logo; the header and /about/ show it; the log and health read on a phone', async () => {
    const staff = await h.makeEmployee('Ada');
    await h.signInAs(staff.grant);
    const { page } = await h.open('/admin/settings');
    await waitForHydration(page);
    // decision 064: the default language is a choice among the shipped ones; chosen here, it is
    // what a visitor whose browser asks for none of them reads
    const language = page.getByLabel('Default language');
    expect(await language.locator('option').count()).toBe(5);
    await language.selectOption('de');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Settings saved.' }).count(), ANSWER)
      .toBe(1);
    const visitor = await launchBrowser({ extraHTTPHeaders: { 'accept-language': 'sv-SE' } });
    try {
      const swede = await visitor.context.newPage();
      await swede.goto(`${h.base}/login`, { waitUntil: 'load' });
      expect(await swede.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await swede.getByRole('heading', { name: 'Bei Tessera anmelden' }).count()).toBe(1);
    } finally {
      await visitor.close();
    }
    // the rest of the file's pages are in English again
    await saveInstanceSettings(h.t.tessera.systemCtx(), { defaultLanguage: 'en' }, null);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    const png = await sharp({
      create: { width: 256, height: 256, channels: 4, background: '#2f7d5b' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="256" height="256"><circle cx="128" cy="128" r="80" fill="#fff"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Logo saved.' }).count(), ANSWER)
      .toBe(1);
    await expect
      .poll(() => page.locator('header img[src^="/img/136x136/"]').count(), ANSWER)
      .toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-settings-logo');

    const about = await h.open('/about/');
    expect(await about.page.locator('main img[src^="/img/136x136/"]').count()).toBe(1);
    await shoot(about.page, 'about-logo');
    await about.page.close();

    await page.goto(`${h.base}/admin/log`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.locator('[data-audit-action="instance.settings"]').count()).toBeGreaterThan(
      0,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-log');

    await page.goto(`${h.base}/admin/health`, { waitUntil: 'networkidle' });
    expect(await page.getByText('from every process in the last 24 hours').count()).toBe(1);
    await shoot(page, 'admin-health');
    await page.close();
  });

  it('a member makes, sees and withdraws invite links while members may invite', async () => {
    const ctx = h.t.tessera.systemCtx();
    const member = await h.makeAccount('Mina');
    await saveInstanceSettings(ctx, { signupMode: 'invite', membersMayInvite: true }, null);
    await h.browser.context.clearCookies();
    await h.signInAs(member.grant);
    const settings = await h.open('/settings');
    await waitForHydration(settings.page);
    await settings.page.getByRole('link', { name: 'Invite people' }).click();
    const { page } = settings;
    await page.waitForURL((u) => u.pathname === '/settings/invites/', ANSWER);
    await waitForHydration(page);
    await page.getByLabel('Uses').fill('3');
    await page.getByRole('button', { name: 'Make link' }).click();
    await expect.poll(() => page.getByLabel('The new link (shown once)').count(), ANSWER).toBe(1);
    expect(await page.getByLabel('The new link (shown once)').inputValue()).toContain(
      '/signup/?invite=',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'settings-invites');
    await page
      .getByRole('button', { name: /^Withdraw invite link / })
      .first()
      .click();
    await expect
      .poll(() => page.getByText('Invite link withdrawn.').count(), ANSWER)
      .toBeGreaterThan(0);
    await saveInstanceSettings(ctx, { membersMayInvite: false }, null);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByText('Members cannot make invite links').count()).toBe(1);
    await shoot(page, 'settings-invites-off');
    await saveInstanceSettings(ctx, { signupMode: 'open' }, null);
    await page.close();
  });

  it('the reporter reads "Action taken" after a removal, and is not told which', async () => {
    const ctx = h.t.tessera.systemCtx();
    const pinner = await h.makeAccount('Pia');
    const reporter = await h.makeAccount('Rey');
    const pinnerId = await h.idOf(pinner.username);
    const board = await makeBoard(ctx, pinnerId, { name: 'Deals' });
    const pin = await makePin(ctx, pinnerId, board.id, { title: 'Miracle cream' });
    const [report] = await ctx.db
      .insert(pinReports)
      .values({ pinId: pin.id, reporterId: await h.idOf(reporter.username), reason: 'spam' })
      .returning({ id: pinReports.id });
    await ctx.db.transaction((tx) =>
      resolvePinReportIn(ctx, tx, null, report?.id ?? 0, 'remove', 'Fake health claims'),
    );
    await h.browser.context.clearCookies();
    await h.signInAs(reporter.grant);
    const { page } = await h.open('/reports-and-violations/');
    await waitForHydration(page);
    expect(await page.getByText('Action taken').count()).toBeGreaterThan(0);
    expect(await page.getByText('Removed', { exact: true }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'reporter');
    await page.close();
  });
});
