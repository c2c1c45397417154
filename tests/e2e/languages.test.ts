import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import { LOCALE_NAMES } from '#domain/i18n/locales';
import { pins } from '#server/db/schema/index';
import { ANSWER, useAccountsApp } from './support/accounts';
import { hasChromium, waitForHydration } from './support/browser';
import { inLocale as inLocaleOf, SHOTS, shoot, untranslated } from './support/languages';

// Decision 064: the pseudo-locale check over the converted parts, the language pickers, and
// the German, Japanese and Arabic home, closeup and settings at 1280 and 390 px, light and dark,
// in tmp/screenshots/languages. Hydration in each language is checked by the e2e setup (any
// mismatch React reports fails the journey).

describe.skipIf(!hasChromium())('Tessera in several languages (Chromium)', () => {
  const h = useAccountsApp({ cookieChoice: 'unset' });
  let pinPath = '';

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    const [pin] = await h.t.tessera.systemCtx().db.select({ id: pins.id }).from(pins).limit(1);
    pinPath = `/pin/${pin?.id}/`;
  });

  const inLocale = (locale: string) => inLocaleOf(h.browser.context, h.base, locale);

  it('the pseudo-locale leaves no untranslated text in the converted parts', async () => {
    await inLocale('en-XA');
    const data = ['Tessera'];
    const shell = ['body > header', 'body > nav', '[data-cookie-banner]', 'body > a.skip-link'];
    const pages: [string, string[]][] = [
      ['/', shell],
      ['/login', [...shell, 'main']],
      ['/signup', [...shell, 'main']],
      ['/no-such-page-here/', [...shell, 'main']],
      [pinPath, shell],
    ];
    for (const [url, scopes] of pages) {
      const { page } = await h.open(url);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
      expect(await untranslated(page, scopes, data), url).toEqual([]);
      if (url === '/') {
        await page.getByRole('button', { name: /Áççöúñţ/ }).click();
        await page.getByRole('menu').waitFor();
        expect(await untranslated(page, ['[role="menu"]'], data), 'visitor menu').toEqual([]);
      }
      await page.close();
    }
    // signed in: the header's own menu, and the settings page and its sub-pages whole
    const me = await h.makeAccount('Ŧëşŧ');
    await h.signInAs(me.grant);
    const { page } = await h.open('/settings');
    await waitForHydration(page);
    // each language's name is in its own language in every locale (decision 064); the account's
    // email and username are the test's data, as are product names, API scopes and paths
    const mine = [
      ...data,
      me.email,
      me.username,
      'Ŧëşŧ',
      ...Object.values(LOCALE_NAMES),
      'Pinterest',
      'Pinry',
      'Karakeep',
      ...API_SCOPES,
      '/api/docs',
      '/oauth/',
      'POST /v5/oauth/token',
    ].sort((a, b) => b.length - a.length); // the longest first: boards:read_secret before boards:read
    expect(await untranslated(page, ['body > header', 'body > nav'], mine)).toEqual([]);
    const section = 'section:has(> form input[name="locale"]), section:has(input[name="locale"])';
    expect(await page.locator(section).count()).toBeGreaterThan(0);
    expect(await untranslated(page, ['main'], mine)).toEqual([]);
    for (const sub of [
      '/settings/notifications/',
      '/settings/data/',
      '/settings/apps/',
      '/settings/import/',
    ]) {
      const other = await h.open(sub);
      await waitForHydration(other.page);
      expect(await untranslated(other.page, ['main'], mine), sub).toEqual([]);
      await other.page.close();
    }
    await page.getByRole('button', { name: /Áççöúñţ áñď šéţţíñĝš/ }).click();
    await page.getByRole('menu').waitFor();
    expect(await untranslated(page, ['[role="menu"]'], mine), 'account menu').toEqual([]);
    await page.close();
  });

  it('a visitor picks a language in their menu; the page comes back in it, right to left for Arabic', async () => {
    const { page } = await h.open('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Account, theme and language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar', undefined, ANSWER);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByRole('link', { name: 'تسجيل الدخول' }).count())
      .toBeGreaterThan(0);
    // the header's first item (the logo) sits at the right edge in right-to-left
    const logo = await page.locator('header a').first().boundingBox();
    expect((logo?.x ?? 0) > 640).toBe(true);
    await page.close();
  });

  it('German, Japanese and Arabic: home, closeup and settings (screenshots)', async () => {
    const me = await h.makeAccount('Grace');
    for (const locale of ['de', 'ja', 'ar']) {
      await h.browser.context.clearCookies();
      await inLocale(locale);
      for (const [name, url] of [
        ['home', '/'],
        ['closeup', pinPath],
      ] as const) {
        const { page } = await h.open(url);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await shoot(page, `${locale}-${name}`);
        await page.close();
      }
      await h.signInAs(me.grant);
      const { page } = await h.open('/settings');
      await waitForHydration(page);
      await page.locator('input[name="locale"]').first().scrollIntoViewIfNeeded();
      await shoot(page, `${locale}-settings`);
      await page.close();
    }
  });

  it("a signed-in person's language is their account's, chosen in settings", async () => {
    const me = await h.makeAccount('Grace');
    await h.signInAs(me.grant);
    const { page } = await h.open('/settings');
    await waitForHydration(page);
    await page.getByLabel('日本語').check();
    await page
      .locator('form[action="/language"]')
      .getByRole('button', { name: 'Save language' })
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'ja', undefined, ANSWER);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: '言語' }).count()).toBe(1);
    // the account wins over this browser's cookie and Accept-Language
    await inLocale('fr');
    await page.goto(`${h.base}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    // issue 38: numbers and dates follow the page's language, not the browser's English
    expect(
      await page.evaluate(
        () =>
          (
            window as unknown as {
              __reactRouterDataRouter: {
                state: { loaderData: { root: { viewer: { language: string } } } };
              };
            }
          ).__reactRouterDataRouter.state.loaderData.root.viewer.language,
      ),
    ).toBe('ja');
    // decision 064: the settings texts are a bundle of their own, which a page that did not
    // preload it fetches with the settings code: a navigation from the home page shows them
    await page.getByRole('button', { name: 'アカウントと設定' }).click();
    await page.getByRole('menuitem', { name: '設定' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.shown === '/settings');
    await expect.poll(() => page.getByRole('heading', { name: '言語' }).count()).toBe(1);
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(fetched.filter((u) => u.startsWith('/i18n/settings/ja.'))).toHaveLength(1);
    expect(await page.locator('main').textContent()).not.toMatch(/\bsettings\.\w/);
    await page.close();
  });
});
