import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boards, pins } from '#server/db/schema/index';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  inEachScheme,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  waitForPage,
} from './support/browser';

// Issue 16 (spec 02 §2 M-061..M-067): an employee composes a today article from two pins and
// publishes it; a visitor reads it on /today/ and opens one of its pins.

const SHOTS = path.resolve('tmp/screenshots/today');
const TITLE = 'Autumn table ideas';

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe.skipIf(!hasChromium())('today articles (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, signInAs, makeEmployee } = h;
  let articleUrl = '';

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  async function publicPins(n: number): Promise<number[]> {
    const rows = await h.t.tessera
      .systemCtx()
      .db.select({ id: pins.id })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(isNull(pins.deletedAt), isNull(pins.originPinId), eq(boards.privacy, 'public')))
      .orderBy(pins.id)
      .limit(n);
    return rows.map((r) => r.id);
  }

  it('the composer is the 404 page for a person who is not an employee', async () => {
    const acct = await makeAccount('Person');
    await signInAs(acct.grant);
    const { page, status } = await open('/admin/today');
    expect(status).toBe(404);
    await page.close();
  });

  it('an employee composes an article with two pins, orders them and publishes it', async () => {
    const [first, second] = (await publicPins(2)) as [number, number];
    const acct = await makeEmployee();
    await signInAs(acct.grant);
    const { page, errors } = await open('/admin/experiences');
    await waitForHydration(page);
    // reached from the employee pages' navigation
    await page
      .getByRole('navigation', { name: 'Employee pages' })
      .getByRole('link', { name: 'Today articles' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Today articles' }).waitFor();
    // the demo's articles are listed, published
    expect(await page.getByText('Published').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Subtitle').fill('Warm colours and long dinners.');
    await page
      .getByLabel('Text', { exact: true })
      .fill('A few ideas for the table.\n\nSave the ones you like.');
    await page.getByLabel('Kind', { exact: true }).selectOption('trending');
    await page.getByRole('button', { name: 'Create article' }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor(ANSWER);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/today\/\d+$/);

    const add = page.getByLabel('Add a pin by its link or id');
    await add.fill('not a pin');
    await page.getByRole('button', { name: 'Add pin' }).click();
    await expect.poll(() => page.getByText('Paste a pin’s link or its id').count(), ANSWER).toBe(1);
    await page.getByLabel('Add a pin by its link or id').fill(`${h.base}/pin/${first}/`);
    await page.getByRole('button', { name: 'Add pin' }).click();
    const list = page.getByRole('list', { name: 'Pins of the article' });
    await expect.poll(() => list.locator('li').count(), ANSWER).toBe(1);
    await page.getByLabel('Add a pin by its link or id').fill(String(second));
    await page.getByRole('button', { name: 'Add pin' }).click();
    await expect.poll(() => list.locator('li').count(), ANSWER).toBe(2);
    const order = () =>
      list.locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('data-pin-id')));
    expect(await order()).toEqual([String(first), String(second)]);
    await list
      .locator(`li[data-pin-id="${second}"]`)
      .getByRole('button', { name: /^Move .* up$/ })
      .click();
    await expect.poll(order, ANSWER).toEqual([String(second), String(first)]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor(ANSWER);
    await expect
      .poll(() => page.getByText('The article is published.').count(), ANSWER)
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'editor-1280.png'), fullPage: true });
    articleUrl =
      (await page.getByRole('link', { name: 'Read it on Today' }).getAttribute('href')) ?? '';
    expect(articleUrl).toMatch(/^\/today\/article\/\d+\/$/);
    // the refused add (400) is the browser's only complaint
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });

  it('M-061 M-062 a visitor finds it on /today/, reads it and opens a pin', async () => {
    expect(articleUrl).not.toBe('');
    const { page, errors } = await open('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Today' })
      .click();
    // home has a heading of its own: wait for the address, not for any h1
    await waitForPage(page, (u) => u.pathname === '/today/', ANSWER);
    const card = page.locator('article[data-article-id]', { hasText: TITLE });
    await card.waitFor(ANSWER);
    expect(await card.textContent()).toContain('Trending');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor(ANSWER);
    expect(new URL(page.url()).pathname).toBe(articleUrl);
    expect(await page.getByText('Save the ones you like.').count()).toBe(1);
    const pinCards = page.locator('main article[data-pin-id]');
    await expect.poll(() => pinCards.count(), ANSWER).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const pinId = await pinCards.first().getAttribute('data-pin-id');
    await pinCards.first().locator('a').first().click();
    await expect.poll(() => page.getByRole('dialog').count(), ANSWER).toBe(1);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/pin/([a-z0-9-]+--)?${pinId}/$`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an employee deletes an article after confirming; at 390 px the editor fits', async () => {
    const acct = await makeEmployee();
    const b = await launchBrowser({ width: 390, height: 844 });
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      await signInAs(acct.grant, b);
      const { page, errors } = await open('/admin/today/new', b);
      await waitForHydration(page);
      await page.getByLabel('Title', { exact: true }).fill('Short lived');
      await page.getByRole('button', { name: 'Create article' }).click();
      await page.getByRole('heading', { level: 1, name: 'Short lived' }).waitFor(ANSWER);
      await waitForHydration(page);
      expect(await overflowsX(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'editor-390.png'), fullPage: true });
      // Cancel keeps it
      await page.getByRole('button', { name: 'Delete' }).click();
      // a dialog on a desktop, a sheet on a phone
      const ask = page
        .locator('[role="alertdialog"], [role="dialog"]')
        .filter({ hasText: 'Delete Short lived?' });
      await ask.waitFor(ANSWER);
      await page.screenshot({ path: path.join(SHOTS, 'delete-390.png') });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => ask.count(), ANSWER).toBe(0);
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/today\/\d+$/);
      // Delete confirmed: back to the list, without it
      await page.getByRole('button', { name: 'Delete' }).click();
      await ask.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { level: 1, name: 'Today articles' }).waitFor(ANSWER);
      expect(await page.getByRole('link', { name: 'Short lived' }).count()).toBe(0);
      expect(await overflowsX(page)).toBe(false);
      await page.screenshot({ path: path.join(SHOTS, 'list-390.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await b.close();
    }
  });

  it('/today/ and the article at 1280 and 390, light and dark, fit the screen', async () => {
    expect(articleUrl).not.toBe('');
    // one browser and one load of each page; the width and the scheme change on the page
    const b = await launchBrowser();
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      for (const [name, url] of [
        ['today', '/today/'],
        ['article', articleUrl],
      ] as const) {
        const { page, errors } = await open(url, b);
        await waitForHydration(page);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await inEachScheme(page, async (scheme) => {
            expect(await overflowsX(page), `${name} ${width} ${scheme}`).toBe(false);
            await page.screenshot({
              path: path.join(SHOTS, `${name}-${width}-${scheme}.png`),
              fullPage: width !== 1280,
            });
          });
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    } finally {
      await b.close();
    }
  });
});
