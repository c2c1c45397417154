import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  inEachScheme,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';

// Issue 16: a person follows someone, sees their pin first on home with its true reason in the
// closeup's drawer (M-402), opens the following feed; the empty following feed suggests whom to
// follow; the visual search pages render (M-037, M-038); /homefeed/ moves to / (M-052).

const SHOTS = path.resolve('tmp/screenshots/feeds');

describe.skipIf(!hasChromium())('feeds (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, signInAs } = h;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  /** A seeded person with pins on public boards: who to follow, and one of their pins. */
  async function somebody(): Promise<{ username: string; fullName: string; pinId: string }> {
    const res = await h.t.tessera.systemCtx().db.execute(sql`
      select u.username, trim(u.first_name || ' ' || u.last_name) as full_name,
        min(p.id)::text as pin_id
      from users u join pins p on p.pinner_id = u.id and p.origin_pin_id is null
      join boards b on b.id = p.board_id and b.privacy = 'public'
      group by u.id order by count(*) desc limit 1`);
    const row = (
      res as unknown as { rows: { username: string; full_name: string; pin_id: string }[] }
    ).rows[0];
    if (!row) throw new Error('no seeded pinner');
    return { username: row.username, fullName: row.full_name || row.username, pinId: row.pin_id };
  }

  it('M-402 follow someone: their pin leads home with its reason, and the following feed lists it', async () => {
    const who = await somebody();
    const acct = await makeAccount('Noor');
    await signInAs(acct.grant);
    const profile = await open(`/${who.username}/`);
    await waitForHydration(profile.page);
    await profile.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect
      .poll(
        () => profile.page.getByRole('button', { name: 'Unfollow', exact: true }).count(),
        ANSWER,
      )
      .toBe(1);
    await profile.page.close();

    const { page, errors } = await open('/');
    await waitForHydration(page);
    const first = page.locator('article[data-pin-id]').first();
    await page.screenshot({ path: path.join(SHOTS, 'home-ranked-1280.png') });
    // the followed person's pins come first, each saying why (P-120 'From {pinnerName}')
    await expect.poll(() => first.textContent()).toContain(`From ${who.fullName}`);
    await first.locator('a').first().click();
    const seeMore = page.getByRole('button', { name: 'See more' });
    await seeMore.waitFor(ANSWER);
    await seeMore.click();
    await expect
      .poll(
        () => page.getByText(`This Pin is from ${who.fullName}, a profile you follow`).count(),
        ANSWER,
      )
      .toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'reason-drawer-1280.png') });
    await page.goBack();

    // the tab to the following feed
    await page
      .getByRole('navigation', { name: 'Feeds' })
      .getByRole('link', { name: 'Following' })
      .click();
    await waitForPage(page, /\/following\/$/, ANSWER);
    await page.locator('article[data-pin-id]').first().waitFor(ANSWER);
    expect(await page.title()).toBe('Following | Tessera');
    const cards = await page.locator('article[data-pin-id]').count();
    expect(cards).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the empty following feed suggests people and boards, and a visitor is asked to log in', async () => {
    const acct = await makeAccount('Ezra');
    await signInAs(acct.grant);
    const { page, errors } = await open('/following/');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Follow people and boards you like' }).waitFor();
    const person = page.getByRole('heading', { name: 'People to follow' });
    expect(await person.count()).toBe(1);
    const link = page.locator('section[aria-labelledby="following-empty-title"] a').first();
    const href = await link.getAttribute('href');
    await link.click();
    await waitForPage(page, (u) => u.pathname === href, ANSWER);
    expect(errors).toEqual([]);
    await page.close();

    await h.browser.context.clearCookies();
    const visitor = await open('/following/');
    expect(new URL(visitor.page.url()).pathname).toMatch(/^\/login\/?$/);
    await visitor.page.close();
  });

  it('M-037 M-038 the visual search pages render; unknown pins are a 404; M-052 /homefeed/ is home', async () => {
    const who = await somebody();
    const { page, errors, status } = await open(`/pin/${who.pinId}/visual-search/`);
    expect(status).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'More like this', level: 1 }).waitFor();
    // the page keeps its own stylesheet through hydration (decision 024: no eager image preload)
    expect(
      await page
        .getByRole('heading', { name: 'More like this', level: 1 })
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('28px');
    await page
      .getByRole('navigation', { name: 'Visual search' })
      .getByRole('link', { name: 'Products' })
      .click();
    await waitForPage(page, /\/visual-search\/products\/$/, ANSWER);
    await page.getByRole('heading', { name: 'Similar products', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
    for (const url of ['/pin/987654321/visual-search/', '/pin/987654321/visual-search/products/']) {
      const r = await fetch(`${h.base}${url}`, { headers: { 'user-agent': PERSON_UA } });
      expect(r.status, url).toBe(404);
    }
    const moved = await fetch(`${h.base}/homefeed/`, {
      headers: { 'user-agent': PERSON_UA },
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/^(https?:\/\/[^/]+)?\/$/);
  });

  /** At 1280 and 390 px, dark and light: nothing wider than the screen, no serious axe finding. */
  async function inEveryLook(page: Page, name: string): Promise<void> {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // a narrower grid is taller: the page stays at its top, as a fresh load is
      await page.evaluate(() => window.scrollTo(0, 0));
      await inEachScheme(page, async (scheme) => {
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${name} ${width} ${scheme}`,
        ).toBeLessThanOrEqual(width);
        expect(await seriousA11yViolations(page), `${name} ${width} ${scheme}`).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`) });
      });
    }
  }

  it('looks right at 1280 × 900 and 390 × 844 px, in the light and the dark theme', async () => {
    const who = await somebody();
    const acct = await makeAccount('Rumi');
    const b = await launchBrowser();
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      await signInAs(acct.grant, b);
      const pages = [
        ['following-empty', '/following/'],
        ['visual-search', `/pin/${who.pinId}/visual-search/`],
        ['visual-search-products', `/pin/${who.pinId}/visual-search/products/`],
      ] as const;
      for (const [name, url] of pages) {
        const page = await b.context.newPage();
        const { errors } = watchErrors(page);
        await page.goto(`${h.base}${url}`, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        await inEveryLook(page, name);
        expect(errors).toEqual([]);
        await page.close();
      }
      // follow the person, then the following feed has their pins
      const profile = await b.context.newPage();
      await profile.goto(`${h.base}/${who.username}/`, { waitUntil: 'networkidle' });
      await waitForHydration(profile);
      await profile.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect
        .poll(() => profile.getByRole('button', { name: 'Unfollow', exact: true }).count(), ANSWER)
        .toBe(1);
      await profile.goto(`${h.base}/following/`, { waitUntil: 'networkidle' });
      await waitForHydration(profile);
      await profile.locator('article[data-pin-id]').first().waitFor(ANSWER);
      await inEveryLook(profile, 'following');
      await profile.close();
    } finally {
      await b.close();
    }
  });
});
