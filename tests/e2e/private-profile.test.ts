import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { makeBoard, makePin } from '../support/factory';
import { ANSWER, useAccountsApp } from './support/accounts';
import { hasChromium, launchBrowser, PERSON_UA, seriousA11yViolations } from './support/browser';

const SHOTS = path.resolve('tmp/screenshots/private-profile');

// Decision 045: A makes the profile private; B sees "This account is private" and asks to
// follow; A approves from the notifications; B then sees A's boards.
describe.skipIf(!hasChromium())('a private profile and a follow request (Chromium)', () => {
  const h = useAccountsApp();

  async function idOf(username: string): Promise<number> {
    const [u] = await h.t.tessera
      .systemCtx()
      .db.select()
      .from(users)
      .where(eq(users.username, username));
    if (!u) throw new Error(`no user ${username}`);
    return u.id;
  }

  async function shoot(
    path: string,
    name: string,
    signIn: { token: string },
    prepare?: (p: Page) => Promise<void>,
  ) {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const b = await launchBrowser({ width, height: width === 390 ? 844 : 900, colorScheme });
        await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
        await h.signInAs(signIn, b);
        try {
          const { page } = await h.open(path, b);
          if (prepare) await prepare(page);
          await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow, `${name} at ${width}`).toBe(false);
        } finally {
          await b.close();
        }
      }
    }
  }

  it('A goes private, B requests, A approves from the notifications, B sees the boards', async () => {
    await mkdir(SHOTS, { recursive: true });
    const a = await h.makeAccount('Ada');
    const b = await h.makeAccount('Bea');
    const ctx = h.t.tessera.systemCtx();
    const board = await makeBoard(ctx, await idOf(a.username), { name: 'Quiet lanterns' });
    await makePin(ctx, await idOf(a.username), board.id, { title: 'A paper lantern' });
    bumpDataVersion();

    // A turns the profile private in Settings → Privacy
    await h.signInAs(a.grant);
    const settings = await h.open('/settings');
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

    // screenshots: what a stranger sees, the request in A's notifications, A's privacy settings
    const c = await h.makeAccount('Cy');
    await shoot(`/${a.username}/`, 'private-profile', c.grant);
    const d = await h.makeAccount('Dee');
    await shoot(`/${a.username}/`, 'private-profile-requested', d.grant, async (page) => {
      // the first shot asks; the later ones find the request waiting
      const ask = page.getByRole('button', { name: 'Request', exact: true });
      if (await ask.count()) await ask.click();
      await page.getByRole('button', { name: 'Requested' }).waitFor();
    });
    await shoot('/notifications/', 'notifications-request', a.grant);
    await shoot('/settings', 'settings-privacy', a.grant, async (page) => {
      await page.getByRole('region', { name: 'Privacy' }).scrollIntoViewIfNeeded();
    });
  });
});
