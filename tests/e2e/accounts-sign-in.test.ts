import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../support/jobs';
import { ANSWER, PASSWORD, SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations, uniqueName, waitForPage } from './support/browser';

describe.skipIf(!hasChromium())(
  'accounts: signing up, logging in and out, resetting a password (Chromium)',
  () => {
    const h = useAccountsApp();
    const { open, makeAccount, logInOnPage, accountMenu } = h;

    it('signing up lands signed in; logging out makes a visitor; logging in again works', async () => {
      const { page, errors } = await open('/signup');
      expect(await seriousA11yViolations(page)).toEqual([]);
      const username = uniqueName('ada_');
      await page.getByLabel('Email').fill(`${username}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Username').fill(username);
      await page.getByRole('button', { name: 'Continue' }).click();
      // issue 33: a new account picks at least three topics first
      await waitForPage(page, `${h.base}/onboarding/`);
      await page.getByRole('heading', { name: 'Welcome to Tessera, Ada!' }).waitFor();
      const done = page.getByRole('button', { name: /^(Pick \d more|Done)$/ });
      expect(await done.textContent()).toBe('Pick 3 more');
      const topics = page.getByRole('group', { name: 'Topics' }).getByRole('checkbox');
      expect(await topics.count()).toBeGreaterThanOrEqual(3);
      // pressed too soon, it says what it needs
      await done.click();
      await page.getByRole('alert').filter({ hasText: 'Pick at least 3 topics.' }).waitFor();
      for (let i = 0; i < 3; i++) {
        // a person clicks the picture (the checkbox lies over it, unseen)
        const box = await topics.nth(i).boundingBox();
        if (!box) throw new Error('no topic box');
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
        await expect.poll(() => topics.nth(i).isChecked()).toBe(true);
      }
      expect(await done.textContent()).toBe('Done');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/onboarding-1280.png` });
      await done.click();
      await waitForPage(page, `${h.base}/`);
      await expect.poll(() => accountMenu(page).count(), ANSWER).toBe(1);
      expect(await page.getByRole('link', { name: 'Your profile, Ada' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);

      await accountMenu(page).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count(), ANSWER).toBe(1);
      expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
      expect(await accountMenu(page).count()).toBe(0);

      await page.getByRole('link', { name: 'Log in' }).click();
      await waitForPage(page, `${h.base}/login`);
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
      await expect.poll(() => accountMenu(page).count(), ANSWER).toBe(1);
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
        .poll(() => page.getByRole('status').filter({ hasText: acct.email }).count(), ANSWER)
        .toBe(1);

      await jobsSettled(h.t.tessera);
      await page.goto(`${h.base}/_dev/mail`, { waitUntil: 'networkidle' });
      const mail = page.getByRole('listitem').filter({ hasText: acct.email }).first();
      const link = mail.getByRole('link').filter({ hasText: /\/password\/reset\/?\?token=/ });
      await link.first().click();
      await waitForPage(page, /\/password\/reset\/?\?token=/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const newPassword = 'quiet-meadow-compass-77';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => accountMenu(page).count(), ANSWER).toBe(1);

      // leave the signed-in page before its session cookie goes, as a person closing the tab would:
      // a page still open would rightly get a 401 for its next call
      await page.goto('about:blank');
      await h.browser.context.clearCookies();
      await page.goto(`${h.base}/login`, { waitUntil: 'networkidle' });
      await logInOnPage(page, acct.username, newPassword);
      await expect.poll(() => accountMenu(page).count(), ANSWER).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('sign-up: one wrong field is the only one marked invalid, with its own message (issue 10)', async () => {
      const taken = await makeAccount('Taken');
      const { page, errors } = await open('/signup');
      const fill = async (username: string, password: string) => {
        await page.getByLabel('Email').fill(`${uniqueName('new_')}@example.com`);
        await page.getByLabel('Password', { exact: true }).fill(password);
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
        page.getByLabel(label, { exact: true }).evaluate((el) =>
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

    it('sign-up: every wrong field is marked at once, a taken username and a too common password together', async () => {
      const taken = await makeAccount('Taken');
      const { page, errors } = await open('/signup');
      await page.getByLabel('Email').fill(`${uniqueName('new_')}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('password123');
      await page.getByLabel('First name').fill('Nia');
      await page.getByLabel('Username').fill(taken.username);
      await page.getByRole('button', { name: 'Continue' }).click();
      const invalid = () =>
        page
          .locator('input[aria-invalid="true"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('name')));
      await expect.poll(invalid, { timeout: 15_000 }).toEqual(['password', 'username']);
      const form = page.locator('form').filter({ has: page.getByLabel('Username') });
      await expect.poll(() => form.textContent()).toContain('That password is too common.');
      expect(await form.textContent()).toContain('That username is taken.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/signup-two-errors-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/signup-two-errors-390.png`, fullPage: true });
      expect(errors.filter((e) => !/status of 40\d/.test(e))).toEqual([]);
      await page.close();
    });

    it('/me/ goes to the own profile (visitors log in first); /_debug/viewer is for employees', async () => {
      const { page } = await open('/me/');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        '/login?next=%2Fme%2F',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      const acct = await makeAccount('Staff');
      await logInOnPage(page, acct.username, PASSWORD);
      await waitForPage(page, `${h.base}/${acct.username}/`);

      const notYet = await page.goto(`${h.base}/_debug/viewer`);
      expect(notYet?.status()).toBe(404);
      await h.setRole(acct.username, 'employee');
      const staff = await page.goto(`${h.base}/_debug/viewer`, { waitUntil: 'networkidle' });
      expect(staff?.status()).toBe(200);
      expect(await page.locator('pre').textContent()).toContain('"isEmployee": true');
      await page.close();
    });

    it('a next target off the site is ignored after logging in', async () => {
      const acct = await makeAccount('Careful');
      const { page } = await open('/login?next=//evil.example/x');
      await logInOnPage(page, acct.username, PASSWORD);
      await waitForPage(page, `${h.base}/`);
      await page.close();
    });

    it('a next target like /.//evil.example is ignored after logging in (issue 10)', async () => {
      const acct = await makeAccount('Careful');
      const { page } = await open('/login?next=%2F.%2F%2Fevil.example%2Fx');
      await logInOnPage(page, acct.username, PASSWORD);
      await waitForPage(page, `${h.base}/`);
      await page.close();
    });
  },
);
