import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { TARGET_ROUTES } from '#domain/experiences/experience-data';
import { domainSafety, experiences, todayArticles } from '#server/db/schema/index';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { interestChoices } from '#server/services/today/author';
import { ANSWER, useAccountsApp } from './support/accounts';
import { hasChromium, waitForHydration } from './support/browser';
import { inLocale as inLocaleOf, SHOTS, shoot, untranslated } from './support/languages';

// Decision 064: the employee pages (/admin/…), the invite links on /settings/invites and the
// community guidelines in the pseudo-locale (every text from the catalogs), and German and
// Arabic screenshots of /admin/settings and the guidelines in tmp/screenshots/languages.

// what the pages show that is no text of ours: the product's name, dates (they follow the
// viewer's formatting language, which for the pseudo-locale is English: Intl has no pseudo
// forms), the example host
describe.skipIf(!hasChromium())(
  'the employee pages and the guidelines in several languages',
  () => {
    const h = useAccountsApp({ cookieChoice: 'made' });
    const DATA = [
      'Tessera',
      'UTC',
      'AM',
      'PM',
      ...['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September'],
      ...['October', 'November', 'December'],
      ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      'spam.example',
    ];

    beforeAll(async () => {
      await mkdir(SHOTS, { recursive: true });
    });

    const inLocale = (locale: string) => inLocaleOf(h.browser.context, h.base, locale);

    async function check(url: string, data: string[], scopes = ['main']) {
      const { page } = await h.open(url);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
      expect(await untranslated(page, scopes, data), url).toEqual([]);
      return page;
    }

    it('the pseudo-locale leaves no untranslated text on the guidelines and the employee pages', async () => {
      await inLocale('en-XA');
      (await check('/community-guidelines/', DATA)).close();

      const me = await h.makeEmployee('Ŧëşŧ');
      await h.signInAs(me.grant);
      const mine = [...DATA, me.username, me.email].sort((a, b) => b.length - a.length);
      const id = await h.idOf(me.username);
      for (const url of [
        '/admin/settings',
        `/admin/users?q=${me.username}`,
        `/admin/users/${id}`,
        '/admin/reports',
        '/admin/jobs',
      ]) {
        (await check(url, mine)).close();
      }
      // health names the services, versions and migrations it found: its own words are checked
      const health = await check('/admin/health', mine, [
        'main nav',
        'main h1',
        'main h2',
        'main p',
        'main thead',
        'main tbody th:not([data-service] th)',
      ]);
      await health.close();

      // a domain on the list
      // the seeded entries' hosts and messages are data (the default messages are said in the
      // page's language, decision 064)
      const listed = await h.t.tessera.systemCtx().db.select().from(domainSafety);
      const entries = [
        ...listed.flatMap((d) => [d.host, d.message]).filter(Boolean),
        // the answer names the stored status (English keeps the word; the languages translate it)
        'blocked',
        ...mine,
      ].sort((a, b) => b.length - a.length);
      const domains = await check('/admin/domains', entries);
      await domains.locator('input[name="host"]:not([type="hidden"])').fill('spam.example');
      await domains
        .locator('form:has(input[name="host"]:not([type="hidden"])) button[type="submit"]')
        .click();
      const remove = domains.getByRole('button', { name: /spam\.example/ });
      await expect.poll(() => remove.count(), ANSWER).toBeGreaterThan(0);
      expect(await untranslated(domains, ['main'], entries), 'a listed domain').toEqual([]);
      await domains.close();

      // sign-ups: an invite link made, listed with its line; the log then has entries
      await saveInstanceSettings(h.t.tessera.systemCtx(), { signupMode: 'invite' }, null);
      const signups = await check('/admin/signups', mine);
      await signups.locator('input[name="uses"]').fill('3');
      await signups.locator('form:has(input[name="uses"]) button[type="submit"]').click();
      await expect.poll(() => signups.locator('input[name="url"]').count(), ANSWER).toBe(1);
      const url = await signups.locator('input[name="url"]').inputValue();
      expect(await untranslated(signups, ['main'], [url, ...mine]), 'invite made').toEqual([]);
      await signups.close();
      // the log's target types, the command line's name and the settings' field names are stored
      // codes, said through the catalog (decision 064)
      (await check('/admin/log', mine)).close();

      // the experiences and the Today articles: what was authored (names, titles, interests, the
      // editor's JSON and the targeting's page keys) is data (the render problem the new form's
      // empty toast has is said from the catalog, admin.expProblem.*)
      const sys = h.t.tessera.systemCtx();
      const authored = [
        ...(await sys.db.select({ name: experiences.name }).from(experiences)).map((e) => e.name),
        ...(await sys.db.select({ title: todayArticles.title }).from(todayArticles)).map(
          (a) => a.title,
        ),
        ...(await interestChoices(sys)).map((i) => i.name),
        ...TARGET_ROUTES,
        'text',
        ...mine,
      ].sort((a, b) => b.length - a.length);
      for (const url of [
        '/admin/experiences',
        '/admin/experiences/new',
        '/admin/today',
        '/admin/today/new',
      ]) {
        (await check(url, authored)).close();
      }

      // a member's own invite links on /settings/invites
      await saveInstanceSettings(h.t.tessera.systemCtx(), { membersMayInvite: true }, null);
      (await check('/settings/invites/', mine)).close();
      await saveInstanceSettings(
        h.t.tessera.systemCtx(),
        { signupMode: 'open', membersMayInvite: false },
        null,
      );
    });

    it('German and Arabic: the instance settings and the guidelines (screenshots)', async () => {
      const me = await h.makeEmployee('Grace');
      for (const locale of ['de', 'ar']) {
        await h.browser.context.clearCookies();
        await inLocale(locale);
        const guidelines = await h.open('/community-guidelines/');
        await waitForHydration(guidelines.page);
        expect(await guidelines.page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await shoot(guidelines.page, `${locale}-guidelines`);
        await guidelines.page.close();
        await h.signInAs(me.grant);
        const { page } = await h.open('/admin/settings');
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          locale === 'ar' ? 'rtl' : 'ltr',
        );
        await shoot(page, `${locale}-admin-settings`);
        await page.close();
      }
    });
  },
);
