import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoText } from '#domain/i18n/pseudo';
import { users } from '#server/db/schema/index';
import { makeBoard, makePin } from '../support/factory';
import { useAccountsApp } from './support/accounts';
import { hasChromium, waitForHydration } from './support/browser';
import { inLocale as inLocaleOf, SHOTS, shoot, untranslated } from './support/languages';

// Decision 064: the boards area in the pseudo-locale (profiles, a board and its editing,
// organizing and collaborators, the pin builder, the collage tool, the business account page),
// and a board and a profile in German and Arabic (screenshots in tmp/screenshots/languages).

describe.skipIf(!hasChromium())(
  'boards, profiles, the pin builder and collages in several languages (Chromium)',
  () => {
    const h = useAccountsApp();
    // the test's own data: names, a board and pins with no plain Latin word in them
    const name = 'Ŧëşŧ';
    const boardName = 'Ĝåŕďéñ';
    const boardSlug = 'garden-xa';
    let me: Awaited<ReturnType<typeof h.makeAccount>>;
    let boardId = 0;
    let other = '';

    beforeAll(async () => {
      await mkdir(SHOTS, { recursive: true });
      me = await h.makeAccount(name);
      const ctx = h.t.tessera.systemCtx();
      const ownerId = await h.idOf(me.username);
      const board = await makeBoard(ctx, ownerId, { name: boardName, slug: boardSlug });
      boardId = board.id;
      for (const title of ['Þîñ ûñö', 'Þîñ ðöş']) await makePin(ctx, ownerId, board.id, { title });
      other = await h.seededUsername();
    });

    const inLocale = (locale: string) => inLocaleOf(h.browser.context, h.base, locale);

    // the design system's dialog close button (app/ui/DialogRadix) still says Close: one of the
    // design system's own defaults, not yet in a catalog (decision 064), left out here
    const dialogData = (data: string[]) => [...data, 'Close'];

    /** a control's name in the pseudo-locale */
    const xa = (english: string) => new RegExp(`^${pseudoText(english)}`);

    it('the pseudo-locale leaves no untranslated text in the boards area', async () => {
      await inLocale('en-XA');
      await h.signInAs(me.grant);
      const data = [
        'Tessera',
        me.username,
        me.email,
        name,
        boardName,
        'Þîñ ûñö',
        'Þîñ ðöş',
        'https://example.com/picture.jpg',
        'https://example.com/a-page-with-pictures',
        'https://',
      ].sort((a, b) => b.length - a.length);
      const pages: [string, string[]][] = [
        [`/${me.username}/`, ['main']],
        [`/${me.username}/_created/`, ['main header']],
        [`/${me.username}/${boardSlug}/`, ['main header']],
        [`/board/${boardId}/edit`, ['main']],
        [`/board/${boardId}/edit/collaborators/`, ['main']],
        ['/pin-builder', ['main']],
        ['/collage-creation-tool', ['main']],
        ['/business/convert/', ['main']],
      ];
      for (const [url, scopes] of pages) {
        const { page } = await h.open(url);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
        expect(await untranslated(page, scopes, data), url).toEqual([]);
        if (url === `/${me.username}/`) {
          await page
            .getByRole('button', { name: xa('Create board') })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
          expect(
            await untranslated(page, ['[role="dialog"]'], dialogData(data)),
            'create board',
          ).toEqual([]);
        }
        if (url === `/${me.username}/${boardSlug}/`) {
          // Organize mode takes the grid's place; choosing a pin offers Move, Copy and Delete
          await page.getByRole('button', { name: xa('Organize') }).click();
          await page.getByRole('checkbox').nth(1).check();
          expect(await untranslated(page, ['main'], data), 'organize').toEqual([]);
          await page.getByRole('button', { name: xa('Move') }).click();
          await page.getByRole('dialog').waitFor();
          expect(await untranslated(page, ['[role="dialog"]'], dialogData(data)), 'move').toEqual(
            [],
          );
        }
        await page.close();
      }
      // someone else's profile: its counts, tabs, Follow and Message (their name with its badge
      // and the … menu are other areas' parts: people, messages)
      const { page } = await h.open(`/${other}/`);
      await waitForHydration(page);
      // their name, about line and site are the seeded person's data
      const [u] = await h.t.tessera
        .systemCtx()
        .db.select()
        .from(users)
        .where(eq(users.username, other));
      const theirs = [other, u?.firstName, u?.lastName, u?.about, u?.websiteUrl]
        .concat(u?.websiteUrl ? [new URL(u.websiteUrl).host.replace(/^www\./, '')] : [])
        .filter((x): x is string => Boolean(x));
      const everything = [...data, ...theirs].sort((a, b) => b.length - a.length);
      const mine = ['main header > p', 'main header nav', 'main header button:not([aria-label])'];
      expect(await untranslated(page, mine, everything)).toEqual([]);
      expect(await page.getByRole('button', { name: xa('Follow') }).count()).toBe(1);
      await page.close();
    });

    it('German and Arabic: a board and a profile (screenshots)', async () => {
      for (const locale of ['de', 'ar']) {
        await h.browser.context.clearCookies();
        await inLocale(locale);
        await h.signInAs(me.grant);
        for (const [shot, url] of [
          ['board', `/${me.username}/${boardSlug}/`],
          ['profile', `/${me.username}/`],
        ] as const) {
          const { page } = await h.open(url);
          await waitForHydration(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          if (locale === 'ar') {
            expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
          }
          await shoot(page, `${locale}-${shot}`);
          await page.close();
        }
      }
    });
  },
);
