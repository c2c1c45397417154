import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/cli/demo/seed';
import { pins, users } from '#server/db/schema/index';
import { signup } from '#server/services/accounts/signup';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  uniqueName,
  watchErrors,
} from './support/browser';

const PASSWORD = 'violet-harbor-lantern-42';
const SHOTS = path.resolve('tmp/screenshots/accounts');

describe.skipIf(!hasChromium())('accounts (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 4, boards: 6, pins: 24 });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  async function open(p: string, b: Browser = browser) {
    const page = await b.context.newPage();
    const watch = watchErrors(page);
    const res = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    return { page, errors: watch.errors, status: res?.status() ?? 0 };
  }

  /** An account made through the service (each from its own address: signups are rate limited). */
  async function makeAccount(firstName = 'Grace') {
    const username = uniqueName('acct_');
    const ctx = { ...t.tessera.systemCtx(), ip: freshIp() };
    const grant = await signup(ctx, {
      email: `${username}@example.com`,
      password: PASSWORD,
      username,
      firstName,
    });
    return { username, email: `${username}@example.com`, grant };
  }

  async function signInAs(grant: { token: string }, b: Browser = browser) {
    await b.context.addCookies([{ name: 'tessera_session', value: grant.token, url: base }]);
  }

  async function seededUsername(): Promise<string> {
    const [u] = await t.tessera.systemCtx().db.select().from(users).limit(1);
    if (!u) throw new Error('no seeded user');
    return u.username;
  }

  async function logInOnPage(page: Page, who: string, password: string) {
    await page.getByLabel('Email or username').fill(who);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  }

  const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account and settings' });

  it('signing up lands signed in; logging out makes a visitor; logging in again works', async () => {
    const { page, errors } = await open('/signup');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const username = uniqueName('ada_');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => accountMenu(page).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Your profile, Ada' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
    expect(await accountMenu(page).count()).toBe(0);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/login`);
    await logInOnPage(page, username, 'not-the-password-1');
    await expect
      // a password hash per try: under CI load that may take longer than the default second
      .poll(() => page.getByRole('alert').filter({ hasText: 'incorrect' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // the error is tied to the inputs and what was typed is kept
    const user = page.getByLabel('Email or username');
    expect(await user.inputValue()).toBe(username);
    expect(await user.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await logInOnPage(page, `${username}@example.com`, PASSWORD);
    await expect.poll(() => accountMenu(page).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    // a 401 document for the wrong password is the browser's only complaint
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.close();
  });

  it('a forgotten password is reset from the link in the outbox, then logs in', async () => {
    const acct = await makeAccount('Reset');
    const { page, errors } = await open('/password/reset');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(acct.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: acct.email }).count())
      .toBe(1);

    await page.goto(`${base}/_dev/mail`, { waitUntil: 'networkidle' });
    const mail = page.getByRole('listitem').filter({ hasText: acct.email }).first();
    const link = mail.getByRole('link').filter({ hasText: /\/password\/reset\/?\?token=/ });
    await link.first().click();
    await page.waitForURL(/\/password\/reset\/?\?token=/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const newPassword = 'quiet-meadow-compass-77';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => accountMenu(page).count()).toBe(1);

    await browser.context.clearCookies();
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await logInOnPage(page, acct.username, newPassword);
    await expect.poll(() => accountMenu(page).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

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
    await expect.poll(() => page.getByRole('button', { name: 'Unfollow' }).count()).toBe(1);
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
      .poll(() => page.getByRole('alert').filter({ hasText: 'Following is paused.' }).count())
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
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor saving a pin logs in inside the modal and comes back to the same pin signed in', async () => {
    const acct = await makeAccount('Saver');
    const [pin] = await t.tessera.systemCtx().db.select().from(pins).limit(1);
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
    await expect.poll(() => upsell.count()).toBe(1);
    await upsell.getByRole('button', { name: 'Already a member? Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to save this Pin' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(
      await dialog.getByText("You're almost there! Log in to access all of Tessera").count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel('Email or username').fill(acct.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => accountMenu(page).count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(page.url()).toBe(url);
    // signed in: the closeup's Save now saves to the person's boards
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBeGreaterThan(
      0,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('settings change the name and about and upload an avatar, shown on the profile', async () => {
    const acct = await makeAccount('Setter');
    await signInAs(acct.grant);
    const { page, errors } = await open('/settings');
    expect(await page.getByRole('heading', { name: 'Cookie preferences' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('First name').fill('Octavia');
    await page.getByLabel('Last name').fill('Butler');
    await page.getByLabel('About').fill('Writes about seeds and stars.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).count())
      .toBe(1);

    // a file that only claims to be a picture: the service's message is shown, tied to the input
    await page.getByLabel('Change picture').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'not a picture' }).count())
      .toBe(1);

    const png = await sharp({
      create: { width: 240, height: 240, channels: 3, background: { r: 20, g: 140, b: 200 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Change picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Picture saved.' }).count())
      .toBe(1);
    await page.waitForLoadState('networkidle');

    const pw = page.getByRole('region', { name: 'Password' });
    await pw.getByLabel('Current password').fill(PASSWORD);
    await pw.getByLabel('New password').fill('amber-orchard-signal-19');
    await pw.getByRole('button', { name: 'Change password' }).click();
    // two scrypt runs (check the old, hash the new) take a moment
    await expect
      .poll(() => pw.getByRole('status').filter({ hasText: 'Your password is changed.' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // the rotated session cookie keeps this browser signed in
    expect(await accountMenu(page).count()).toBe(1);

    await page.goto(`${base}/${acct.username}/`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1, name: 'Octavia Butler' }).count()).toBe(1);
    expect(await page.getByText('Writes about seeds and stars.').count()).toBe(1);
    const avatar = page.locator('header img').first();
    expect(await avatar.getAttribute('src')).toMatch(/^\/img\//);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // a signed-in person's own profile has no Follow button
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
    // the browser reports the refused fake picture (415); nothing else
    expect(errors.filter((e) => !e.includes('415'))).toEqual([]);
    await page.close();
  });

  it('deleting the account, after the password and a confirmation, removes the profile', async () => {
    const acct = await makeAccount('Leaver');
    await signInAs(acct.grant);
    const { page, errors } = await open('/settings');
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByLabel('Password').fill('wrong-password-123');
    await section.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => section.getByRole('alert').textContent()).toMatch(/password/i);

    await section.getByLabel('Password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Delete account' }).click();
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    const gone = await page.goto(`${base}/${acct.username}/`, { waitUntil: 'networkidle' });
    expect(gone?.status()).toBe(404);
    expect(errors.filter((e) => !e.includes('404') && !e.includes('400'))).toEqual([]);
    await page.close();
  });

  it('/me/ goes to the own profile (visitors log in first); /_debug/viewer is for employees', async () => {
    const { page } = await open('/me/');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?next=%2Fme%2F');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const acct = await makeAccount('Staff');
    await logInOnPage(page, acct.username, PASSWORD);
    await page.waitForURL(`${base}/${acct.username}/`);

    const notYet = await page.goto(`${base}/_debug/viewer`);
    expect(notYet?.status()).toBe(404);
    await t.tessera
      .systemCtx()
      .db.update(users)
      .set({ role: 'employee' })
      .where(eq(users.username, acct.username));
    const staff = await page.goto(`${base}/_debug/viewer`, { waitUntil: 'networkidle' });
    expect(staff?.status()).toBe(200);
    expect(await page.locator('pre').textContent()).toContain('"isEmployee": true');
    await page.close();
  });

  it('a next target off the site is ignored after logging in', async () => {
    const acct = await makeAccount('Careful');
    const { page } = await open('/login?next=//evil.example/x');
    await logInOnPage(page, acct.username, PASSWORD);
    await page.waitForURL(`${base}/`);
    await page.close();
  });

  it('a next target like /.//evil.example is ignored after logging in (issue 10)', async () => {
    const acct = await makeAccount('Careful');
    const { page } = await open('/login?next=%2F.%2F%2Fevil.example%2Fx');
    await logInOnPage(page, acct.username, PASSWORD);
    await page.waitForURL(`${base}/`);
    await page.close();
  });

  it('sign-up: one wrong field is the only one marked invalid, with its own message (issue 10)', async () => {
    const taken = await makeAccount('Taken');
    const { page, errors } = await open('/signup');
    const fill = async (username: string, password: string) => {
      await page.getByLabel('Email').fill(`${uniqueName('new_')}@example.com`);
      await page.getByLabel('Password').fill(password);
      await page.getByLabel('First name').fill('Nia');
      await page.getByLabel('Username').fill(username);
      await page.getByRole('button', { name: 'Continue' }).click();
    };
    const invalid = () =>
      page
        .locator('input[aria-invalid="true"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('name')));
    /** The texts an input's aria-describedby points at. */
    const description = (label: string) =>
      page.getByLabel(label).evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
    await fill(taken.username, PASSWORD);
    await expect.poll(invalid, { timeout: 15_000 }).toEqual(['username']);
    expect(await description('Username')).toContain('That username is taken.');
    expect(await description('Email')).not.toContain('taken');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/signup-username-taken-1280.png` });

    await fill(uniqueName('nia_'), ' '.repeat(10));
    await expect.poll(invalid, { timeout: 15_000 }).toEqual(['password']);
    expect(await description('Password')).toContain('Use something other than spaces.');
    // a 400/409 document is the browser's only complaint
    expect(errors.filter((e) => !/status of 40\d/.test(e))).toEqual([]);
    await page.close();
  });

  it('screenshots of login, signup, settings and the modal at 1280 and 390 px', async () => {
    const acct = await makeAccount('Shots');
    const [pin] = await t.tessera.systemCtx().db.select().from(pins).limit(1);
    for (const width of [1280, 390]) {
      const b = await launchBrowser({ width, height: width === 390 ? 844 : 900 });
      await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
      try {
        for (const p of ['/login', '/signup', '/password/reset']) {
          const { page, errors } = await open(p, b);
          await page.screenshot({ path: `${SHOTS}/${p.slice(1).replace('/', '-')}-${width}.png` });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow).toBe(false);
          expect(errors).toEqual([]);
          await page.close();
        }
        // push-to-app group (P-223): the first Save already opens the sign-up upsell
        const { page } = await open(`/pin/${pin?.id}/?exp_unauth_save=enabled_0`, b);
        await page.getByRole('button', { name: 'Save', exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: `${SHOTS}/modal-${width}.png` });
        await page.close();

        await signInAs(acct.grant, b);
        const settings = await open('/settings', b);
        await settings.page.screenshot({ path: `${SHOTS}/settings-${width}.png`, fullPage: true });
        expect(
          await settings.page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          ),
        ).toBe(false);
        await accountMenu(settings.page).click();
        await settings.page.getByRole('menu').waitFor();
        await settings.page.screenshot({ path: `${SHOTS}/menu-${width}.png` });
        expect(settings.errors).toEqual([]);
        await settings.page.close();
      } finally {
        await b.close();
      }
    }
  });
});
