import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#server/context';
import { interestFollows, interests } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

/** The interest ids a person follows, as stored. */
async function followedInterestIds(ctx: Pick<Ctx, 'db'>, userId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: interestFollows.interestId })
    .from(interestFollows)
    .where(eq(interestFollows.userId, userId))
    .orderBy(asc(interestFollows.interestId));
  return rows.map((r) => r.id);
}

const SHOTS = path.resolve('tmp/screenshots/ideas');
const ANSWER = { timeout: 15_000 };

// Issue 16: the ideas pages (spec 01 §2 P-044, the flyout P-048 … P-050; spec 02 §2 M-054 …
// M-057 and /topics) in a real browser.
describe.skipIf(!hasChromium())('ideas pages (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let art: number;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    const ctx = t.tessera.systemCtx();
    const rows = await ctx.db
      .insert(interests)
      .values([
        { name: 'Art', urlName: 'art', description: 'Paintings, prints and clay.' },
        { name: 'Beauty', urlName: 'beauty' },
        { name: 'Home decor', urlName: 'home-decor' },
        { name: 'Travel', urlName: 'travel' },
      ])
      .returning({ id: interests.id, urlName: interests.urlName });
    const id = (slug: string) => rows.find((r) => r.urlName === slug)?.id as number;
    art = id('art');
    await ctx.db
      .insert(interests)
      .values({ name: 'Watercolour', urlName: 'watercolour', parentId: art });
    bumpDataVersion();
    const owner = await makeUser(ctx, { firstName: 'Ines' });
    const open = await makeBoard(ctx, owner.id, { name: 'Studio' });
    const secret = await makeBoard(ctx, owner.id, { name: 'Hidden', privacy: 'secret' });
    let seed = 10;
    for (const slug of ['art', 'art', 'art', 'beauty', 'home-decor', 'travel']) {
      const image = await makeImage(ctx, seed++);
      await makePin(ctx, owner.id, open.id, {
        title: `${slug} idea ${seed}`,
        interestId: id(slug),
        imageSignature: image.signature,
      });
    }
    await makePin(ctx, owner.id, secret.id, { title: 'Secret sketch', interestId: art });
    const grant = await signup(
      { ...ctx, ip: '10.16.3.1' },
      {
        email: 'ideas-e2e@example.com',
        password: 'violet-harbor-lantern-42',
        username: 'ideasfan',
        firstName: 'Ida',
      },
    );
    cookie = grant.token;
    userId = grant.userId;
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(url: string) {
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    const res = await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors, status: res?.status() };
  }

  it('P-048 P-049 the Explore flyout opens with the mouse and with the keyboard and leads to a category', async () => {
    const { page, errors } = await open('/');
    const trigger = page.getByRole('button', { name: 'Explore categories' });
    // the header's Explore link stays a plain link to /ideas/
    expect(
      await page.getByRole('link', { name: 'Explore', exact: true }).getAttribute('href'),
    ).toBe('/ideas/');
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Explore categories' });
    await menu.waitFor(ANSWER);
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Art' }).count(), ANSWER).toBe(1);
    // the flyout lists only the categories the database has, in the spec's order
    const names = await menu.getByRole('menuitem').allInnerTexts();
    expect(names).toEqual(['Art', 'Beauty', 'Home decor', 'Travel', 'All ideas', 'Videos']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'flyout-1280-light.png') });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // keyboard: focus, Enter opens it on its first item, arrows move, Enter follows the link
    await trigger.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor(ANSWER);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), ANSWER)
      .toBe('Art');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused, ANSWER).toBe('Beauty');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused, ANSWER).toBe('Art');
    await page.keyboard.press('Enter');
    await waitForPage(page, `${base}/ideas/art/`, ANSWER);
    // React commits the new page in a transition, a moment after the address changes
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Art' }).count(), ANSWER)
      .toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-044 an ideas page: description, sub-interests, pins without a secret board; a visitor is asked to log in to follow', async () => {
    const { page, errors, status } = await open('/ideas/art/');
    expect(status).toBe(200);
    expect(await page.title()).toBe('Art ideas | Tessera');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/ideas\/art\/$/,
    );
    expect(await page.getByText('Paintings, prints and clay.').count()).toBe(1);
    const chips = page.getByRole('navigation', { name: 'Ideas within Art' });
    expect(await chips.getByRole('link', { name: 'Watercolour' }).getAttribute('href')).toBe(
      '/ideas/watercolour/',
    );
    const grid = page.getByRole('list', { name: 'Art ideas' });
    await expect.poll(() => grid.locator('a[href^="/pin/"]').count(), ANSWER).toBeGreaterThan(0);
    expect(await page.getByText('Secret sketch').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to follow' });
    await expect.poll(() => dialog.count(), ANSWER).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), ANSWER).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a signed-in person follows a category, sees it followed after a reload, and opens a pin', async () => {
    await browser.context.addCookies([{ name: 'tessera_session', value: cookie, url: base }]);
    try {
      const { page, errors } = await open('/ideas/art/');
      // the button is optimistic: the reload waits for the server's answer, as a person does
      const followed = page.waitForResponse(
        (r) => r.url().includes('/InterestFollowResource/create/') && r.ok(),
      );
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await followed;
      await expect
        .poll(() => page.getByRole('button', { name: 'Unfollow' }).count(), ANSWER)
        .toBe(1);
      await expect.poll(() => page.getByText('1 follower', { exact: true }).count()).toBe(1);
      await page.reload({ waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(await page.getByRole('button', { name: 'Unfollow' }).count()).toBe(1);
      expect(await page.getByText('1 follower', { exact: true }).count()).toBe(1);
      expect(await followedInterestIds(t.tessera.systemCtx(), userId)).toEqual([art]);

      await page.locator('a[href^="/pin/"]').first().click();
      await page.getByRole('dialog').waitFor(ANSWER);
      expect(new URL(page.url()).pathname).toMatch(/^\/pin\/([a-z0-9-]+--)?\d+\/$/);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await browser.context.clearCookies();
    }
  });

  it('/topics moves to /ideas/ for good, and unknown ideas or videos pages are 404s', async () => {
    const res = await fetch(`${base}/topics`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/ideas/');
    const { page, errors } = await open('/topics');
    expect(new URL(page.url()).pathname).toBe('/ideas/');
    expect(
      await page.getByRole('list', { name: 'Ideas categories' }).getByRole('link').count(),
    ).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
    // M-055: the catalogue form redirects to the canonical /ideas/{slug}/, a stale slug too
    for (const url of [`/ideas/art/${art}/`, `/ideas/old-name/${art}/`]) {
      const r = await fetch(`${base}${url}`, { redirect: 'manual' });
      expect(r.status, url).toBe(301);
      expect(r.headers.get('location'), url).toBe('/ideas/art/');
    }
    for (const url of ['/ideas/nothing-here/', `/ideas/art/${art + 999}/`, '/videos/art/0/']) {
      const r = await fetch(`${base}${url}`, { headers: { 'user-agent': PERSON_UA } });
      expect(r.status, url).toBe(404);
    }
  });

  it.each([
    { width: 1280, height: 900, scheme: 'light' },
    { width: 390, height: 844, scheme: 'dark' },
  ] as const)(
    'looks right at $width px in the $scheme theme',
    async ({ width, height, scheme }) => {
      const b = await launchBrowser({ width, height, colorScheme: scheme });
      await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      try {
        for (const url of ['/ideas/', '/ideas/art/', '/videos/']) {
          const page = await b.context.newPage();
          const { errors } = watchErrors(page);
          await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
          await waitForHydration(page);
          // no sideways scrolling on a phone
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          expect(await seriousA11yViolations(page)).toEqual([]);
          const name = url.replaceAll('/', '-').replace(/^-|-$/g, '');
          await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`) });
          expect(errors).toEqual([]);
          await page.close();
        }
      } finally {
        await b.close();
      }
    },
  );
});
