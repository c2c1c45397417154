import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

// Issue 14: an employee authors an experience end to end in /admin/experiences: creates it
// (a refusal shown at its field first), activates it and sees it listed; anyone else gets 404.

const SHOTS = path.resolve('tmp/screenshots/admin-experiences');

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe.skipIf(!hasChromium())('admin: experiences (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, signInAs, makeEmployee } = h;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('a person who is not an employee gets the 404 page', async () => {
    const acct = await makeAccount('Person');
    await signInAs(acct.grant);
    const person = await open('/admin/experiences');
    expect(person.status).toBe(404);
    expect(await person.page.getByRole('heading', { name: 'Experiences' }).count()).toBe(0);
    await person.page.close();
  });

  it('an employee creates a toast, is told what is wrong by path, activates it and sees it listed', async () => {
    const acct = await makeEmployee();
    await signInAs(acct.grant);
    const { page, errors } = await open('/admin/experiences');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Experiences' }).count()).toBe(1);
    // the demo's banner is there already
    expect(await page.getByRole('link', { name: 'Business upgrade banner' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'list-1280.png'), fullPage: true });

    await page.getByRole('link', { name: 'New experience' }).click();
    await page.getByRole('heading', { name: 'New experience', level: 2 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Spring toast');
    const data = page.getByLabel('display_data (JSON)');
    await data.fill('{"text": 5}');
    await page.getByRole('button', { name: 'Create experience' }).click();
    await expect
      .poll(() => page.getByText('text: Invalid input: expected string').count(), ANSWER)
      .toBeGreaterThan(0);
    expect(await data.getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('display_data (JSON)').fill('{"text": "Spring ideas are in", "icon": 2}');
    const preview = page.locator('[data-experience-preview]').first();
    await expect.poll(() => preview.textContent(), ANSWER).toContain('Spring ideas are in');
    await page.getByLabel('Audience').selectOption('signed_in');
    await page.getByLabel('home', { exact: true }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'editor-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create experience' }).click();

    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'Spring toast is saved.' }).count(),
        ANSWER,
      )
      .toBe(1);
    const entry = page.locator('li', { has: page.getByRole('link', { name: 'Spring toast' }) });
    expect(await entry.textContent()).toContain('Draft');
    await entry.getByRole('button', { name: 'Activate Spring toast' }).click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'Spring toast is active.' }).count(),
        ANSWER,
      )
      .toBe(1);
    expect(await entry.textContent()).toContain('Active');
    expect(await entry.textContent()).toContain('Toast (type 10)');
    await page.screenshot({ path: path.join(SHOTS, 'activated-1280.png'), fullPage: true });
    // the refused save (400) is the browser's only complaint
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });

  it('at 390 px: the list and the editor fit without sideways scrolling', async () => {
    const acct = await makeEmployee();
    const b = await launchBrowser({ width: 390, height: 844 });
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      await signInAs(acct.grant, b);
      const list = await open('/admin/experiences', b);
      await waitForHydration(list.page);
      expect(await overflowsX(list.page)).toBe(false);
      await list.page.screenshot({ path: path.join(SHOTS, 'list-390.png'), fullPage: true });
      const edit = await open('/admin/experiences/503755', b);
      await waitForHydration(edit.page);
      expect(await overflowsX(edit.page)).toBe(false);
      expect(await seriousA11yViolations(edit.page)).toEqual([]);
      await edit.page.screenshot({ path: path.join(SHOTS, 'editor-390.png'), fullPage: true });
    } finally {
      await b.close();
    }
  });
});
