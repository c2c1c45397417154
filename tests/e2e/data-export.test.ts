import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT } from '#domain/exports/format';
import { dataExports, users } from '#server/db/schema/index';
import { noteChanges, userTag } from '#server/services/platform/data-version';
import { unzip } from '../integration/export-support';
import { makeBoard, makeImage, makePin, makeSection } from '../support/factory';
import { ANSWER, SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations } from './support/browser';

// Decision 052: Settings → Download your data → progress → Download, and the file arrives.

describe.skipIf(!hasChromium())('download your data (Chromium)', () => {
  const h = useAccountsApp();

  async function accountWithPins(n: number) {
    const acct = await h.makeAccount('Ada');
    const ctx = h.t.tessera.systemCtx();
    const [me] = await ctx.db.select().from(users).where(eq(users.username, acct.username));
    if (!me) throw new Error('no account');
    const board = await makeBoard(ctx, me.id, { name: 'Garden ideas' });
    const section = await makeSection(ctx, board.id, 'Beds');
    for (let i = 0; i < n; i++) {
      const image = await makeImage(ctx, 500 + i, 200, 260);
      await makePin(ctx, me.id, board.id, {
        imageSignature: image.signature,
        title: `Raised bed ${i + 1}`,
        ...(i % 2 ? { sectionId: section.id } : {}),
      });
    }
    return { ...acct, id: me.id };
  }

  it('Settings → Download your data → progress → Download: the ZIP arrives', async () => {
    const acct = await accountWithPins(12);
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open('/settings');
    const section = page.getByRole('region', { name: 'Download your data' });
    await section.screenshot({ path: `${SHOTS}/data-export-settings-section-1280.png` });
    await section.getByRole('link', { name: 'Download your data' }).click();
    await page.getByRole('heading', { name: 'Download your data', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/data-export-none-1280-light.png` });
    await page.getByRole('button', { name: 'Ask for your data' }).click();
    // progress, then the button: whichever the page catches first, it ends on Download
    const download = page.getByRole('link', { name: 'Download', exact: true });
    await download.waitFor({ timeout: 30_000 });
    expect(await page.getByText(/Your data is ready \(\d+(\.\d)? (KB|MB), ZIP\)/).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^tessera-${acct.username}-.*\\.zip$`));
    const saved = path.join(await mkdtemp(path.join(os.tmpdir(), 'tessera-export-')), 'data.zip');
    await file.saveAs(saved);
    const zip = await unzip(await readFile(saved));
    await rm(path.dirname(saved), { recursive: true, force: true });
    const doc = JSON.parse(zip.get('tessera.json')?.toString('utf8') ?? '{}');
    expect(doc.format).toBe(EXPORT_FORMAT);
    expect(doc.pins).toHaveLength(12);
    expect([...zip.keys()].filter((k) => k.endsWith('/index.html'))).toHaveLength(1);
    expect(errors).toEqual([]);

    // the board's page opens from the file system, its pictures relative, no script
    const { page: offline } = await h.open('/settings/data/');
    const folder = doc.boards[0].folder as string;
    await offline.setContent(zip.get(`${folder}/index.html`)?.toString('utf8') ?? '');
    expect(await offline.getByRole('heading', { name: 'Beds' }).count()).toBe(1);
    expect(await offline.locator('script').count()).toBe(0);
  });

  it('shows how far a running export has come, and screenshots at 1280 and 390, light and dark', async () => {
    const acct = await accountWithPins(1);
    await h.t.tessera.database.db
      .insert(dataExports)
      .values({ userId: acct.id, state: 'running', pinsTotal: 10_000, pinsDone: 4_210 });
    await h.signInAs(acct.grant);
    const { page } = await h.open('/settings/data/');
    const bar = page.getByRole('progressbar', { name: 'Gathering your data' });
    await bar.waitFor(ANSWER);
    expect(await bar.getAttribute('aria-valuenow')).toBe('42');
    expect(await page.getByText('Gathering your data: 4,210 of 10,000 pins').count()).toBe(1);
    // while it runs there is nothing to ask for
    expect(await page.getByRole('button', { name: 'Ask for your data' }).count()).toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // the buttons' colours ease over 0.2 s: a shot taken at once catches them halfway
      await page.waitForTimeout(400);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: `${SHOTS}/data-export-running-${width}-${scheme}.png` });
      }
    }

    // finished (the row as the job leaves it): the Download button and the date it goes
    await h.t.tessera.database.db
      .update(dataExports)
      .set({
        state: 'ready',
        pinsDone: 10_000,
        bytes: 48_700_000,
        fileKey: 'exports/none.zip',
        finishedAt: new Date('2026-11-29T10:00:00Z'),
        expiresAt: new Date('2026-12-06T10:00:00Z'),
      })
      .where(eq(dataExports.userId, acct.id));
    // a write outside a request tells the caches, as the export job does
    await noteChanges([userTag(acct.id)]);
    await page.getByRole('link', { name: 'Download', exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('You can download it until December 6, 2026.').count()).toBe(1);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // the buttons' colours ease over 0.2 s: a shot taken at once catches them halfway
      await page.waitForTimeout(400);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: `${SHOTS}/data-export-ready-${width}-${scheme}.png` });
      }
    }
  });
});
