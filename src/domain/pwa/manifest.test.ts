import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import { appIconPath, parseAppIconName, shortNameOf, webAppManifest } from './manifest.ts';

/** The manifest as the server answers a request in `locale` (decision 064). */
function manifestIn(instance: { name: string; description: string }, locale: 'en' | 'de' = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return webAppManifest(instance, (id) => i18n._(id), { lang: locale, dir: 'ltr' });
}

describe('shortNameOf', () => {
  it.each([
    ['Tessera', 'Tessera'],
    ['  Tessera  ', 'Tessera'],
    ['Twelve chars', 'Twelve chars'],
    ['Garden Club Pins', 'Garden'],
    ['Supercalifragilistic', 'Supercalifra'],
    ['日本語のピンボードサイトです。長い名前', '日本語のピンボードサイト'],
  ])('%j → %j', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });
});

describe('app icon names', () => {
  it.each([
    ['192.png', { size: 192, purpose: 'any' }],
    ['512-maskable.png', { size: 512, purpose: 'maskable' }],
    ['256.png', null],
    ['192.svg', null],
    ['192-round.png', null],
    ['../192.png', null],
  ])('%j → %j', (name, parsed) => {
    expect(parseAppIconName(name)).toEqual(parsed);
  });

  it('round-trips every path the manifest names', () => {
    for (const icon of manifestIn({ name: 'T', description: '' }).icons) {
      const parsed = parseAppIconName(icon.src.replace('/app-icon/', ''));
      expect(parsed && appIconPath(parsed.size, parsed.purpose)).toBe(icon.src);
    }
  });
});

describe('webAppManifest', () => {
  const m = manifestIn({ name: 'Garden Club Pins', description: 'Pins about gardens' });

  it('names the instance and opens standalone at the home page', () => {
    expect(m).toMatchObject({
      name: 'Garden Club Pins',
      short_name: 'Garden',
      description: 'Pins about gardens',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
    });
    expect(m.user_preferences.color_scheme.dark.theme_color).toBe('#111111');
  });

  it('leaves out an empty description', () => {
    expect('description' in manifestIn({ name: 'T', description: '' })).toBe(false);
  });

  it('has 192 and 512 px icons, each plain and maskable', () => {
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('has shortcuts to Create, Search and Messages', () => {
    expect(m.shortcuts.map((s) => [s.short_name, s.url])).toEqual([
      ['Create', '/pin-builder'],
      ['Search', '/search'],
      ['Messages', '/notifications/?tab=messages'],
    ]);
    expect(m.shortcuts[0]?.name).toBe('Create a pin');
    expect(m).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('names its shortcuts in the request’s language', () => {
    const de = manifestIn({ name: 'Garden Club Pins', description: '' }, 'de');
    expect(de.shortcuts.map((s) => [s.name, s.short_name])).toEqual([
      ['Pin erstellen', 'Erstellen'],
      ['Suchen', 'Suchen'],
      ['Nachrichten', 'Nachrichten'],
    ]);
    expect(de.lang).toBe('de');
  });
});
