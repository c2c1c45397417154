import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boards, pins, users } from '#server/db/schema/index';
import { useAccountsApp } from './support/accounts';
import { hasChromium, waitForHydration } from './support/browser';
import { inLocale as inLocaleOf, SHOTS, shoot, untranslated } from './support/languages';

// Decision 064: the closeup's area in the catalogs: the pseudo-locale leaves no English on the
// closeup (its card, its drawer, signed in and out), the comments page and the
// pages that leave Tessera; German and Arabic screenshots of the closeup and its comments page
// in tmp/screenshots/languages. Hydration in each language is checked by the e2e setup.

// Texts of other areas' parts that the closeup shows, converted on their own branches (issue 38):
// the reactions bar, the creator's Follow button and verified badge, the visitors' upsell and the
// media's alt text prefix (src/domain/pins/alt-text).
const OTHER_AREAS = [
  'Good idea',
  'Love',
  'Wow',
  'Reactions',
  'Follow',
  'Verified merchant',
  'Sign up',
  // a product card's status (app/features/pins/card-content.ts)
  'Sold out',
  'Log in',
  'This contains an image of:',
  'This contains:',
];

describe.skipIf(!hasChromium())('the closeup in several languages (Chromium)', () => {
  const h = useAccountsApp({ cookieChoice: 'unset' });
  let pinId = '';
  /** what the seeded pin shows that is its data, not our text */
  let data: string[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    const db = h.t.tessera.systemCtx().db;
    const [pin] = await db
      .select({
        id: pins.id,
        title: pins.title,
        description: pins.description,
        domain: pins.domain,
        board: boards.name,
        first: users.firstName,
        last: users.lastName,
        username: users.username,
      })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .innerJoin(users, eq(users.id, pins.pinnerId))
      .limit(1);
    if (!pin) throw new Error('no seeded pin');
    pinId = String(pin.id);
    // every seeded person's name (a card's attribution, a comment's author)
    const people = await db.select({ first: users.firstName, last: users.lastName }).from(users);
    data = [
      'Tessera',
      pin.title,
      pin.description,
      pin.domain ?? '',
      pin.board,
      `${pin.first} ${pin.last}`.trim(),
      pin.first,
      pin.username,
      ...people.flatMap((p) => [p.first, p.last]),
    ].filter((d) => d.length > 1);
  });

  const inLocale = (locale: string) => inLocaleOf(h.browser.context, h.base, locale);

  /**
   * The pin's own data on the page: its tags, the drawer's values, its product's variants, its
   * collection's items and its comments (their authors and words).
   */
  async function shownData(page: Page): Promise<string[]> {
    const texts = await page
      .locator(
        'main article :is([aria-label] a, dd, h3, li, a[aria-label] *, [data-comment-id] a, [data-comment-id] p span)',
      )
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    // the pictures' alt texts and the names of the pins linked (their titles)
    const alts = await page
      .locator('main article :is(img[alt], a[aria-label])')
      .evaluateAll((els) =>
        els.map((e) => e.getAttribute('alt') ?? e.getAttribute('aria-label') ?? ''),
      );
    // a card cuts a long title (… at its end): the title's beginnings are its data too
    const cut = alts.flatMap((a) =>
      Array.from({ length: Math.max(0, a.length - 12) }, (_, i) => a.slice(0, a.length - i)),
    );
    return [...data, ...texts, ...alts, ...cut, ...OTHER_AREAS]
      .map((d) => d.trim())
      .filter((d) => d.length > 1)
      .sort((a, b) => b.length - a.length);
  }

  it('the pseudo-locale leaves no untranslated text on the closeup, its comments and the offsite pages', async () => {
    await inLocale('en-XA');
    // a visitor: the card, the see-more drawer, the related pins' heading
    const { page } = await h.open(`/pin/${pinId}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    const drawer = page.locator('main article button[aria-expanded]').first();
    await drawer.click();
    const mine = await shownData(page);
    const scopes = ['main article', 'main section[aria-labelledby^="related-"] > h2'];
    expect(await untranslated(page, scopes, mine), 'closeup').toEqual([]);
    await page.close();

    // signed in: the closeup's own controls, and the comments page
    const me = await h.makeAccount('Ŧëşŧ');
    await h.signInAs(me.grant);
    const signedIn = await h.open(`/pin/${pinId}/`);
    await waitForHydration(signedIn.page);
    const who = [...mine, me.username, 'Ŧëşŧ'];
    expect(await untranslated(signedIn.page, ['main article'], who), 'signed in').toEqual([]);
    await signedIn.page.close();

    const comments = await h.open(`/pin/${pinId}/comments/`);
    await waitForHydration(comments.page);
    expect(await untranslated(comments.page, ['main'], who), 'comments page').toEqual([]);
    await comments.page.close();

    // leaving Tessera: a link it did not sign, and one that is no web address
    for (const url of [
      `/offsite/?url=${encodeURIComponent('https://example.com/recipe')}`,
      '/offsite/?url=javascript%3Aalert(1)',
    ]) {
      const offsite = await h.open(url);
      await waitForHydration(offsite.page);
      expect(
        await untranslated(
          offsite.page,
          ['main'],
          ['https://example.com/recipe', 'example.com', 'Tessera'],
        ),
        url,
      ).toEqual([]);
      await offsite.page.close();
    }
  });

  it('German and Arabic: the closeup with its drawer open, and its comments page (screenshots)', async () => {
    for (const locale of ['de', 'ar']) {
      await h.browser.context.clearCookies();
      await inLocale(locale);
      const { page } = await h.open(`/pin/${pinId}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      if (locale === 'ar')
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.locator('main article button[aria-expanded]').first().click();
      await shoot(page, `${locale}-closeup-drawer`);
      await page.close();
      const comments = await h.open(`/pin/${pinId}/comments/`);
      await waitForHydration(comments.page);
      await shoot(comments.page, `${locale}-comments`);
      await comments.page.close();
    }
  });
});
