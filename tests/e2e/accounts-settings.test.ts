import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pins } from '#server/db/schema/index';
import { ANSWER, PASSWORD, SHOTS, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForPage,
} from './support/browser';

describe.skipIf(!hasChromium())(
  'accounts: settings and the account pages in screenshots (Chromium)',
  () => {
    const h = useAccountsApp();
    const { open, makeAccount, signInAs, accountMenu } = h;

    it('settings change the name and about and upload an avatar, shown on the profile', async () => {
      const acct = await makeAccount('Setter');
      await signInAs(acct.grant);
      const { page, errors } = await open('/settings');
      expect(await page.getByRole('heading', { name: 'Cookies' }).count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByLabel('First name').fill('Octavia');
      await page.getByLabel('Last name').fill('Butler');
      await page.getByLabel('About').fill('Writes about seeds and stars.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(
          () => page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).count(),
          ANSWER,
        )
        .toBe(1);

      // a file that only claims to be a picture: the service's message is shown, tied to the input
      await page.getByLabel('Change picture').setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture at all'),
      });
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'not a picture' }).count(), ANSWER)
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
        .poll(() => page.getByRole('status').filter({ hasText: 'Picture saved.' }).count(), ANSWER)
        .toBe(1);
      await page.waitForLoadState('networkidle');

      // issue 33: a new email waits for its link; privacy's indexing switch
      const em = page.getByRole('region', { name: 'Email' });
      expect(await em.getByText(acct.email).count()).toBe(1);
      await em.getByLabel('New email').fill(`new_${acct.email}`);
      await em.getByLabel('Current password').fill(PASSWORD);
      await em.getByRole('button', { name: 'Change email' }).click();
      await expect
        .poll(() => em.getByRole('status').filter({ hasText: `We sent a link to new_` }).count(), {
          timeout: 15_000,
        })
        .toBe(1);
      // on a phone the long status wraps beside the button; the button keeps its whole label
      await page.setViewportSize({ width: 390, height: 844 });
      const change = em.getByRole('button', { name: 'Change email' });
      expect(await change.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      const privacy = page.getByRole('region', { name: 'Privacy' });
      await privacy.getByRole('switch', { name: 'Let search engines show your profile' }).uncheck();
      await privacy.getByRole('button', { name: 'Save privacy' }).click();
      await expect
        .poll(
          () => privacy.getByRole('status').filter({ hasText: 'Search engines are asked' }).count(),
          ANSWER,
        )
        .toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await em.screenshot({ path: `${SHOTS}/settings-email-1280.png` });

      const pw = page.getByRole('region', { name: 'Password' });
      await pw.getByLabel('Current password').fill(PASSWORD);
      await pw.getByLabel('New password').fill('amber-orchard-signal-19');
      await pw.getByRole('button', { name: 'Change password' }).click();
      // two password hashes (check the old, hash the new) take a moment
      await expect
        .poll(
          () => pw.getByRole('status').filter({ hasText: 'Your password is changed.' }).count(),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
      // the rotated session cookie keeps this browser signed in
      expect(await accountMenu(page).count()).toBe(1);

      await page.goto(`${h.base}/${acct.username}/`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1, name: 'Octavia Butler' }).count()).toBe(1);
      expect(await page.getByText('Writes about seeds and stars.').count()).toBe(1);
      const avatar = page.locator('header img').first();
      expect(await avatar.getAttribute('src')).toMatch(/^\/img\//);
      expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // a signed-in person's own profile has no Follow button
      expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
      // the link mailed to the new address: the page asks, with its button apart from the text
      await page.goto(`${h.base}/_dev/mail`, { waitUntil: 'networkidle' });
      const mail = page
        .getByRole('listitem')
        .filter({ hasText: `new_${acct.email}` })
        .first();
      const href = await mail
        .getByRole('link')
        .filter({ hasText: /\/settings\/email\/confirm\/?\?token=/ })
        .first()
        .getAttribute('href');
      const confirm = new URL(href ?? '', h.base);
      await page.goto(`${h.base}${confirm.pathname}${confirm.search}`, {
        waitUntil: 'networkidle',
      });
      const lead = await page.getByText('will use', { exact: false }).boundingBox();
      const use = page.getByRole('button', { name: 'Use this email' });
      const useBox = await use.boundingBox();
      if (!lead || !useBox) throw new Error('no confirm text or button');
      expect(useBox.y - (lead.y + lead.height)).toBeGreaterThanOrEqual(12);
      await use.click();
      await page.getByRole('heading', { name: 'Email changed' }).waitFor(ANSWER);
      // the browser reports the refused fake picture (415); nothing else
      expect(errors.filter((e) => !e.includes('415'))).toEqual([]);
      await page.close();
    });

    it('deleting the account, after the password and a confirmation, removes the profile', async () => {
      const acct = await makeAccount('Leaver');
      await signInAs(acct.grant);
      const { page, errors } = await open('/settings');
      const section = page.getByRole('region', { name: 'Delete account' });
      await section.getByLabel('Password', { exact: true }).fill('wrong-password-123');
      await section.getByRole('button', { name: 'Delete account' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await confirm.getByRole('button', { name: 'Delete for good' }).click();
      await expect
        .poll(() => section.getByRole('alert').textContent(), ANSWER)
        .toMatch(/password/i);

      await section.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await section.getByRole('button', { name: 'Delete account' }).click();
      await confirm.getByRole('button', { name: 'Delete for good' }).click();
      await waitForPage(page, (u) => u.pathname === '/');
      await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count(), ANSWER).toBe(1);
      const gone = await page.goto(`${h.base}/${acct.username}/`, { waitUntil: 'networkidle' });
      expect(gone?.status()).toBe(404);
      expect(errors.filter((e) => !e.includes('404') && !e.includes('400'))).toEqual([]);
      await page.close();
    });

    it('screenshots of login, signup, settings and the modal at 1280 and 390 px', async () => {
      const acct = await makeAccount('Shots');
      const [pin] = await h.t.tessera.systemCtx().db.select().from(pins).limit(1);
      for (const width of [1280, 390]) {
        const b = await launchBrowser({ width, height: width === 390 ? 844 : 900 });
        await b.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
        try {
          for (const p of ['/login', '/signup', '/password/reset']) {
            const { page, errors } = await open(p, b);
            await page.screenshot({
              path: `${SHOTS}/${p.slice(1).replace('/', '-')}-${width}.png`,
            });
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
          await settings.page.screenshot({
            path: `${SHOTS}/settings-${width}.png`,
            fullPage: true,
          });
          expect(
            await settings.page.evaluate(
              () => document.documentElement.scrollWidth > window.innerWidth,
            ),
          ).toBe(false);
          // "Secure your account" stands apart from the text above it, a full-size button
          const gap = await settings.page.evaluate(() => {
            const link = [...document.querySelectorAll('a')].find(
              (a) => a.textContent === 'Secure your account',
            );
            const lead = link?.closest('section')?.querySelector('p');
            if (!link || !lead) return null;
            const l = link.getBoundingClientRect();
            return { gap: l.top - lead.getBoundingClientRect().bottom, height: l.height };
          });
          expect(gap?.gap).toBeGreaterThanOrEqual(12);
          expect(gap?.height).toBeGreaterThanOrEqual(40);
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
  },
);
