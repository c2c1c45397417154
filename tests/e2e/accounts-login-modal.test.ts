import { describe, expect, it } from 'vitest';
import { pins } from '#server/db/schema/index';
import { ANSWER, PASSWORD, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations } from './support/browser';

describe.skipIf(!hasChromium())('accounts: following and the login modal (Chromium)', () => {
  const h = useAccountsApp();
  const { open, makeAccount, signInAs, seededUsername, accountMenu } = h;

  it('following a user from their profile counts at once, survives a reload, and unfollows', async () => {
    const acct = await makeAccount('Follower');
    const target = await seededUsername();
    await signInAs(acct.grant);
    const { page, errors } = await open(`/${target}/`);
    const count = page.getByTestId('follower-count');
    const before = Number.parseInt((await count.textContent()) ?? '', 10);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect
      .poll(async () => Number.parseInt((await count.textContent()) ?? '', 10))
      .toBe(before + 1);
    await expect.poll(() => page.getByRole('button', { name: 'Unfollow' }).count(), ANSWER).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    await page.reload({ waitUntil: 'networkidle' });
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBe(before + 1);
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await expect
      .poll(async () => Number.parseInt((await count.textContent()) ?? '', 10))
      .toBe(before);
    await page.waitForLoadState('networkidle');
    await page.reload({ waitUntil: 'networkidle' });
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBe(before);
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(1);

    // the server says no: the optimistic count and button roll back and the reason is shown
    await page.route('**/resource/UserFollowResource/create/', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          resource_response: {
            data: null,
            error: { code: 'unavailable', message: 'Following is paused.', http_status: 503 },
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect
      .poll(
        () => page.getByRole('alert').filter({ hasText: 'Following is paused.' }).count(),
        ANSWER,
      )
      .toBe(1);
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBe(before);
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(1);
    expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
    await page.close();
  });

  it('a visitor following gets the login modal titled "Log in to follow"', async () => {
    const { page, errors } = await open(`/${(await seededUsername()).toLowerCase()}/`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to follow' });
    await expect.poll(() => dialog.count(), ANSWER).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), ANSWER).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor saving a pin logs in inside the modal and comes back to the same pin signed in', async () => {
    const acct = await makeAccount('Saver');
    const [pin] = await h.t.tessera.systemCtx().db.select().from(pins).limit(1);
    if (!pin) throw new Error('no pin');
    // push-to-app group: no local saves (P-223), so Save goes straight to the upsell
    const { page, errors } = await open(`/pin/${pin.id}/?exp_unauth_save=enabled_0`);
    const url = page.url();
    // spec 01 §3 (P-108): the visitor's closeup is kept in the browser's visitor state
    const stored = await page.evaluate(() => localStorage.getItem('tessera:visitor-state'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      closeupPins: [String(pin.id)],
      revisitationState: { count: 1 },
    });
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    const upsell = page.getByRole('dialog', { name: 'Sign up to keep saving' });
    await expect.poll(() => upsell.count(), ANSWER).toBe(1);
    await upsell.getByRole('button', { name: 'Already a member? Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to save this Pin' });
    await expect.poll(() => dialog.count(), ANSWER).toBe(1);
    expect(
      await dialog.getByText("You're almost there! Log in to access all of Tessera").count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Email or username').fill(acct.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => accountMenu(page).count(), ANSWER).toBe(1);
    await expect.poll(() => dialog.count(), ANSWER).toBe(0);
    expect(page.url()).toBe(url);
    // signed in: the closeup's Save now saves to the person's boards
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBeGreaterThan(
      0,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
