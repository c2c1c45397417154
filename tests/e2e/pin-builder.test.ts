import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, pins } from '#server/db/schema/index';
import { generateDemoImage } from '#server/images/demo-image';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard } from '../support/factory';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForPage,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/pin-builder');

describe.skipIf(!hasChromium())('making pins (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let username: string;
  let token: string;
  let boardId: number;
  let boardUrl: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = { ...t.tessera.systemCtx(), ip: '10.9.9.9' };
    username = `maker${Math.random().toString(36).slice(2, 8)}`;
    const grant = await signup(ctx, {
      email: `${username}@example.com`,
      password: 'violet-harbor-lantern-42',
      username,
      firstName: 'Ada',
    });
    token = grant.token;
    const board = await makeBoard(ctx, grant.userId, {
      name: 'Kitchen ideas',
      slug: 'kitchen-ideas',
    });
    boardId = board.id;
    boardUrl = `/${username}/kitchen-ideas/`;
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(p: string) {
    const page = await browser.context.newPage();
    const watch = watchErrors(page);
    const res = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    return { page, errors: watch.errors, status: res?.status() ?? 0 };
  }

  async function shoot(page: Page, name: string) {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  it('M-321 a visitor on /pin-builder gets the login prompt', async () => {
    await browser.context.clearCookies();
    const { page, errors } = await open('/pin-builder');
    const dialog = page.getByRole('dialog', { name: 'Log in to create a Pin or board' });
    await dialog.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-001 M-090 uploads a picture with progress, publishes it to a board, edits it (M-034)', async () => {
    await browser.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    const { page, errors } = await open('/pin-builder');
    expect(await page.getByRole('heading', { name: 'Create Pin' }).isVisible()).toBe(true);

    // the header's Create menu: Create Pin and Create board (the board dialog)
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // the menu's Radix half loads on the first press (decision 012), then opens
    await page.getByRole('menuitem', { name: 'Create Pin' }).waitFor();
    await page.getByRole('menuitem', { name: 'Create board' }).click();
    await page.getByRole('dialog', { name: 'Create board' }).waitFor();
    await shoot(page, 'header-create-board');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Create board' }).waitFor({ state: 'hidden' });

    // slow the answer a little so the progress bar is on screen long enough to see
    await page.route('**/v3/pins/uploads/', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const picture = await generateDemoImage(11, { width: 900, height: 1200, motif: 'food' });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'tart.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await page.getByRole('progressbar', { name: 'Uploading tart.jpg' }).waitFor();
    await page.getByText('Uploaded', { exact: true }).waitFor();
    // the draft's board field names the board it chose (the only one, so the last used)
    const boardField = page.getByRole('button', { name: 'Board Kitchen ideas' });
    await boardField.waitFor();

    await page.getByLabel('Title').fill('Lemon tart with berries');
    await page.getByLabel('Description').fill('Bright, sharp and sweet.');
    await page.getByLabel('Alt text').fill('A lemon tart topped with berries');
    await page.getByLabel('Destination link').fill('https://example.com/tart');
    expect(await page.getByText('23/100').isVisible()).toBe(true);
    // the field opens the save flow's board picker; choosing keeps the board
    await boardField.click();
    const picker = page.getByRole('dialog', { name: 'Choose a board' });
    await picker.getByRole('searchbox', { name: 'Search boards' }).fill('kitchen');
    await picker.getByRole('button', { name: 'Kitchen ideas' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await boardField.count()).toBe(1);
    await shoot(page, 'builder-draft-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Your Pin is published.').waitFor();
    const [row] = await t.tessera.database.db.select().from(pins).where(eq(pins.boardId, boardId));
    expect(row?.title).toBe('Lemon tart with berries');
    const [board] = await t.tessera.database.db.select().from(boards).where(eq(boards.id, boardId));
    expect(board?.pinCount).toBe(1);

    // the same picture again: the near-duplicate warning, with a way to publish anyway
    await page.locator('input[type="file"]').setInputFiles({
      name: 'tart-again.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await page.getByText('You already saved this picture').waitFor();
    expect(await page.getByRole('button', { name: 'Publish anyway' }).isVisible()).toBe(true);
    await shoot(page, 'builder-duplicate-desktop');

    await page.getByRole('link', { name: 'See your Pin' }).click();
    await page.waitForURL(`**/pin/${row?.id}/`);
    await page.getByRole('heading', { name: 'Lemon tart with berries' }).first().waitFor();

    // the board shows it
    const onBoard = await open(boardUrl);
    expect(onBoard.status).toBe(200);
    await onBoard.page.locator(`a[href*="/pin/${row?.id}/"]`).first().waitFor();
    await onBoard.page.close();

    // M-034: edit the title
    const edit = await open(`/pin/${row?.id}/edit`);
    expect(edit.status).toBe(200);
    expect(await edit.page.getByLabel('Title').inputValue()).toBe('Lemon tart with berries');
    await shoot(edit.page, 'edit-desktop');
    expect(await seriousA11yViolations(edit.page)).toEqual([]);
    await edit.page.getByLabel('Title').fill('Lemon tart');
    await edit.page.getByRole('button', { name: 'Save' }).click();
    await edit.page.waitForURL(`**/pin/${row?.id}/`);
    await edit.page.getByRole('heading', { name: 'Lemon tart' }).first().waitFor();
    const [after] = await t.tessera.database.db
      .select()
      .from(pins)
      .where(eq(pins.id, row?.id ?? 0));
    expect(after?.title).toBe('Lemon tart');
    expect(errors).toEqual([]);
    expect(edit.errors).toEqual([]);
    await edit.page.close();
    await page.close();
  });

  it('issue 35: a site’s save link brings a visitor through log-in back to the builder, with the site’s page and description on the picture’s draft', async () => {
    await browser.context.clearCookies();
    const query = new URLSearchParams({
      url: 'https://example.com/recipes/soup',
      // the SSRF guard refuses it (a private address), so the draft shows the reason
      media: 'http://10.0.0.7/soup.jpg',
      description: 'Tomato soup, roasted first',
    });
    const savePath = `/pin/create/button/?${query}`;
    const { page, errors, status } = await open(savePath);
    expect(status).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Log in to create a Pin or board' });
    await dialog.waitFor();
    await shoot(page, 'save-link-visitor');
    await dialog.getByLabel('Email or username').fill(`${username}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill('violet-harbor-lantern-42');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: 'Create Pin' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(savePath);
    await page.getByText('Tessera cannot fetch pictures from that address.').waitFor();
    expect(await page.getByLabel(/Destination link/i).inputValue()).toBe(
      'https://example.com/recipes/soup',
    );
    expect(await page.getByLabel('Description').inputValue()).toBe('Tomato soup, roasted first');
    await shoot(page, 'save-link-refused');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();

    // a save link without a picture says so; the first picture added gets the page
    const bare = await open('/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fsoup');
    await bare.page.getByText(/didn’t say which picture to save/).waitFor();
    await bare.page.locator('input[type="file"]').setInputFiles({
      name: 'soup.jpg',
      mimeType: 'image/jpeg',
      buffer: await generateDemoImage(14, { width: 800, height: 1000, motif: 'food' }),
    });
    await bare.page.getByText('Uploaded', { exact: true }).waitFor();
    expect(await bare.page.getByLabel(/Destination link/i).inputValue()).toBe(
      'https://example.com/soup',
    );
    await bare.page.setViewportSize({ width: 390, height: 844 });
    await shoot(bare.page, 'save-link-no-picture-390');
    await bare.page.close();
  });

  it('at 390 px the builder and the edit page fit the screen', async () => {
    await browser.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    const { page } = await open('/pin-builder');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'room.jpg',
      mimeType: 'image/jpeg',
      buffer: await generateDemoImage(12, { width: 800, height: 600, motif: 'interior' }),
    });
    await page.getByText('Uploaded', { exact: true }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'builder-390');
    const [row] = await t.tessera.database.db.select().from(pins).where(eq(pins.boardId, boardId));
    await page.goto(`${base}/pin/${row?.id}/edit`, { waitUntil: 'networkidle' });
    await shoot(page, 'edit-390');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this Pin?' }).waitFor();
    await shoot(page, 'edit-delete-390');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await waitForPage(page, `**${boardUrl}`);
    const [gone] = await t.tessera.database.db
      .select()
      .from(pins)
      .where(eq(pins.id, row?.id ?? 0));
    expect(gone?.deletedAt).not.toBeNull();
    await page.close();
  });
});
