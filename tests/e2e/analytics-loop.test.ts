import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '#domain/analytics/analytics';
import { users } from '#server/db/schema/index';
import { makeBoard, makeImage, makePin } from '../support/factory';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  waitForHydration,
  waitForPage,
} from './support/browser';

// Issue 15, the whole loop: what one person sees and opens becomes another person's pin stats.
// A visitor who allowed analytics sees a pin in a board's grid and opens it; once the page's
// batch has gone, the pin's owner finds the impression and the pin click on its analytics page.

describe.skipIf(!hasChromium())(
  'impressions and pin clicks reach the analytics page (Chromium)',
  () => {
    const h = useAccountsApp();

    async function total(page: Page, label: string): Promise<string> {
      const tile = page.locator('dl div').filter({ has: page.locator('dt', { hasText: label }) });
      if ((await tile.count()) === 0) return '';
      return ((await tile.locator('dd').textContent()) ?? '').trim();
    }

    it('P-028 scrolling a grid and opening a pin adds an impression and a pin click to its stats', async () => {
      const acct = await h.makeAccount('Ada');
      const ctx = h.t.tessera.systemCtx();
      const [me] = await ctx.db.select().from(users).where(eq(users.username, acct.username));
      if (!me) throw new Error('no account');
      const board = await makeBoard(ctx, me.id, { name: 'Stone walls' });
      const pin = await makePin(ctx, me.id, board.id, {
        imageSignature: (await makeImage(ctx, 47, 600, 800)).signature,
        title: 'Dry stone wall with ferns',
      });
      const boardPath = `/${acct.username.toLowerCase()}/${board.slug}/`;

      // the owner's page before anyone looked: no impressions, no pin clicks
      await h.signInAs(acct.grant);
      const owner = await h.open(`/pin/${pin.id}/analytics`);
      expect(owner.status).toBe(200);
      expect(['', '0', '—']).toContain(await total(owner.page, 'Impressions'));

      // a visitor who allowed analytics cookies, as a person
      const visitor = await launchBrowser({ cookieChoice: 'unset', userAgent: PERSON_UA });
      try {
        await visitor.context.addCookies([
          { name: 'tessera_consent', value: 'a1.m0.p0', domain: '127.0.0.1', path: '/' },
        ]);
        const page = await visitor.context.newPage();
        // batches the server took (their answers' bodies may be gone with the page they left)
        const sent: number[] = [];
        page.on('response', (res) => {
          if (res.url().includes(EVENTS_PATH) && res.request().method() === 'POST') {
            sent.push(res.status());
          }
        });
        await page.goto(`${h.base}${boardPath}`, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        const card = page.locator(`article[data-pin-id="${pin.id}"]`);
        await card.scrollIntoViewIfNeeded();
        await page.waitForTimeout(1200);
        // the click that opens the closeup, over the grid
        await card.locator('a[href^="/pin/"]').first().click();
        const overlay = page.getByRole('dialog');
        await overlay.waitFor(ANSWER);
        await page.waitForTimeout(800);
        // back to the board, then away from it inside the app: the grid's cards end their
        // impressions, and the batch leaves within its few seconds
        await page.goBack();
        await overlay.waitFor({ state: 'detached', ...ANSWER });
        await page.waitForTimeout(800);
        await page.getByRole('link', { name: 'Tessera home' }).click();
        await waitForPage(page, `${h.base}/`, ANSWER);
        await expect.poll(() => sent.length, ANSWER).toBeGreaterThan(0);
        expect(sent.every((status) => status === 200)).toBe(true);

        // the owner sees them, once the batches are in (the page stays open meanwhile)
        await expect
          .poll(
            async () => {
              await owner.page.reload({ waitUntil: 'networkidle' });
              return [
                await total(owner.page, 'Impressions'),
                await total(owner.page, 'Pin clicks'),
              ];
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toEqual(['1', '1']);
      } finally {
        await visitor.close();
      }
    });
  },
);
