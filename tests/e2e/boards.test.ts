import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makePin } from '../support/factory';
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

const SHOTS = path.resolve('tmp/screenshots/boards');

describe.skipIf(!hasChromium())('boards (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('M-047 M-048 P-333 create a board, add a section, bulk-move pins to the section', async () => {
    const username = `boards_${Math.random().toString(36).slice(2, 8)}`;
    const ctx = { ...t.tessera.systemCtx(), ip: '10.9.0.1' };
    const grant = await signup(ctx, {
      email: `${username}@example.com`,
      password: 'violet-harbor-lantern-42',
      username,
      firstName: 'Bea',
    });
    await browser.context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);

    // the owner's profile: Create board
    await page.goto(`${base}/${username}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Create board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create board' });
    await dialog.getByLabel('Name').fill('Garden ideas');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '1-create-dialog.png') });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForPage(page, `${base}/${username}/garden-ideas/`);

    // pins on the new board (the pin builder is another journey)
    const [board] = await t.tessera.database.db
      .select()
      .from(boards)
      .where(and(eq(boards.slug, 'garden-ideas'), isNull(boards.deletedAt)));
    if (!board) throw new Error('board not created');
    for (let i = 0; i < 4; i++) {
      await makePin(t.tessera.systemCtx(), grant.userId, board.id, {
        title: `Garden pin ${i + 1}`,
      });
    }
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1, name: 'Garden ideas' }).count()).toBe(1);
    expect(await page.getByText('4 Pins').count()).toBeGreaterThan(0);

    // Add section
    await page.getByRole('button', { name: 'Add section' }).click();
    const sec = page.getByRole('dialog', { name: 'Add section' });
    await sec.getByLabel('Section name').fill('Herbs');
    await sec.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => page.getByRole('link', { name: /Herbs/ }).count(), { timeout: 10_000 })
      .toBe(1);

    // Organize: select two pins, move them to the section
    await page.getByRole('button', { name: 'Organize' }).click();
    await page.getByRole('checkbox', { name: 'Select Garden pin 1' }).check();
    await page.getByRole('checkbox', { name: 'Select Garden pin 2' }).check();
    expect(await page.getByText('2 Pins selected').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '2-organize.png'), fullPage: true });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Move 2 Pins' });
    await expect.poll(() => move.getByLabel('Board').isEnabled()).toBe(true);
    await expect.poll(() => move.getByRole('option', { name: 'Herbs' }).count()).toBe(1);
    await move.getByLabel('Section').selectOption({ label: 'Herbs' });
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Moved 2 Pins.' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: /Herbs\s*2 Pins/ }).count(), { timeout: 10_000 })
      .toBe(1);
    await page.screenshot({ path: path.join(SHOTS, '3-moved.png'), fullPage: true });

    // reorder: arrow keys on a handle, then a pointer drag (saved with BoardPinOrderResource)
    await page.getByRole('button', { name: /^Reorder Garden pin 4,/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'moved to position 2 of 4.' }).count())
      .toBe(1);
    const handle = page.getByRole('button', { name: /^Reorder Garden pin 1,/ });
    const first = page.locator('[data-sort-id]').first();
    const from = await handle.boundingBox();
    const to = await first.boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 20, to.y + 60, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'moved to position 1 of 4.' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    const titles = await page.getByRole('list', { name: 'Pins on Garden ideas' }).allInnerTexts();
    expect(titles.join(' ').indexOf('Garden pin 1')).toBeLessThan(
      titles.join(' ').indexOf('Garden pin 3'),
    );

    // the section page shows the two pins
    await page.getByRole('link', { name: /Herbs/ }).click();
    await waitForPage(page, `${base}/${username}/garden-ideas/herbs/`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SHOTS, '4-section.png'), fullPage: true });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Herbs' }).count()).toBe(1);
    expect(await page.getByText('2 Pins').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '4-section.png'), fullPage: true });

    // a phone-width look at the board page
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/${username}/garden-ideas/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(SHOTS, '5-board-390.png'), fullPage: true });
    await page.goto(`${base}/${username}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(SHOTS, '6-profile-390.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("someone else's board: Follow, then Following; its new pins reach the follower's home", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const ctx = { ...t.tessera.systemCtx(), ip: '10.9.0.2' };
    const owner = await signup(ctx, {
      email: `owner_${suffix}@example.com`,
      password: 'violet-harbor-lantern-42',
      username: `owner_${suffix}`,
      firstName: 'Olga',
    });
    const fan = await signup(ctx, {
      email: `fan_${suffix}@example.com`,
      password: 'violet-harbor-lantern-42',
      username: `fan_${suffix}`,
      firstName: 'Finn',
    });
    const board = await makeBoard(t.tessera.systemCtx(), owner.userId, {
      name: 'Sea glass',
      slug: 'sea-glass',
    });
    await makePin(t.tessera.systemCtx(), owner.userId, board.id, { title: 'Blue shard' });
    await browser.context.addCookies([{ name: 'tessera_session', value: fan.token, url: base }]);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/owner_${suffix}/sea-glass/`, { waitUntil: 'networkidle' });
    expect(await page.getByText('0 followers').count()).toBe(1);
    const followed = page.waitForResponse(
      (r) => r.url().includes('/BoardFollowResource/create/') && r.ok(),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const following = page.getByRole('button', { name: 'Following', pressed: true });
    await expect.poll(() => following.count()).toBe(1);
    expect(await page.getByText('1 follower', { exact: true }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '7-followed-board.png') });
    await followed;
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => following.count()).toBe(1);

    // the board's next pin reaches the follower's home, and Tune lists the board
    await makePin(t.tessera.systemCtx(), owner.userId, board.id, { title: 'Green shard' });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('link', { name: /Green shard/ }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.goto(`${base}/edit`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: 'Sea glass' }).count()).toBe(1);

    // Following again unfollows
    await page.goto(`${base}/owner_${suffix}/sea-glass/`, { waitUntil: 'networkidle' });
    await following.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Follow', exact: true }).count())
      .toBe(1);
    expect(await page.getByText('0 followers').count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, '8-board-follow-390.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
