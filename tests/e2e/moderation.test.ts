import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinReports } from '#server/db/schema/index';
import { makeBoard, makePin } from '../support/factory.ts';
import { ANSWER, PASSWORD, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  inEachScheme,
  launchBrowser,
  PERSON_UA,
  waitForHydration,
} from './support/browser';

// Issue 37 (decision 057): an administrator removes a reported pin with a reason and suspends
// its pinner; the pinner is told, the pin's page says why, the profile is gone for a visitor,
// sign-in is refused, and /admin/log shows both. Screenshots of the four admin pages at 1280
// and 390 px, light and dark, go to tmp/screenshots/moderation.

const SHOTS = path.resolve('tmp/screenshots/moderation');

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe.skipIf(!hasChromium())('moderation (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, makeEmployee, signInAs } = h;
  let adminAcct: Awaited<ReturnType<typeof makeEmployee>>;
  let pinner: Awaited<ReturnType<typeof makeAccount>>;
  let pinnerId = 0;
  let pinId = 0;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('an administrator removes a reported pin with a reason; the pinner is told and the pin page says so', async () => {
    adminAcct = await makeEmployee('Moderator');
    pinner = await makeAccount('Pinner');
    const reporter = await makeAccount('Reporter');
    const ctx = h.t.tessera.systemCtx();
    pinnerId = await h.idOf(pinner.username);
    const board = await makeBoard(ctx, pinnerId, { name: 'Deals' });
    pinId = (
      await makePin(ctx, pinnerId, board.id, {
        title: 'Miracle pills',
        link: 'https://pills.example/buy',
      })
    ).id;
    await makePin(ctx, pinnerId, board.id, { title: 'Lemon tart' });
    await ctx.db
      .insert(pinReports)
      .values({ pinId, reporterId: await h.idOf(reporter.username), reason: 'misinformation' });

    await signInAs(adminAcct.grant);
    const { page } = await open('/admin/reports');
    await waitForHydration(page);
    const card = page.locator(`[data-report-id]`).filter({ hasText: 'Miracle pills' });
    await card.getByLabel('Reason, told to the pinner').fill('Health misinformation');
    await card.getByRole('button', { name: 'Remove pin: Miracle pills' }).click();
    await expect
      .poll(() => page.getByText('was removed: it is unavailable everywhere').count(), ANSWER)
      .toBeGreaterThan(0);
    await page.close();

    await h.browser.context.clearCookies();
    await signInAs(pinner.grant);
    const notes = await open('/notifications/');
    await expect
      .poll(
        () =>
          notes.page
            .getByText(
              'Your Pin was removed for breaking the community guidelines: Health misinformation',
            )
            .count(),
        ANSWER,
      )
      .toBeGreaterThan(0);
    await notes.page.close();
    const pinPage = await open(`/pin/${pinId}/`);
    expect(pinPage.status).toBe(404);
    expect(
      await pinPage.page.getByText('Removed for going against the community guidelines').count(),
    ).toBe(1);
    await pinPage.page.close();
  });

  it('an administrator suspends the pinner: the profile is gone for a visitor and sign-in is refused', async () => {
    await h.browser.context.clearCookies();
    await signInAs(adminAcct.grant);
    const { page } = await open(`/admin/users/${pinnerId}`);
    await waitForHydration(page);
    const form = page.locator('form[data-action="suspend"]');
    await form
      .getByLabel('Reason, shown to them when they try to sign in')
      .fill('Selling fake cures');
    await form.getByRole('button', { name: 'Suspend' }).click();
    await expect
      .poll(() => page.getByText(`@${pinner.username} is suspended`).count(), ANSWER)
      .toBe(1);
    await page.close();

    await h.browser.context.clearCookies();
    const profile = await open(`/${pinner.username}/`);
    expect(profile.status).toBe(404);
    await profile.page.close();

    const login = await open('/login/');
    await waitForHydration(login.page);
    await h.logInOnPage(login.page, pinner.username, PASSWORD);
    await expect
      .poll(
        () => login.page.getByText('This account is suspended: Selling fake cures').count(),
        ANSWER,
      )
      .toBeGreaterThan(0);
    await login.page.close();
  });

  it('/admin/log shows both actions', async () => {
    await h.browser.context.clearCookies();
    await signInAs(adminAcct.grant);
    const { page } = await open('/admin/log');
    expect(await page.locator('[data-audit-action="report.remove_pin"]').count()).toBe(1);
    expect(await page.locator('[data-audit-action="user.suspend"]').count()).toBe(1);
    expect(await page.getByText('Health misinformation').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('screenshots of the admin pages at 1280 and 390, light and dark, without sideways scrolling', async () => {
    const other = await makeAccount('Reported');
    const ctx = h.t.tessera.systemCtx();
    const otherId = await h.idOf(other.username);
    const b2 = await makeBoard(ctx, otherId, { name: 'Shoes' });
    const p2 = await makePin(ctx, otherId, b2.id, {
      title: 'Designer shoes 90% off',
      link: 'https://www.cheap-shoes.example/x',
    });
    await ctx.db
      .insert(pinReports)
      .values({ pinId: p2.id, reporterId: await h.idOf(adminAcct.username), reason: 'spam' });
    const pages = [
      ['users', '/admin/users'],
      ['person', `/admin/users/${pinnerId}`],
      ['log', '/admin/log'],
      ['reports', '/admin/reports'],
    ] as const;
    // one browser and one load of each page: the scheme and the width change on the page, as
    // when a person turns the phone's dark mode on or narrows the window (the server's page does
    // not depend on either)
    const b = await launchBrowser();
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      await signInAs(adminAcct.grant, b);
      for (const [name, url] of pages) {
        const { page, status } = await open(url, b);
        expect(status, url).toBe(200);
        await waitForHydration(page);
        for (const [width, height] of [
          [1280, 900],
          [390, 844],
        ] as const) {
          await page.setViewportSize({ width, height });
          await inEachScheme(page, async (colorScheme) => {
            expect(await overflowsX(page), `${url} ${width} ${colorScheme}`).toBe(false);
            await page.screenshot({
              path: path.join(SHOTS, `${name}-${width}-${colorScheme}.png`),
              fullPage: true,
            });
          });
        }
        await page.close();
      }
    } finally {
      await b.close();
    }
  });
});
