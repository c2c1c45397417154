import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pins, users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  inEachScheme,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

// Decision 046: B reports A's profile from its … menu and is offered Block; an employee clears
// it at /admin/reports; A's profile has no picture or about text any more; B sees the outcome.

const SHOTS = path.resolve('tmp/screenshots/profile-reports');
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Waits for running animations (a menu or dialog rising) to end. */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const done = Promise.all(document.getAnimations().map((a) => a.finished.catch(() => a)));
    await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
  });
}

describe.skipIf(!hasChromium())('reporting a profile (Chromium)', () => {
  const h = useAccountsApp();

  /** A's profile made worth reporting: a picture, a name, an about text and a website. */
  async function impostor(): Promise<{ username: string; id: number; grant: { token: string } }> {
    const acct = await h.makeAccount('Famous');
    const db = h.t.tessera.systemCtx().db;
    const [pin] = await db.select({ sig: pins.imageSignature }).from(pins).limit(1);
    const [u] = await db
      .update(users)
      .set({
        lastName: 'Chef',
        about: 'The one and only, honest',
        websiteUrl: 'https://fake-chef.example/',
        avatarSignature: pin?.sig ?? null,
      })
      .where(eq(users.username, acct.username))
      .returning({ id: users.id });
    bumpDataVersion();
    return { username: acct.username, id: u?.id ?? 0, grant: acct.grant };
  }

  /**
   * What each step shows, in the light and the dark theme (axe reads the contrast of each; the
   * flow itself does not depend on the scheme, so it runs once per device and the scheme changes
   * on the page), with its screenshot.
   */
  async function inBothSchemes(
    page: Page,
    name: string,
    opts: { axe?: boolean; fullPage?: boolean } = {},
  ): Promise<void> {
    await inEachScheme(page, async (scheme) => {
      if (opts.axe) expect(await seriousA11yViolations(page), `${name} ${scheme}`).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/${name}-${scheme}.png`,
        fullPage: opts.fullPage ?? false,
      });
    });
  }

  for (const look of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ] as const) {
    const tag = `${look.width}`;
    const phone = look.width < 600;

    it(`at ${tag}, light and dark: B reports A's profile, an employee clears it, A's profile is bare and B sees the outcome`, async () => {
      const a = await impostor();
      const reporter = await h.makeAccount('Bo');
      const b = await launchBrowser({
        width: look.width,
        height: look.height,
        ...(phone ? { isMobile: true, hasTouch: true, userAgent: PHONE_UA } : {}),
      });
      if (!phone) await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      try {
        await h.signInAs(reporter.grant, b);
        const { page, errors } = await h.open(`/${a.username}/`, b);
        await waitForHydration(page);
        expect(await page.locator('header img').count()).toBeGreaterThan(0);

        const more = page.getByRole('button', { name: 'More options' });
        await more.click();
        const sheet = page.getByRole('dialog', { name: 'More options' });
        const item = (name: string) =>
          page.getByRole('menuitem', { name }).or(sheet.getByRole('button', { name, exact: true }));
        await item('Report profile').waitFor();
        expect(await item('Block').count()).toBe(1);
        await item('Report profile').click();

        const dialog = page.getByRole('dialog', { name: 'Report profile' });
        await dialog.waitFor();
        await settled(page);
        // Escape closes it and gives the focus back to the … button
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        if (!phone) expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
        await more.click();
        await item('Report profile').click();
        await dialog.waitFor();
        await settled(page);

        // nothing chosen: the dialog says what it needs
        await dialog.getByRole('button', { name: 'Report' }).click();
        await dialog.getByText('Choose a reason to report this profile.').waitFor();
        await dialog.getByRole('radio', { name: /Pretending to be someone/ }).check();
        await dialog.getByLabel('Details (optional)').fill('Uses a real chef’s photo and name');
        await inBothSchemes(page, `report-dialog-${tag}`, { axe: true });
        await dialog.getByRole('button', { name: 'Report' }).click();

        await page
          .getByText('Thanks for letting us know. We’ll review this profile.')
          .waitFor(ANSWER);
        const offer = page.getByRole('button', { name: 'Block Famous Chef' });
        // the toast shows a moment after it is mounted (spec 02 §9), then fades in
        await page
          .locator('[data-state="visible"]', { hasText: 'Thanks for letting us know' })
          .waitFor();
        await settled(page);
        await inBothSchemes(page, `report-thanks-${tag}`);
        await offer.click();
        await page.getByRole('dialog', { name: 'Block Famous Chef?' }).waitFor();
        await page.keyboard.press('Escape');
        expect(errors).toEqual([]);
        await page.close();

        // an employee clears the profile
        const staff = await h.makeEmployee();
        const e = await launchBrowser({
          width: look.width,
          height: look.height,
          ...(phone ? { isMobile: true, hasTouch: true, userAgent: PHONE_UA } : {}),
        });
        if (!phone) await e.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
        try {
          await h.signInAs(staff.grant, e);
          const admin = await h.open('/admin/reports', e);
          expect(admin.status).toBe(200);
          await waitForHydration(admin.page);
          const entry = admin.page.locator(`li[data-profile-report-id="${a.id}"]`);
          expect(await entry.textContent()).toContain('Pretending to be someone');
          expect(await entry.textContent()).toContain('Uses a real chef’s photo and name');
          await entry.scrollIntoViewIfNeeded();
          await inBothSchemes(admin.page, `admin-${tag}`, { axe: true, fullPage: true });
          await entry.getByRole('button', { name: `Clear profile of @${a.username}` }).click();
          const ask = admin.page.getByRole('alertdialog', { name: 'Clear this profile?' });
          await ask.waitFor();
          await ask.getByRole('button', { name: 'Clear profile' }).click();
          await admin.page.getByText(`@${a.username}’s profile was cleared.`).waitFor(ANSWER);
          expect(await entry.count()).toBe(0);
          expect(admin.errors).toEqual([]);
          await admin.page.close();
        } finally {
          await e.close();
        }

        // A's profile is bare; B's page says what happened
        const after = await h.open(`/${a.username}/`, b);
        expect(await after.page.getByText('The one and only, honest').count()).toBe(0);
        expect(await after.page.getByText('fake-chef.example').count()).toBe(0);
        expect(await after.page.locator('header img').count()).toBe(0);
        expect(await after.page.getByRole('heading', { level: 1 }).textContent()).toContain(
          a.username,
        );
        await after.page.close();
        const mine = await h.open('/reports-and-violations/', b);
        const row = mine.page.getByRole('listitem').filter({ hasText: `@${a.username}` });
        expect(await row.textContent()).toContain('The profile was cleared');
        expect(await row.textContent()).toContain('Cleared');
        await inBothSchemes(mine.page, `reporter-${tag}`, { axe: true, fullPage: true });
        await mine.page.close();

        // A is told on their own page
        await b.context.clearCookies();
        await h.signInAs(a.grant, b);
        const theirs = await h.open('/reports-and-violations/', b);
        await theirs.page.getByRole('heading', { name: 'Your profile' }).waitFor();
        expect(
          await theirs.page.getByText('Your profile was cleared', { exact: true }).count(),
        ).toBe(1);
        await inBothSchemes(theirs.page, `cleared-${tag}`, { axe: true, fullPage: true });
        await theirs.page.close();
      } finally {
        await b.close();
      }
    });
  }
});
