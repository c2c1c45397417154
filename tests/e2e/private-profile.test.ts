import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { makeBoard, makePin } from '../support/factory';
import { ANSWER, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

const SHOTS = path.resolve('tmp/screenshots/private-profile');

// Decision 045: A makes the profile private; B sees "This account is private" and asks to
// follow; A approves from the notifications; B then sees A's boards.
describe.skipIf(!hasChromium())('a private profile and a follow request (Chromium)', () => {
  const h = useAccountsApp();

  /** One browser a page: light and dark, 1280 and 390, on the same page (as api-tokens does). */
  async function shoot(
    path: string,
    name: string,
    signIn: { token: string },
    prepare?: (p: Page) => Promise<void>,
  ) {
    const b = await launchBrowser({ width: 1280, height: 900 });
    await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await h.signInAs(signIn, b);
    try {
      const { page } = await h.open(path, b);
      if (prepare) await prepare(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow, `${name} at ${width}`).toBe(false);
        }
      }
    } finally {
      await b.close();
    }
  }

  /** A, whose profile the journey makes private; the screenshots look at it afterwards. */
  let a: Awaited<ReturnType<typeof h.makeAccount>> | undefined;

  it('A goes private, B requests, A approves from the notifications, B sees the boards', async () => {
    a = await h.makeAccount('Ada');
    const b = await h.makeAccount('Bea');
    const ctx = h.t.tessera.systemCtx();
    const board = await makeBoard(ctx, await h.idOf(a.username), { name: 'Quiet lanterns' });
    await makePin(ctx, await h.idOf(a.username), board.id, { title: 'A paper lantern' });
    bumpDataVersion();

    // A turns the profile private in Settings → Privacy
    await h.signInAs(a.grant);
    const settings = await h.open('/settings');
    await waitForHydration(settings.page);
    const privacy = settings.page.getByRole('region', { name: 'Privacy' });
    await privacy.getByRole('switch', { name: 'Private profile' }).check();
    await privacy.getByRole('button', { name: 'Save privacy' }).click();
    await expect
      .poll(
        () => privacy.getByRole('status').filter({ hasText: 'Your profile is private' }).count(),
        ANSWER,
      )
      .toBe(1);
    expect(await seriousA11yViolations(settings.page)).toEqual([]);
    await settings.page.close();

    // B sees the header and "This account is private", not the board; asks to follow
    const bBrowser = await launchBrowser();
    await bBrowser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await h.signInAs(b.grant, bBrowser);
    try {
      const profile = await h.open(`/${a.username}/`, bBrowser);
      const p = profile.page;
      // a click before React has hydrated the page does nothing (seen under load in the suite)
      await waitForHydration(p);
      expect(
        await p.getByRole('heading', { level: 2, name: 'This account is private' }).count(),
      ).toBe(1);
      expect(await p.getByText('Quiet lanterns').count()).toBe(0);
      await p.getByRole('button', { name: 'Request', exact: true }).click();
      await expect.poll(() => p.getByRole('button', { name: 'Requested' }).count(), ANSWER).toBe(1);
      expect(await seriousA11yViolations(p)).toEqual([]);
      expect(profile.errors).toEqual([]);

      // A approves from the notifications page
      const notes = await h.open('/notifications/');
      await waitForHydration(notes.page);
      const row = notes.page.getByRole('listitem').filter({ hasText: 'asked to follow you' });
      expect(await row.count()).toBe(1);
      expect(await seriousA11yViolations(notes.page)).toEqual([]);
      await row.getByRole('button', { name: /^Approve/ }).click();
      // the row says so, then (the live channel reloads the list) reads 'followed you'
      await expect
        .poll(() => notes.page.getByText(/now follows you|Bea followed you/).count(), ANSWER)
        .toBeGreaterThan(0);
      expect(notes.errors).toEqual([]);
      await notes.page.close();

      // B now sees A's boards, and the button says Unfollow
      await p.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => p.getByText('Quiet lanterns').count(), ANSWER).toBeGreaterThan(0);
      expect(await p.getByText('This account is private').count()).toBe(0);
      expect(await p.getByRole('button', { name: 'Unfollow' }).count()).toBe(1);
      await p.close();
    } finally {
      await bBrowser.close();
    }
  });

  // four browsers, each shooting a page four ways: their own test, so the journey's time limit
  // is the journey's
  it('screenshots at 1280 and 390, light and dark: a stranger, a request sent, the request in the notifications, the privacy settings', async () => {
    if (!a) throw new Error('the journey above did not make A private');
    await mkdir(SHOTS, { recursive: true });
    const c = await h.makeAccount('Cy');
    await shoot(`/${a.username}/`, 'private-profile', c.grant);
    const d = await h.makeAccount('Dee');
    await shoot(`/${a.username}/`, 'private-profile-requested', d.grant, async (page) => {
      await page.getByRole('button', { name: 'Request', exact: true }).click();
      await page.getByRole('button', { name: 'Requested' }).waitFor();
    });
    await shoot('/notifications/', 'notifications-request', a.grant);
    await shoot('/settings', 'settings-privacy', a.grant, async (page) => {
      await page.getByRole('region', { name: 'Privacy' }).scrollIntoViewIfNeeded();
    });
  });
});
