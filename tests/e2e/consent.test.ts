import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { ANSWER, SHOTS, useAccountsApp } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  seriousA11yViolations,
  waitForHydration,
} from './support/browser';

// spec 02 §2 and §4 Cookie banner, §7 UserSettingsResource, §8 the cookie toast, §9 its 3000 ms.

const TOAST =
  'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';
/** the banner's chunk hydrates after the page (it is no page's initial JS) */
async function bannerReady(page: Page) {
  await page.locator('[data-cookie-banner][data-ready]').waitFor({ timeout: 15_000 });
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

describe.skipIf(!hasChromium())('cookie consent (Chromium)', () => {
  // these journeys are about the banner: their browsers have not chosen yet
  const h = useAccountsApp({ cookieChoice: 'unset' });

  it('M-225/M-013/M-226/M-228/M-409/M-393 a visitor sees the inline banner, accepts all, gets the 3000 ms toast with its words, and the cookie', async () => {
    const { page, errors } = await h.open('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookies on Tessera' });
    await bannerReady(page);
    // desktop: an inline card in the page's flow, not fixed over it
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // keyboard: the banner's choices come in reading order
    await banner.getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reject all');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Let me choose');

    await banner.getByRole('button', { name: 'Accept all' }).click();
    const toast = page.getByText(TOAST);
    await toast.waitFor(ANSWER);
    const shownAt = Date.now();
    await page.screenshot({ path: path.join(SHOTS, 'consent-accepted.png') });
    expect(await banner.count()).toBe(0);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    // 3000 ms visible, then the 200 ms hide animation (the default toast is gone after 2300 ms)
    expect(shownFor).toBeGreaterThan(2800);
    expect(shownFor).toBeLessThan(6000);
    const cookies = await h.browser.context.cookies();
    const consent = cookies.find((c) => c.name === 'tessera_consent');
    expect(consent?.value).toBe('a1.m1.p1');
    expect(consent?.sameSite).toBe('Lax');
    // M-229: done; the next page has no banner
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('region', { name: 'Cookies on Tessera' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-226/M-227 a signed-in person rejects all: stored on the account, shown in settings, changed there', async () => {
    const acct = await h.makeAccount('Rene');
    await h.signInAs(acct.grant);
    const { page, errors } = await h.open('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookies on Tessera' });
    await bannerReady(page);
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await page.getByText(TOAST).waitFor(ANSWER);
    expect(await banner.count()).toBe(0);
    const row = async () => {
      const [u] = await h.t.tessera
        .systemCtx()
        .db.select({
          a: users.allowAnalyticCookies,
          m: users.allowMarketingCookies,
          p: users.allowPersonalizationCookies,
        })
        .from(users)
        .where(eq(users.username, acct.username));
      return u;
    };
    expect(await row()).toEqual({ a: false, m: false, p: false });
    // the account keeps it, not a cookie
    expect((await h.browser.context.cookies()).some((c) => c.name === 'tessera_consent')).toBe(
      false,
    );

    await page.goto(`${h.base}/settings`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.getByRole('region', { name: 'Cookies on Tessera' }).count()).toBe(0);
    const section = page.getByRole('region', { name: 'Cookies' });
    const analytics = section.getByRole('switch', { name: 'Analytics' });
    expect(await analytics.isChecked()).toBe(false);
    await analytics.check();
    await section.getByRole('button', { name: 'Save cookie choices' }).click();
    await expect
      .poll(
        () =>
          section.getByRole('status').filter({ hasText: 'Your cookie choices are saved.' }).count(),
        ANSWER,
      )
      .toBe(1);
    expect(await row()).toEqual({ a: true, m: false, p: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await section.screenshot({ path: path.join(SHOTS, 'consent-settings.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-012/M-230/M-231 on a phone: a fixed bottom card; Let me choose opens the settings sheet and hides the banner until a choice is saved', async () => {
    const phone = await launchBrowser({
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
      cookieChoice: 'unset',
    });
    try {
      const { page, errors } = await h.open('/', phone);
      await waitForHydration(page);
      const banner = page.getByRole('region', { name: 'Cookies on Tessera' });
      await bannerReady(page);
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      const box = await banner.boundingBox();
      // above the bottom navigation, inside the screen
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844 - 64);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      // closed without a choice (Escape, then Cancel), the sheet records nothing: the banner is back
      for (const close of [
        () => page.keyboard.press('Escape'),
        () => dialog.getByRole('button', { name: 'Cancel' }).click(),
      ]) {
        await banner.getByRole('button', { name: 'Let me choose' }).click();
        await dialog.waitFor(ANSWER);
        expect(await page.getByRole('region', { name: 'Cookies on Tessera' }).count()).toBe(0);
        await close();
        await dialog.waitFor({ state: 'detached', timeout: 5_000 });
        await banner.waitFor(ANSWER);
        expect((await phone.context.cookies()).some((c) => c.name === 'tessera_consent')).toBe(
          false,
        );
      }
      await page.screenshot({ path: path.join(SHOTS, 'consent-phone-after-cancel.png') });

      await banner.getByRole('button', { name: 'Let me choose' }).click();
      await dialog.waitFor(ANSWER);
      expect(await page.getByRole('region', { name: 'Cookies on Tessera' }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('switch', { name: 'Marketing' }).check();
      await page.screenshot({ path: path.join(SHOTS, 'consent-phone-choose.png') });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(TOAST).waitFor(ANSWER);
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      const consent = (await phone.context.cookies()).find((c) => c.name === 'tessera_consent');
      expect(consent?.value).toBe('a0.m1.p0');
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('M-225 a bot gets no banner', async () => {
    const res = await fetch(`${h.base}/`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(await res.text()).not.toContain('Cookies on Tessera');
  });
});
