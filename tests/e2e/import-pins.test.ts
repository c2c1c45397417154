import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boards, imports, users } from '#server/db/schema/index';
import { noteChanges, userTag } from '#server/services/platform/data-version';
import { FIXTURE, imageHost, importAppOptions } from '../integration/import-support';
import { SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations } from './support/browser';

// Issue 35 (decision 053): Settings → Import your pins → choose the Pinterest export → see what
// it holds → import → the pins and boards are there, and the report of what did not come.

describe.skipIf(!hasChromium())('import your pins (Chromium)', () => {
  const host = imageHost();
  let port = 0;
  beforeAll(async () => {
    port = await host.listen();
    return () => host.close();
  });
  const h = useAccountsApp({
    app: () => importAppOptions(port),
  });

  it('Settings → Import your pins: preview, import, progress to done, the report', async () => {
    const acct = await h.makeAccount('Maria');
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open('/settings');
    await page
      .getByRole('region', { name: 'Import your pins' })
      .getByRole('link', { name: 'Import your pins' })
      .click();
    await page.getByRole('heading', { name: 'Import your pins', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const see = page.getByRole('button', { name: 'See what it holds' });
    expect(await see.isDisabled()).toBe(true);
    await page.locator('input[type="file"]').setInputFiles(FIXTURE);
    await page.getByText('pinterest.html', { exact: true }).waitFor();
    await see.click();
    await page.getByText('This file has 5 pins on 2 boards.').waitFor();
    expect(await page.getByText('1 can’t be read and will be in the report.').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/import-preview-1280-light.png` });
    await page.getByRole('button', { name: 'Import 5 pins' }).click();
    await page.getByText(/Your last import is done/).waitFor({ timeout: 60_000 });
    await page
      .getByText('4 pins imported, 0 skipped as already yours, 2 could not come.')
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/import-done-1280-light.png` });
    const report = page.getByRole('link', { name: 'Download the report (CSV)' });
    const [file] = await Promise.all([page.waitForEvent('download'), report.click()]);
    expect(file.suggestedFilename()).toMatch(/^tessera-import-\d+-report\.csv$/);
    expect(errors).toEqual([]);

    const db = h.t.tessera.database.db;
    const [me] = await db.select().from(users).where(eq(users.username, acct.username));
    const mine = await db
      .select()
      .from(boards)
      .where(eq(boards.ownerId, me?.id as number));
    expect(mine.map((b) => b.name).sort()).toEqual(['Soups', 'Surprise party']);
  });

  it('an import under way shows its progress and stops; screenshots at 1280 and 390, light and dark', async () => {
    const acct = await h.makeAccount('Remy');
    await h.signInAs(acct.grant);
    const { page } = await h.open('/settings/import/');
    await page.getByRole('heading', { name: 'Import your pins', level: 1 }).waitFor();
    const shoot = async (name: string) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(250);
          await page.screenshot({ path: `${SHOTS}/import-${name}-${width}-${scheme}.png` });
        }
      }
    };
    await shoot('start');
    const db = h.t.tessera.database.db;
    const [me] = await db.select().from(users).where(eq(users.username, acct.username));
    // an import some way through, as a long one is (its job is not queued: it stays so)
    await db.insert(imports).values({
      userId: me?.id as number,
      source: 'pinterest',
      state: 'running',
      total: 8000,
      imported: 2900,
      skipped: 80,
      failed: 20,
    });
    // written behind the app's back: its kept pages of this person learn of it (decision 039)
    await noteChanges([userTag(me?.id as number)]);
    await page.reload();
    const bar = page.getByRole('progressbar', { name: 'Importing your pins' });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuetext')).toBe('3,000 of 8,000');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot('running');
    await page.getByRole('button', { name: 'Stop importing' }).click();
    await page.getByText(/You stopped your last import/).waitFor();
  });
});
