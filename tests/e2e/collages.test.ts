import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAGE_PAPER, paperChannels } from '#domain/boards/collages';
import { collages } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin } from '../support/factory';
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

const SHOTS = path.resolve('tmp/screenshots/collages');
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANSWER = { timeout: 15_000 };

describe.skipIf(!hasChromium())('collages (Chromium, issue 14)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = { ...t.tessera.systemCtx(), ip: '10.9.9.31' };
    const username = `collager${Math.random().toString(36).slice(2, 8)}`;
    const grant = await signup(ctx, {
      email: `${username}@example.com`,
      password: 'violet-harbor-lantern-42',
      username,
      firstName: 'Cleo',
    });
    token = grant.token;
    userId = grant.userId;
    const board = await makeBoard(ctx, grant.userId, { name: 'Moodboard', slug: 'moodboard' });
    const wide = await makeImage(ctx, 11, 600, 400);
    const tall = await makeImage(ctx, 12, 400, 700);
    await makePin(ctx, grant.userId, board.id, { imageSignature: wide.signature, title: 'Sunset' });
    await makePin(ctx, grant.userId, board.id, { imageSignature: tall.signature, title: 'Fern' });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(p: string, b: Browser = browser) {
    const page = await b.context.newPage();
    const watch = watchErrors(page);
    const res = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    return { page, errors: watch.errors, status: res?.status() ?? 0 };
  }

  async function shoot(page: Page, name: string) {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  it('M-095 a visitor on /collage-creation-tool is asked to log in', async () => {
    await browser.context.clearCookies();
    const { page, errors, status } = await open('/collage-creation-tool');
    expect(status).toBe(200);
    await page.getByRole('dialog', { name: 'Log in to create a Pin or board' }).waitFor(ANSWER);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-015 a saved draft is deleted from the tool after its confirmation, with the toast', async () => {
    await browser.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    const { page, errors } = await open('/collage-creation-tool/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add Sunset to the collage' }).click();
    await page.getByLabel('Title').fill('Scratch');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor(ANSWER);
    await page.getByRole('button', { name: 'Delete draft' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete draft?' });
    await ask.waitFor(ANSWER);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Draft deleted').waitFor(ANSWER);
    await page.getByRole('heading', { name: 'Create collage' }).waitFor(ANSWER);
    await expect
      .poll(() => t.tessera.database.db.select().from(collages).where(eq(collages.userId, userId)))
      .toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-095 M-339 M-340 M-302 M-015 makes a collage from two pins, publishes it, sees it listed, deletes it with confirmation and toast', async () => {
    await browser.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    // the header's Create menu leads there
    const { page, errors } = await open('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Create collage' }).click();
    await waitForPage(page, /\/collage-creation-tool\/?$/, ANSWER);
    await waitForHydration(page);
    await page.getByText('No collages yet').waitFor(ANSWER);
    await page.getByRole('button', { name: 'Add Sunset to the collage' }).click();
    await page.getByRole('button', { name: 'Add Fern to the collage' }).click();
    const canvas = page.getByRole('region', { name: 'Collage canvas' });
    const fern = canvas.getByRole('button', { name: /^Cut-out 2 of 2: Fern/ });
    // drag the second cut-out down and left with the mouse
    const box = await fern.boundingBox();
    if (!box) throw new Error('no cut-out on the canvas');
    const before = await fern.evaluate((el) => (el as HTMLElement).style.left);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 80, { steps: 5 });
    await page.mouse.up();
    expect(await fern.evaluate((el) => (el as HTMLElement).style.left)).not.toBe(before);
    // the keyboard way, a crop shape, a size and the order
    await fern.focus();
    await page.keyboard.press('Shift+ArrowUp');
    await page.getByLabel('Crop shape').selectOption('square');
    await page.getByRole('button', { name: 'Larger' }).click();
    // Fern now lies over Sunset: the keyboard reaches a covered cut-out
    await canvas.getByRole('button', { name: /^Cut-out 1 of 2: Sunset/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bring forward' }).click();
    await page.getByLabel('Title').fill('Evening walk');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'tool-1280');

    // a draft first: it is listed under Drafts, not as published (M-302)
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor(ANSWER);
    const drafts = page.getByRole('navigation', { name: 'Drafts' });
    await drafts.getByRole('link', { name: 'Evening walk' }).waitFor(ANSWER);
    await page.getByText('No collages yet').waitFor(ANSWER);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Collage published').waitFor(ANSWER);
    await drafts.waitFor({ state: 'detached', ...ANSWER });
    const list = page.getByRole('region', { name: 'Your collages' });
    await list.getByText('Evening walk').waitFor(ANSWER);
    const [row] = await t.tessera.database.db
      .select()
      .from(collages)
      .where(eq(collages.userId, userId));
    expect(row?.isDraft).toBe(false);
    expect(row?.publishedAt).not.toBeNull();
    await shoot(page, 'list-1280');

    // decision 021: the published collage is a pin of its composed picture; its page is that
    // pin's closeup, with the pin's Save and Share (whose menu sends it to a person)
    await list.getByRole('link', { name: 'Evening walk' }).click();
    await waitForPage(page, new RegExp(`/pin/${row?.pinId}/$`), ANSWER);
    await page.getByRole('heading', { name: 'Evening walk' }).waitFor(ANSWER);
    await page.getByRole('button', { name: /^Save/ }).first().waitFor(ANSWER);
    await page.getByRole('button', { name: 'Share', exact: true }).first().click();
    const menu = page.getByRole('dialog', { name: 'Share Menu' });
    await menu.getByRole('button', { name: 'Send to a Tessera user' }).waitFor(ANSWER);
    await shoot(page, 'collage-page-share-1280');
    await page.keyboard.press('Escape');
    await page.goBack();
    await waitForPage(page, /\/collage-creation-tool\/?$/, ANSWER);

    await list.getByRole('button', { name: 'Delete Evening walk' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete collage?' });
    await ask.waitFor(ANSWER);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.waitForTimeout(400); // the dialog's enter transition
    await page.screenshot({ path: path.join(SHOTS, 'confirm-1280.png') });
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Collage deleted').waitFor(ANSWER);
    await list.getByText('No collages yet').waitFor(ANSWER);
    expect(
      await t.tessera.database.db.select().from(collages).where(eq(collages.userId, userId)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone at 390 px in the dark theme: the tool and the list fit the screen', async () => {
    const phone = await launchBrowser({
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
    });
    try {
      await phone.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
      await phone.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const { page, errors } = await open('/collage-creation-tool', phone);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add Fern to the collage' }).click();
      await page.getByRole('button', { name: 'Add Sunset to the collage' }).click();
      await page.getByLabel('Title').fill('Pocket collage');
      // decision 021: the dark theme's canvas is the published picture's paper, not the page's
      const canvas = page.getByRole('region', { name: 'Collage canvas' });
      const { r, g, b } = paperChannels(COLLAGE_PAPER.color);
      expect(await canvas.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        `rgb(${r}, ${g}, ${b})`,
      );
      await canvas.screenshot({ path: path.join(SHOTS, 'canvas-390-dark.png') });
      await page.getByRole('button', { name: 'Publish' }).click();
      await page
        .getByRole('region', { name: 'Your collages' })
        .getByText('Pocket collage')
        .waitFor(ANSWER);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shoot(page, 'tool-and-list-390-dark');
      await page.getByRole('button', { name: 'Delete Pocket collage' }).click();
      await page.getByRole('alertdialog', { name: 'Delete collage?' }).waitFor(ANSWER);
      await page.waitForTimeout(400); // the sheet's slide-up
      await page.screenshot({ path: path.join(SHOTS, 'confirm-390-dark.png') });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await phone.close();
    }
  });
});
