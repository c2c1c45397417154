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

// An employee keeps the domain safety list on /admin/domains; people read the community
// guidelines the blocked-link dialog points to.

const SHOTS = path.resolve('tmp/screenshots/admin');

function overflowsX(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Waits for the page's running animations (a dialog rising, a sheet sliding up) to end. */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const done = Promise.all(document.getAnimations().map((a) => a.finished.catch(() => a)));
    await Promise.race([done, new Promise((r) => setTimeout(r, 2000))]);
  });
}

describe.skipIf(!hasChromium())('admin: the domain safety list (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, makeEmployee, signInAs } = h;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it('a person who is not an employee gets the 404 page', async () => {
    const visitor = await open('/admin/domains');
    expect(visitor.status).toBe(404);
    const acct = await makeAccount('Person');
    await signInAs(acct.grant);
    const person = await open('/admin/domains');
    expect(person.status).toBe(404);
    expect(await person.page.getByRole('heading', { name: 'Domain safety list' }).count()).toBe(0);
    await visitor.page.close();
    await person.page.close();
  });

  it('an employee lists spam.example as porn with a message, sees it, and removes it', async () => {
    const acct = await makeEmployee();
    await signInAs(acct.grant);
    const { page, errors } = await open('/admin/domains');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Domain safety list' }).count()).toBe(
      1,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // a bad host first: the service's message, tied to the field, and the page stays
    await page.getByLabel('Domain', { exact: true }).fill('not a host!');
    await page.getByRole('button', { name: 'Save to list' }).click();
    await expect.poll(() => page.getByText('is not a domain').count(), ANSWER).toBeGreaterThan(0);
    expect(await page.getByLabel('Domain', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'bad-host-1280.png'), fullPage: true });

    await page.getByLabel('Domain', { exact: true }).fill('spam.example');
    await page.getByLabel('Status', { exact: true }).selectOption('porn');
    await page.getByLabel('Message', { exact: true }).fill('This site shows adult content.');
    await page.getByRole('button', { name: 'Save to list' }).click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'spam.example is on the list' }).count(),
        ANSWER,
      )
      .toBe(1);
    const entry = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'spam.example' }),
    });
    expect(await entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Porn');
    expect(await entry.textContent()).toContain('This site shows adult content.');
    // the form is empty again for the next entry
    expect(await page.getByLabel('Domain', { exact: true }).inputValue()).toBe('');
    expect(
      await page.getByLabel('Domain', { exact: true }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'domains-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Remove spam.example' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove spam.example?' });
    await confirm.waitFor();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'remove-dialog-1280.png') });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'spam.example is off the list.' }).count(),
        ANSWER,
      )
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'spam.example' }).count()).toBe(0);
    // the demo's own entries are still there
    expect(await page.getByRole('heading', { name: 'paletteweekly.example' }).count()).toBe(1);
    // the refused host (400) is the browser's only complaint
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });

  it('at 390 px in the dark theme: no sideways scrolling, readable, and the guidelines too', async () => {
    const acct = await makeEmployee();
    const b = await launchBrowser({ width: 390, height: 844, colorScheme: 'dark' });
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    try {
      await signInAs(acct.grant, b);
      const { page, errors } = await open('/admin/domains', b);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await overflowsX(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'domains-390-dark.png'), fullPage: true });

      await page.getByRole('button', { name: 'Remove glossandgrain.example' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove glossandgrain.example?' });
      await confirm.waitFor();
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'remove-dialog-390-dark.png') });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      // the page behind the dialog is hidden from the accessibility tree until it unmounts
      await expect
        .poll(() => page.getByRole('heading', { name: 'glossandgrain.example' }).count())
        .toBe(1);
      expect(errors).toEqual([]);
      await page.close();

      const guide = await open('/community-guidelines/#spam', b);
      expect(guide.status).toBe(200);
      expect(await overflowsX(guide.page)).toBe(false);
      expect(await seriousA11yViolations(guide.page)).toEqual([]);
      // the spam section is where the page opens
      const top = await guide.page
        .getByRole('heading', { level: 2, name: 'Spam' })
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await guide.page.screenshot({ path: path.join(SHOTS, 'guidelines-spam-390-dark.png') });
      expect(guide.errors).toEqual([]);
      await guide.page.close();
    } finally {
      await b.close();
    }
  });

  it('the guidelines at 1280 px in the light theme', async () => {
    const { page, errors, status } = await open('/community-guidelines/');
    expect(status).toBe(200);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe('dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'guidelines-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
