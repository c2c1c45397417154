import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boards, users } from '#server/db/schema/index';
import { importAppOptions, PINRY_TOKEN, webFixture, webHost } from '../integration/import-support';
import { SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations } from './support/browser';

// Decision 053 (Sources): Settings → Import your pins → choose where the pins are (a browser's
// bookmarks, Karakeep, Pinry by its address and token) → see what it holds → import → done.

describe.skipIf(!hasChromium())('import from the web sources (Chromium)', () => {
  const web = webHost();
  let port = 0;
  beforeAll(async () => {
    port = await web.listen();
    return () => web.close();
  });
  const h = useAccountsApp({ app: () => importAppOptions(port) });

  it('each source through Settings → Import: choose it, its file or address, preview, import, done; the chooser in light and dark at 1280 and 390', async () => {
    const acct = await h.makeAccount('Noor');
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open('/settings/import/');
    await page.getByRole('heading', { name: 'Import your pins', level: 1 }).waitFor();
    const choose = async (label: string) => {
      await page.getByRole('radio', { name: label }).click();
      expect(await page.getByRole('radio', { name: label }).isChecked()).toBe(true);
    };
    const importNow = async (preview: string, button: string, counts: string) => {
      await page.getByRole('button', { name: 'See what it holds' }).click();
      await page.getByText(preview).waitFor();
      await page.getByRole('button', { name: button }).click();
      await page.getByText(/Your last import is done/).waitFor({ timeout: 90_000 });
      await page.getByText(counts).waitFor();
    };

    await choose('Pinry');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.waitForTimeout(250);
        await page.screenshot({
          path: `${SHOTS}/import-sources-${width}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await choose('Browser bookmarks');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bookmarks.html',
      mimeType: 'text/html',
      buffer: await webFixture('bookmarks.html', port),
    });
    await importNow(
      'This file has 4 pins on 2 boards.',
      'Import 4 pins',
      '3 pins imported, 0 skipped as already yours, 2 could not come.',
    );

    await choose('Karakeep');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'karakeep.json',
      mimeType: 'application/json',
      buffer: await webFixture('karakeep.json', port),
    });
    await importNow(
      'This file has 3 pins on 2 boards.',
      'Import 3 pins',
      '2 pins imported, 0 skipped as already yours, 3 could not come.',
    );

    await choose('Pinry');
    await page.getByLabel('Your Pinry’s address').fill(`http://127.0.0.1:${port}`);
    await page.getByLabel('Your Pinry API token').fill(PINRY_TOKEN);
    await importNow(
      'Your Pinry has 3 pins on 1 board.',
      'Import 3 pins',
      '2 pins imported, 0 skipped as already yours, 1 could not come.',
    );
    expect(errors).toEqual([]);

    const db = h.t.tessera.database.db;
    const [me] = await db.select().from(users).where(eq(users.username, acct.username));
    const mine = await db
      .select()
      .from(boards)
      .where(eq(boards.ownerId, me?.id as number));
    expect(mine.map((b) => b.name).sort()).toEqual([
      'Bookmarks bar',
      'Bread',
      'Recipes',
      'Smart',
      'Soups',
    ]);
  });
});
