import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/pins/content';
import { interests } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { backfillProductOffers } from '#server/services/shopping/offers';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  watchErrors,
} from './support/browser';

// Issue 16 (spec 02 §2 M-058, M-059; spec 01 §2 P-064, §4 P-122): a visitor opens /shopping/,
// chooses a category, narrows it by price and free shipping, sees the count change and opens a
// product; on a phone the filters live in a sheet.

const SHOTS = path.resolve('tmp/screenshots/shopping');

const PRODUCTS: { title: string; price: string; standard?: string; freeFrom?: string }[] = [
  { title: 'Linen tote', price: '40.00', standard: '55.00' },
  { title: 'Oak stool', price: '120.00', freeFrom: '75' },
  { title: 'Clay cup', price: '12.50', freeFrom: '0' },
  { title: 'Wool throw', price: '48.00' },
  { title: 'Brass lamp', price: '89.99' },
];

function product(p: (typeof PRODUCTS)[number]): Product {
  return {
    name: p.title,
    brand: { name: 'Fern & Field' },
    offerSummary: {
      currency: 'USD',
      price: p.price,
      ...(p.standard ? { standardPrice: p.standard } : {}),
    },
    ...(p.freeFrom ? { shippingInfo: { freeShippingPrice: p.freeFrom } } : {}),
  };
}

async function countText(page: Page): Promise<string> {
  return ((await page.getByTestId('result-count').textContent()) ?? '').trim();
}

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe.skipIf(!hasChromium())('shopping pages (Chromium)', () => {
  let t: TestApp;
  let base = '';
  let categoryPath = '';
  let interestId = 0;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    const [home] = await ctx.db
      .insert(interests)
      .values({ name: 'Home decor', urlName: 'home-decor' })
      .returning({ id: interests.id });
    interestId = home?.id ?? 0;
    categoryPath = `/shopping/home-decor/${interestId}/`;
    const seller = await makeUser(ctx, { firstName: 'Fern', lastName: 'Field' });
    const board = await makeBoard(ctx, seller.id, { name: 'Shop' });
    const secret = await makeBoard(ctx, seller.id, { name: 'Hidden', privacy: 'secret' });
    for (const [i, p] of PRODUCTS.entries()) {
      const sig = (await makeImage(ctx, 20 + i, 300, 360 + i * 40)).signature;
      await makePin(ctx, seller.id, board.id, {
        imageSignature: sig,
        title: p.title,
        interestId,
        link: `https://fern.test/${i}`,
        richMetadata: { typeName: 'product', displayName: p.title, products: [product(p)] },
        shopping: { shoppingFlags: [5] },
      });
    }
    await makePin(ctx, seller.id, secret.id, {
      title: 'Secret sofa',
      interestId,
      richMetadata: {
        typeName: 'product',
        products: [product({ title: 'Secret sofa', price: '30.00' })],
      },
      shopping: { shoppingFlags: [5] },
    });
    await backfillProductOffers(ctx.db);
    bumpDataVersion();
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function browserAt(width: number, height: number): Promise<Browser> {
    const b = await launchBrowser({ width, height });
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    return b;
  }

  it('M-058 M-059 open /shopping/, choose a category, filter by price and free shipping, open a product', async () => {
    const b = await browserAt(1280, 900);
    try {
      const page = await b.context.newPage();
      const watch = watchErrors(page);
      const res = await page.goto(`${base}/shopping/`, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Shopping' }).waitFor();
      // the spotlight: the one product on sale, old price struck through
      const spotlight = page.getByRole('region', { name: 'On sale now' });
      await spotlight.getByText('Linen tote').waitFor();
      await spotlight.locator('s', { hasText: '$55.00' }).waitFor();
      expect(await page.getByText('Secret sofa').count()).toBe(0);
      // found from the header too
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Shopping' })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/root-1280.png` });

      await page
        .getByRole('navigation', { name: 'Shopping categories' })
        .getByRole('link', { name: 'Home decor' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Home decor' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(categoryPath);
      expect(await countText(page)).toBe('5 products');
      // the shopping footer: price first, free shipping noted (P-122)
      const stool = page.locator('[data-footer-style="shopping"]', { hasText: 'Oak stool' });
      await stool.getByText('Free shipping').waitFor();

      await page.getByLabel('Lowest price').fill('10');
      await page.getByLabel('Highest price').fill('50');
      await page.getByLabel('Highest price').press('Enter');
      await expect.poll(() => countText(page)).toBe('3 products');
      expect(page.url()).toContain('min_price=10&max_price=50');
      await page.getByLabel('Free shipping').check();
      await expect.poll(() => countText(page)).toBe('1 product');
      expect(page.url()).toContain('free_shipping=1');
      await page.screenshot({ path: `${SHOTS}/category-filtered-1280.png` });

      // nothing matches: the empty state offers to clear the filters
      await page.getByLabel('Lowest price').fill('45');
      await page.getByLabel('Lowest price').press('Enter');
      await page.getByRole('heading', { name: 'No products match these filters' }).waitFor();
      await page.getByRole('link', { name: 'Clear filters' }).last().click();
      await expect.poll(() => countText(page)).toBe('5 products');
      // the fields follow the url
      expect(await page.getByLabel('Lowest price').inputValue()).toBe('');
      expect(await page.getByLabel('Free shipping').isChecked()).toBe(false);
      // a tick from the keyboard applies at once and keeps the focus where it was
      await page.getByLabel('In stock only').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.url()).toContain('in_stock=1');
      await expect.poll(() => countText(page)).toBe('5 products');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
        'in_stock',
      );

      await page
        .getByRole('link', { name: /Clay cup/ })
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/pin\/([\w-]+--)?\d+\/?$/);
      await page.getByRole('heading', { name: 'Clay cup' }).first().waitFor();
      expect(watch.errors).toEqual([]);
      await page.close();
    } finally {
      await b.close();
    }
  });

  it('M-059 a wrong slug redirects, an unknown category is a 404 and a bad filter a readable 400', async () => {
    const b = await browserAt(1280, 900);
    try {
      const page = await b.context.newPage();
      await page.goto(`${base}/shopping/wrong-name/${interestId}/?free_shipping=1`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        `${categoryPath}?free_shipping=1`,
      );
      const missing = await page.goto(`${base}/shopping/home-decor/999999/`);
      expect(missing?.status()).toBe(404);
      const bad = await page.goto(`${base}${categoryPath}?min_price=cheap`);
      expect(bad?.status()).toBe(400);
      await page.getByText('The lowest price must be a price such as 25 or 19.99.').waitFor();
      await page.getByRole('link', { name: 'Clear filters' }).first().waitFor();
      await page.close();
    } finally {
      await b.close();
    }
  });

  it('at 390 px the filters open in a sheet, and the page fits the screen', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const b = await launchBrowser({ width: 390, height: 844, colorScheme: scheme });
      await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      try {
        const page = await b.context.newPage();
        await page.goto(`${base}${categoryPath}`, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        expect(await overflowsX(page)).toBe(false);
        expect(await countText(page)).toBe('5 products');
        await page.screenshot({ path: `${SHOTS}/category-390-${scheme}.png` });
        if (scheme === 'dark') {
          await page.goto(`${base}/shopping/`, { waitUntil: 'networkidle' });
          expect(await overflowsX(page)).toBe(false);
          await page.screenshot({ path: `${SHOTS}/root-390-dark.png` });
          await page.close();
          continue;
        }
        await page.getByRole('button', { name: 'Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.waitFor();
        await sheet.getByLabel('Highest price').fill('50');
        await sheet.getByLabel('Free shipping').check();
        await page.screenshot({ path: `${SHOTS}/filters-sheet-390.png` });
        await sheet.getByRole('button', { name: 'Apply' }).click();
        await expect.poll(() => countText(page)).toBe('1 product');
        await sheet.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.close();
      } finally {
        await b.close();
      }
    }
  });
});
