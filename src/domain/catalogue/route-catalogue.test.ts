import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS, type MessageId } from '../i18n/catalogs/index.ts';
import { matchPattern, notInTessera, ROUTE_CATALOGUE, redirectTarget } from './route-catalogue.ts';

const catalog = (locale: 'en' | 'de') =>
  setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
const en = catalog('en');

/** Ids the catalogue answers with a rule rather than a route of its own. */
const CATALOGUE_RULES: Readonly<Record<string, string>> = {
  'M-050':
    'RESERVED_TOP_LEVEL in src/domain/catalogue/routes.ts keeps the words out of profile matching',
  'M-072': 'invite_code in the query string is read by /invited and the share landings',
  'M-081': 'the settings notifications sub-page: notifications live at /notifications/',
};

/** M-032..M-121: spec 02 §2's route catalogue in REQUIREMENTS.md. */
const CATALOGUE_IDS = Array.from(
  { length: 121 - 32 + 1 },
  (_, i) => `M-${String(32 + i).padStart(3, '0')}`,
);

/** spec 01 §2's card and closeup routes (P-025..P-044) that name a route. */
const CLOSEUP_ROUTE_IDS = [
  'P-025',
  'P-026',
  'P-030',
  'P-031',
  'P-034',
  'P-035',
  'P-036',
  'P-038',
  'P-039',
  'P-041',
  'P-042',
  'P-044',
];

describe('route catalogue', () => {
  const covered = new Set([
    ...ROUTE_CATALOGUE.flatMap((r) => r.ids),
    ...Object.keys(CATALOGUE_RULES),
  ]);

  it.each(CATALOGUE_IDS)('%s (spec 02 §2) has an entry', (id) => {
    expect(covered.has(id)).toBe(true);
  });

  it.each(CLOSEUP_ROUTE_IDS)('%s (spec 01 §2) has an entry', (id) => {
    expect(covered.has(id)).toBe(true);
  });

  it('every pattern is listed once and every example matches its own pattern', () => {
    const patterns = ROUTE_CATALOGUE.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const r of ROUTE_CATALOGUE) {
      const path = r.example.split('?')[0] ?? '';
      expect(matchPattern(r.pattern, path), `${r.example} ~ ${r.pattern}`).not.toBeNull();
    }
  });

  it('a page names its route file, a not-in-tessera route says why', () => {
    for (const r of ROUTE_CATALOGUE) {
      const d = r.disposition;
      if (d.kind === 'page') expect(d.file).toMatch(/^[a-z-]+\.tsx?$/);
      if (d.kind === 'not-in-tessera') expect(en._(d.why).length).toBeGreaterThan(30);
      if (d.kind === 'redirect') expect(d.to).toMatch(/^\//);
    }
  });
});

describe('matchPattern', () => {
  it.each([
    ['/pin/:pinParam/comments', '/pin/12/comments/', { pinParam: '12' }],
    ['/pin/:pinParam/comments', '/pin/12/comments', { pinParam: '12' }],
    ['/pin/:pinParam/sent/*', '/pin/12/sent/', { pinParam: '12' }],
    ['/pin/:pinParam/sent/*', '/pin/12/sent/a/b', { pinParam: '12' }],
    ['/business/*', '/business', {}],
    ['/business/*', '/BUSINESS/invite/', {}],
    ['/', '/', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPattern(pattern, path)).toEqual(params);
  });

  it.each([
    ['/pin/:pinParam/comments', '/pin/12/comments/more'],
    ['/business/*', '/businesses'],
    ['/pin/:pinParam', '/pin/'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull();
  });
});

describe('redirectTarget (decision 030)', () => {
  it.each([
    ['/pin/cozy--12/repin/', '/pin/cozy--12/#repin', 302],
    ['/pin/12/repin/x/', '/pin/12/', 302],
    ['/pin/12/sent/?invite_code=abc', '/pin/12/?invite_code=abc', 302],
    ['/pin/12/feedback/?x=1', '/pin/12/', 302],
    ['/pin/create/', '/pin-builder/', 301],
    ['/story-pin-builder', '/pin-builder/', 301],
    ['/idea-pin-builder/', '/pin-builder/', 301],
    ['/pin-creation-tool/', '/pin-builder/', 301],
    ['/signup/sso-business-account/', '/business/convert/', 302],
    ['/pw/someone/', '/password/reset/', 302],
    ['/unauth-profile', '/me/', 302],
    ['/business/hub/', '/analytics/overview', 302],
    ['/news_hub/7/', '/notifications/', 302],
  ])('%s → %s (%i)', (url, to, status) => {
    expect(redirectTarget(url)).toEqual({ to, status });
  });

  it('answers null for a page, for /me/ (its own route) and for an unknown path', () => {
    expect(redirectTarget('/pin/12/')).toBeNull();
    expect(redirectTarget('/me/')).toBeNull();
    expect(redirectTarget('/nowhere/at/all/x')).toBeNull();
  });
});

describe('notInTessera', () => {
  const say = (i18n: typeof en, id: MessageId | undefined) => (id ? i18n._(id) : null);

  it('says why for the ad and business tools, and nothing for a page', () => {
    expect(say(en, notInTessera('/advertiser/1/ads/edit/bulk_edit/')?.why)).toMatch(
      /no ads business/,
    );
    expect(say(en, notInTessera('/business/invite/')?.title)).toBe('Not part of Tessera');
    expect(say(en, notInTessera('/email/user_survey/')?.why)).toBe(
      'Tessera does not send surveys by email.',
    );
    expect(notInTessera('/oauth')).toBeNull();
    expect(notInTessera('/settings/')).toBeNull();
  });

  it('is said in the page’s language (decision 064)', () => {
    const de = catalog('de');
    expect(say(de, notInTessera('/business/invite/')?.title)).toBe('Nicht Teil von Tessera');
    expect(say(de, notInTessera('/email/user_survey/')?.title)).toBe('Keine Umfragen per E-Mail');
  });
});
