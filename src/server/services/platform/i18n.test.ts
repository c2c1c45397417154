import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleOf, isServerOnly, TEXT_BUNDLES } from '#domain/i18n/bundles';
import { CATALOGS } from '#domain/i18n/catalogs/index';
import { PSEUDO_LOCALE, SHIPPED_LOCALES } from '#domain/i18n/locales';
import { catalogUrl, compiledCatalog, i18nFor, i18nOf } from './i18n.ts';

const ALL = [...SHIPPED_LOCALES, PSEUDO_LOCALE] as const;

describe('the compiled catalogs (decision 064)', () => {
  it.each(ALL.flatMap((locale) => TEXT_BUNDLES.map((bundle) => [locale, bundle] as const)))(
    '%s %s: at most 15 KB gzipped, as the browser fetches it',
    (locale, bundle) => {
      const json = compiledCatalog(locale).bundles[bundle];
      expect(gzipSync(json, { level: 9 }).length).toBeLessThanOrEqual(15 * 1024);
    },
  );

  it('the bundles hold every text once, each in the bundle its id names; mail and errors stay on the server', () => {
    const { messages, bundles } = compiledCatalog('de');
    const seen: string[] = [];
    for (const bundle of TEXT_BUNDLES) {
      for (const id of Object.keys(JSON.parse(bundles[bundle]))) {
        expect(bundleOf(id), id).toBe(bundle);
        seen.push(id);
      }
    }
    expect(seen.sort()).toEqual(
      Object.keys(messages)
        .filter((id) => !isServerOnly(id))
        .sort(),
    );
    expect(Object.keys(JSON.parse(bundles.settings)).length).toBeGreaterThan(100);
  });

  it.each(SHIPPED_LOCALES)('%s: every source id, translated, no other', (locale) => {
    const ids = Object.keys(CATALOGS[locale]).sort();
    expect(ids).toEqual(Object.keys(CATALOGS.en).sort());
    for (const text of Object.values(CATALOGS[locale])) expect(text.trim()).not.toBe('');
  });

  // words that are the same in both languages (checked by a person, not left over)
  const SAME_AS_ENGLISH: Record<'de' | 'fr' | 'ja' | 'ar', string[]> = {
    de: [
      'shell.shopping',
      'shell.themeSystem',
      'header.videos',
      'consent.marketing',
      'settings.cookies.title',
      'settings.notifications.inApp',
      'settings.tokens.name',
      'feed.pinCount',
      'feedback.r.spam',
      'pins.rWow',
      'pins.rHaha',
      'search.c.orange',
      'today.pins',
      'closeup.pin',
      'pwa.offline.pins',
      'pwa.offline.untitledPin',
      // a mail's placeholders and punctuation only (the words are their values')
      'mail.notification.sentence',
      'mail.digest.category',
    ],
    fr: [
      'shell.shopping',
      'header.notifications',
      'header.messages',
      'consent.marketing',
      'settings.cookies.title',
      'settings.notifications.title',
      'settings.notifications.mentions',
      'exp.suggestion',
      'feedback.r.spam',
      'search.c.orange',
      'search.k.image',
      'search.suggestions',
      'today.k.article',
      'mail.notification.sentence',
      'mail.digest.category',
    ],
    ja: [],
    ar: ['mail.notification.sentence', 'mail.digest.category'],
  };

  it.each(['de', 'fr', 'ja', 'ar'] as const)('%s: no message left in English', (locale) => {
    const same = Object.entries(CATALOGS[locale])
      .filter(([id, text]) => text === CATALOGS.en[id as keyof typeof CATALOGS.en])
      .map(([id]) => id);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[locale]].sort());
  });

  it('the pseudo-locale keeps no plain Latin letter outside its placeholders', () => {
    const i18n = i18nFor(PSEUDO_LOCALE);
    for (const id of Object.keys(CATALOGS.en)) {
      const text = i18n._(id, {
        name: '',
        count: 2,
        mode: 'open',
        doing: '',
        username: '',
        language: '',
        email: '',
        percent: 5,
        page: '',
        done: '',
        total: '',
        counted: '',
        size: '',
        date: '',
        max: 5,
        mb: 50,
        megapixels: 50,
      });
      expect(text, id).not.toMatch(/[A-Za-z]/);
    }
  });

  it('plurals follow each language (ICU)', () => {
    expect(i18nFor('en')._('auth.charactersLeft', { count: 1 })).toBe('1 character left');
    expect(i18nFor('en')._('auth.charactersLeft', { count: 5 })).toBe('5 characters left');
    expect(i18nFor('ar')._('auth.charactersLeft', { count: 2 })).toBe('تبقّى حرفان');
    expect(i18nFor('ar')._('auth.charactersLeft', { count: 5 })).toBe('تبقّت 5 أحرف');
    expect(i18nFor('ja')._('auth.charactersLeft', { count: 1 })).toBe('残り 1 文字');
  });

  it('selects pick their branch', () => {
    expect(i18nFor('de')._('signup.modeLine', { mode: 'approval' })).toBe(
      'Registrierung: mit Freigabe',
    );
  });

  it('each request has its own instance: one language never reaches another request', () => {
    const a = { locale: 'de' };
    const b = { locale: 'ja' };
    expect(i18nOf(a)).toBe(i18nOf(a));
    expect(i18nOf(a)).not.toBe(i18nOf(b));
    expect(i18nOf(a)._('shell.home')).toBe('Startseite');
    expect(i18nOf(b)._('shell.home')).toBe('ホーム');
    expect(i18nOf({})._('shell.home')).toBe('Home');
  });

  it("a bundle's address names its locale and content", () => {
    expect(catalogUrl('fr')).toMatch(/^\/i18n\/core\/fr\.[\w-]{10}\.json$/);
    expect(catalogUrl('fr')).not.toBe(catalogUrl('de'));
  });
});
