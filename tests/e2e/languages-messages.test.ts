import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsApp } from './support/accounts';
import { hasChromium, waitForHydration } from './support/browser';
import { inLocale as inLocaleOf, SHOTS, shoot, untranslated } from './support/languages';

// Decision 064: messages, notifications, analytics, the instance's about pages, the account and
// single pages in the pseudo-locale (every visible text from a catalog), and the inbox and the
// about page in German and Arabic (tmp/screenshots/languages). Hydration in each language is
// checked by the e2e setup.

describe.skipIf(!hasChromium())(
  'messages and the single pages in several languages (Chromium)',
  () => {
    const h = useAccountsApp({ cookieChoice: 'made' });
    const TEXT = 'Tea at five?';
    let me: Awaited<ReturnType<typeof h.makeAccount>>;
    let ada: Awaited<ReturnType<typeof h.makeAccount>>;
    let conversation = '';

    /** A resource call made in the signed-in page, as the app makes it (with the page's CSRF token). */
    function call(page: Page, name: string, options: Record<string, unknown>) {
      return page.evaluate(
        async ({ name, options }) => {
          const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
          const res = await fetch(`/resource/${name}/create/`, {
            method: 'POST',
            headers: {
              accept: 'application/json',
              'content-type': 'application/json',
              'x-csrf-token': csrf ?? '',
            },
            body: JSON.stringify({ options }),
          });
          return (await res.json()) as { resource_response: { data: Record<string, unknown> } };
        },
        { name, options },
      );
    }

    beforeAll(async () => {
      await mkdir(SHOTS, { recursive: true });
      me = await h.makeAccount('Grace');
      ada = await h.makeAccount('Ada');
      const meId = await h.idOf(me.username);
      // Ada follows and writes to Grace (a message request, a follow and a message notification),
      // and Grace writes to Ada (a conversation of her own)
      await h.signInAs(ada.grant);
      const { page } = await h.open('/');
      await call(page, 'UserFollowResource', { user_id: meId });
      await call(page, 'ConversationMessagesResource', { user_ids: [meId], text: TEXT });
      await page.close();
      await h.browser.context.clearCookies();
      await h.signInAs(me.grant);
      const mine = await h.open('/');
      const sent = await call(mine.page, 'ConversationMessagesResource', {
        user_ids: [await h.idOf(ada.username)],
        text: TEXT,
      });
      conversation = String(sent.resource_response.data.conversationId);
      await mine.page.close();
      await h.browser.context.clearCookies();
    });

    const inLocale = (locale: string) => inLocaleOf(h.browser.context, h.base, locale);

    it('the pseudo-locale leaves no untranslated text on these pages', async () => {
      await inLocale('en-XA');
      // the test's people and words, the product's name; "now" is a notification's time (the
      // short time formats are not converted yet)
      const data = [TEXT, 'Tessera', me.username, ada.username, 'Grace', 'Ada', 'now'].sort(
        (a, b) => b.length - a.length,
      );
      // a visitor: the password reset, securing an account, the about pages, a broken invite
      for (const url of [
        '/password/reset',
        '/secure/panic',
        '/about/',
        '/about/terms/',
        '/invited?invite_code=nope',
      ]) {
        const { page } = await h.open(url);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
        expect(await untranslated(page, ['main'], data), url).toEqual([]);
        await page.close();
      }
      await h.signInAs(me.grant);
      for (const url of [
        '/notifications/',
        '/notifications/?tab=messages',
        `/conversation/${conversation}/`,
        '/analytics/overview/',
        '/invites/',
        '/reports-and-violations/',
        '/secure/panic',
        '/logout',
      ]) {
        const { page } = await h.open(url);
        await waitForHydration(page);
        // the date range of the analytics page is a date format (English months for the pseudo-locale)
        const range = await page.evaluate(
          () => document.querySelector('main h1 + p')?.textContent ?? '',
        );
        const here = range.includes('(UTC)') ? [range, ...data] : data;
        expect(await untranslated(page, ['main'], here), url).toEqual([]);
        if (url === '/notifications/?tab=messages') {
          // the requests waiting for an answer, and a new message's first step
          await page.locator('main section button').nth(1).click();
          await page.locator('[data-view="invitesRequestsView"]').waitFor();
          expect(await untranslated(page, ['main'], here), 'message requests').toEqual([]);
        }
        await page.close();
      }
    });

    it('German and Arabic: the inbox and the about page (screenshots)', async () => {
      for (const locale of ['de', 'ar']) {
        await h.browser.context.clearCookies();
        await inLocale(locale);
        const about = await h.open('/about/');
        await waitForHydration(about.page);
        expect(await about.page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await about.page.evaluate(() => document.documentElement.dir)).toBe(
          locale === 'ar' ? 'rtl' : 'ltr',
        );
        await shoot(about.page, `${locale}-about`);
        await about.page.close();
        await h.signInAs(me.grant);
        const { page } = await h.open('/notifications/?tab=messages');
        await waitForHydration(page);
        await page.locator('[data-view]').first().waitFor();
        await shoot(page, `${locale}-inbox`);
        await page.close();
        const notes = await h.open('/notifications/');
        await waitForHydration(notes.page);
        await shoot(notes.page, `${locale}-notifications`);
        await notes.page.close();
      }
    });
  },
);
