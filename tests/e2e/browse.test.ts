import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  seriousA11yViolations,
  watchErrors,
} from './support/browser';

// One seeded Tessera on the embedded database serves every journey of this file.
describe.skipIf(!hasChromium())('browsing as a visitor (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 8, boards: 16, pins: 140 });
    const address = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    base = address;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(path: string): Promise<{ page: Page; errors: string[]; status: number }> {
    const page = await browser.context.newPage();
    const watch = watchErrors(page);
    const res = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    return { page, errors: watch.errors, status: res?.status() ?? 0 };
  }

  const cards = (page: Page) => page.locator('article[data-pin-id]');

  it('P-002 home shows a server-rendered masonry grid of pin cards, accessible, without console errors', async () => {
    const { page, errors, status } = await open('/');
    expect(status).toBe(200);
    expect(await cards(page).count()).toBeGreaterThan(10);
    // every card reserves its image box before the image loads (no layout shift)
    const first = cards(page).first().locator('picture img');
    expect(await first.getAttribute('width')).toMatch(/^\d+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-002 scrolling to the end of the home feed loads the next page with the cursor', async () => {
    const { page, errors } = await open('/');
    const firstPage = new Set(
      await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-pin-id'))),
    );
    const nextPage = page.waitForResponse(
      (r) => r.url().includes('/resource/HomefeedResource/get/') && r.status() === 200,
    );
    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const res = await nextPage;
    const body = (await res.json()) as { resource_response: { data: { id: string }[] } };
    const newIds = body.resource_response.data.map((p) => p.id);
    expect(newIds.length).toBeGreaterThan(0);
    expect(newIds.some((id) => firstPage.has(id))).toBe(false);
    // windowing: some card of the new page is rendered near the bottom (not necessarily its first)
    const selector = newIds.map((id) => `article[data-pin-id="${id}"]`).join(', ');
    await expect.poll(async () => page.locator(selector).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the grid keeps only the cards near the viewport in the page (windowing) and ends the feed', async () => {
    const { page, errors } = await open('/');
    const loaded = new Set<string>();
    page.on('response', async (r) => {
      if (!r.url().includes('/resource/HomefeedResource/get/')) return;
      const body = (await r.json()) as { resource_response: { data: { id: string }[] } };
      for (const p of body.resource_response.data) loaded.add(p.id);
    });
    for (let i = 0; i < 40; i++) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(150);
      if ((await page.getByText("You've reached the end.").count()) > 0) break;
    }
    expect(await page.getByText("You've reached the end.").count()).toBe(1);
    const inDom = await cards(page).count();
    expect(loaded.size).toBeGreaterThan(50);
    expect(inDom).toBeLessThan(loaded.size);
    // scrolling back up brings the first cards back
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-025 a click on a pin opens the closeup over the grid with its own URL; Back restores the grid and scroll', async () => {
    const { page, errors } = await open('/');
    await page.evaluate(() => window.scrollTo(0, 600));
    const card = cards(page).nth(6);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);
    const pinId = await card.getAttribute('data-pin-id');
    await card.locator('a').first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    // P-027: a visitor's closeup URL is the search-engine style one, slug--id
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/pin/([a-z0-9-]+--)?${pinId}/$`));
    await expect.poll(() => dialog.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => dialog.getByText('More to explore').count()).toBe(1);
    // the grid is still there under the overlay
    expect(await page.locator(`main article[data-pin-id="${pinId}"]`).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Forward reopens the same overlay; Escape closes it again
    await page.goForward();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-025 reloading the overlay URL shows the full closeup page; Back returns home', async () => {
    const { page, errors } = await open('/');
    const card = cards(page).nth(2);
    const pinId = await card.getAttribute('data-pin-id');
    const title = await card.getAttribute('aria-label');
    await card.locator('a').first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    const res = await page.reload({ waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/pin/([a-z0-9-]+--)?${pinId}/$`));
    const h1 = page.getByRole('heading', { level: 1 });
    expect((await h1.textContent())?.length).toBeGreaterThan(0);
    expect(title).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain(
      `--${pinId}/`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goBack({ waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await cards(page).count()).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-046 P-047 P-198 P-210 the closeup has Visit site for an external link, in a new tab with nofollow', async () => {
    const ctx = t.tessera.systemCtx();
    const linked = (await ctx.db.select().from(pins).limit(200)).find((p) =>
      p.link?.startsWith('https://'),
    );
    expect(linked).toBeDefined();
    const { page, errors } = await open(`/pin/${linked?.id}/`);
    const visit = page.getByRole('link', { name: 'Visit site' });
    expect(await visit.getAttribute('href')).toBe(linked?.link);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-057 a deleted pin shows Unavailable / Removed by the creator with HTTP 404', async () => {
    const ctx = t.tessera.systemCtx();
    const [victim] = await ctx.db.select().from(pins).limit(1);
    if (!victim) throw new Error('no pin');
    // soft-deleted as PinResource delete leaves it (deleted_at set, the row kept)
    await ctx.db.update(pins).set({ deletedAt: new Date() }).where(eq(pins.id, victim.id));
    // a write outside a request tells the caches itself (issue 12), as the CLI does
    bumpDataVersion();
    const { page, errors, status } = await open(`/pin/${victim.id}/`);
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { name: 'Unavailable' }).count()).toBe(1);
    expect(await page.getByText('Removed by the creator').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // the only error is the browser reporting the 404 document itself
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });

  it('P-031 P-034 profile, created pins and board pages render for a visitor, accessible', async () => {
    const { page: home } = await open('/');
    const profileHref = await home
      .locator('article[data-pin-id] a[href^="/"]:not([href^="/pin/"])')
      .first()
      .getAttribute('href');
    await home.close();
    expect(profileHref).toMatch(/^\/[a-z0-9_]+\/$/);
    for (const path of [profileHref as string, `${profileHref}_created/`]) {
      const { page, errors, status } = await open(path);
      expect(status).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
    const { page } = await open(profileHref as string);
    const boardHref = await page
      .locator('ul[aria-label^="Boards by"] a')
      .first()
      .getAttribute('href');
    await page.close();
    const board = await open(boardHref as string);
    expect(board.status).toBe(200);
    expect(await cards(board.page).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(board.page)).toEqual([]);
    expect(board.errors).toEqual([]);
    await board.page.close();
  });

  it('unknown paths get a real 404 page', async () => {
    const { page, status } = await open('/definitely/not/a/page');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { name: "We couldn't find that page" }).count()).toBe(1);
    await page.close();
  });

  it('P-006 on a phone-width screen the grid has two columns filling the width', async () => {
    const phone = await launchBrowser({ width: 390, height: 844 });
    try {
      const page = await phone.context.newPage();
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      const lefts = await page
        .locator('article[data-pin-id]')
        .evaluateAll((els) => [
          ...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))),
        ]);
      expect(lefts.length).toBe(2);
      const widths = await page
        .locator('article[data-pin-id]')
        .first()
        .evaluate((e) => e.getBoundingClientRect().width);
      expect(widths).toBeGreaterThan(170);
    } finally {
      await phone.close();
    }
  });
});
