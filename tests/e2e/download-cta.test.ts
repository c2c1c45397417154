import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadCtaGroup } from '#domain/experiences/download-cta';
import { ANSWER, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations, waitForHydration } from './support/browser';

// Issue 13, spec 01 §6 P-274: the download call-to-action experiment. A logged-out person in the
// enabled group gets a Download button on the closeup's image (one download, then the login
// upsell, P-272); the control group and signed-in people do not.

const visitor = { isAuth: false, isBot: false };
const SHOTS = path.resolve('tmp/screenshots/download-cta');

/** The first seed of the given group: what a browser keeps to stay in that group. */
function seedIn(group: 'enabled' | 'control'): string {
  for (let i = 0; ; i++) {
    const seed = `e2e-seed-${i}`;
    if (downloadCtaGroup(visitor, seed) === group) return seed;
  }
}

describe.skipIf(!hasChromium())('download call to action (Chromium)', () => {
  const h = useAccountsApp();

  /** The browser keeps `seed` from the first script of every page on. */
  async function keepSeed(seed: string): Promise<void> {
    await h.browser.context.addInitScript((s) => {
      window.localStorage.setItem('tessera:experiment-seed', s);
    }, seed);
  }

  async function firstPinPage(): Promise<{ page: Page; errors: string[]; pinId: string }> {
    const { page, errors } = await h.open('/');
    const pinId =
      (await page.locator('article[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
    await page.goto(new URL(`/pin/${pinId}/`, page.url()).href, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors, pinId };
  }

  it('P-274 P-272 P-380 a logged-out person in the enabled group downloads from the image, then is asked to log in', async () => {
    await keepSeed(seedIn('enabled'));
    const { page, errors, pinId } = await firstPinPage();
    const cta = page.getByRole('button', { name: 'Download', exact: true });
    await cta.waitFor(ANSWER);
    await mkdir(SHOTS, { recursive: true });
    for (const [width, scheme] of [
      [1280, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: path.join(SHOTS, `closeup-${width}-${scheme}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    const [download] = await Promise.all([page.waitForEvent('download'), cta.click()]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^tessera-pin-${pinId}\\.(jpg|webp|png)$`),
    );
    await page
      .getByRole('status')
      .filter({ hasText: 'Image downloaded to your device.' })
      .waitFor(ANSWER);
    await cta.click();
    const upsell = page.getByRole('dialog', { name: 'Log in to download more images' });
    await expect.poll(() => upsell.count(), ANSWER).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => upsell.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-274 the control group and signed-in people see no Download button on the image', async () => {
    await keepSeed(seedIn('control'));
    const control = await firstPinPage();
    // the menu still has Download image; the image has no call to action
    await control.page.getByRole('button', { name: 'More options' }).first().click();
    await control.page.getByRole('menuitem', { name: 'Download image' }).waitFor(ANSWER);
    expect(await control.page.getByRole('button', { name: 'Download', exact: true }).count()).toBe(
      0,
    );
    await control.page.close();

    await keepSeed(seedIn('enabled'));
    const acct = await h.makeAccount('Ines');
    await h.signInAs(acct.grant);
    const signedIn = await firstPinPage();
    await signedIn.page.getByRole('button', { name: 'More options' }).first().waitFor(ANSWER);
    expect(await signedIn.page.getByRole('button', { name: 'Download', exact: true }).count()).toBe(
      0,
    );
    expect(signedIn.errors).toEqual([]);
    await signedIn.page.close();
  });
});
