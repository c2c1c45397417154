import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { statDays } from '#domain/analytics/analytics-stats';
import { pinDailyStats, users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { makeBoard, makeImage, makePin } from '../support/factory';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  waitForPage,
} from './support/browser';

// Issue 15: the owner reaches a pin's stats from the card's 'See more stats', sees the totals of
// its roll-ups, changes the range (kept in the URL) and the chart draws; nobody else sees them.

const SHOTS = path.resolve('tmp/screenshots/analytics');

describe.skipIf(!hasChromium())('pin analytics page (Chromium)', () => {
  const h = useAccountsApp();

  /** An account with one pin on a public board and its roll-ups (days ago → counts). */
  async function ownerWithStats() {
    const acct = await h.makeAccount('Ada');
    const ctx = h.t.tessera.systemCtx();
    const [me] = await ctx.db.select().from(users).where(eq(users.username, acct.username));
    if (!me) throw new Error('no account');
    const board = await makeBoard(ctx, me.id, { name: 'Garden ideas' });
    const sig = (await makeImage(ctx, 31, 600, 800)).signature;
    const pin = await makePin(ctx, me.id, board.id, {
      imageSignature: sig,
      title: 'Moss wall for a shady corner',
      link: 'https://example.com/moss',
    });
    const days = statDays(new Date(), 90);
    const at = (ago: number) => days[days.length - 1 - ago] as string;
    await ctx.db.insert(pinDailyStats).values([
      { pinId: pin.id, day: at(0), impressions: 1200, saves: 30, pinClicks: 80, outboundClicks: 9 },
      { pinId: pin.id, day: at(2), impressions: 300, saves: 4, pinClicks: 20, closeupViews: 50 },
      { pinId: pin.id, day: at(45), impressions: 5000, saves: 100, pinClicks: 400 },
    ]);
    bumpDataVersion();
    return { acct, pin, board };
  }

  async function totalOf(page: Page, label: string) {
    const tile = page.locator('dl div').filter({ has: page.locator('dt', { hasText: label }) });
    return ((await tile.locator('dd').textContent()) ?? '').trim();
  }

  it("the owner opens it from 'See more stats', switches 7 → 90 days, and the chart draws", async () => {
    await mkdir(SHOTS, { recursive: true });
    const { acct, pin, board } = await ownerWithStats();
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open(`/${acct.username.toLowerCase()}/${board.slug}/`);
    await waitForHydration(page);
    const card = page.locator(`article[data-pin-id="${pin.id}"]`);
    await card.hover();
    await card.getByRole('button', { name: 'Pin stats' }).click();
    const flyout = page.getByRole('dialog', { name: 'Pin stats' });
    await flyout.getByRole('link', { name: 'See more stats' }).click();
    await waitForPage(page, `**/pin/${pin.id}/analytics`, ANSWER);
    await expect.poll(() => page.getByRole('heading', { name: 'Pin stats' }).count()).toBe(1);
    // 30 days: today and two days ago
    expect(await totalOf(page, 'Impressions')).toBe('1.5k');
    expect(await totalOf(page, 'Saves')).toBe('34');
    expect(await totalOf(page, 'Pin clicks')).toBe('100');
    expect(await totalOf(page, 'Outbound clicks')).toBe('9');
    const canvas = page.locator('figure canvas');
    await expect.poll(() => canvas.count(), ANSWER).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'Date range' })
      .getByRole('link', { name: '7 days' })
      .click();
    await waitForPage(page, '**/analytics?days=7', ANSWER);
    await expect.poll(() => totalOf(page, 'Impressions'), ANSWER).toBe('1.5k');
    await page.getByRole('link', { name: '90 days' }).click();
    await waitForPage(page, '**/analytics?days=90', ANSWER);
    await expect.poll(() => totalOf(page, 'Impressions'), ANSWER).toBe('6.5k');
    expect(await totalOf(page, 'Pin clicks')).toBe('500');
    expect(await page.getByRole('link', { name: '90 days' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expect.poll(() => canvas.count(), ANSWER).toBeGreaterThan(0);
    // a legend toggle hides a line and says so
    const saves = page.getByRole('button', { name: 'Saves' });
    await saves.click();
    expect(await saves.getAttribute('aria-pressed')).toBe('false');
    // reload and Back keep the range
    await page.reload({ waitUntil: 'networkidle' });
    expect(await totalOf(page, 'Impressions')).toBe('6.5k');
    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(() => page.url()).toContain('days=7');
    await expect.poll(() => totalOf(page, 'Pin clicks'), ANSWER).toBe('100');
    // the pin's title leads back to its closeup
    expect(
      await page.getByRole('link', { name: 'Moss wall for a shady corner' }).getAttribute('href'),
    ).toBe(`/pin/moss-wall-for-a-shady-corner--${pin.id}/`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'pin-1280-light.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('another person gets the 404 page; the overview lists the pin and offers the CSV', async () => {
    const { acct, pin } = await ownerWithStats();
    const other = await h.makeAccount('Bo');
    await h.signInAs(other.grant);
    const theirs = await h.open(`/pin/${pin.id}/analytics`);
    expect(theirs.status).toBe(404);
    expect(
      await theirs.page.getByRole('heading', { name: "We couldn't find that page" }).count(),
    ).toBe(1);
    await theirs.page.close();

    await h.browser.context.clearCookies();
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open('/analytics/overview/?days=90');
    await waitForHydration(page);
    const table = page.getByRole('table', { name: 'Your top Pins by impressions' });
    expect(await table.getByRole('link').first().getAttribute('href')).toBe(
      `/pin/${pin.id}/analytics`,
    );
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/analytics/overview/export.csv?days=90',
    );
    await page.getByRole('tab', { name: 'Saves' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Your top Pins by saves' }).count())
      .toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'overview-1280-light.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a phone at 390 px in the dark theme, axe clean', async () => {
    const { acct, pin } = await ownerWithStats();
    const phone = await launchBrowser({ width: 390, height: 844, colorScheme: 'dark' });
    try {
      await phone.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      await phone.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await h.signInAs(acct.grant, phone);
      for (const [url, name] of [
        [`/pin/${pin.id}/analytics?days=90`, 'pin'],
        ['/analytics/overview/', 'overview'],
      ] as const) {
        const { page, errors } = await h.open(url, phone);
        await waitForHydration(page);
        if (name === 'pin')
          await expect.poll(() => page.locator('figure canvas').count(), ANSWER).toBeGreaterThan(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `${name}-390-dark.png`), fullPage: true });
        expect(errors).toEqual([]);
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });
});
