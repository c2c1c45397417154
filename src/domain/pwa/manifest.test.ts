import { describe, expect, it } from 'vitest';
import { appIconPath, parseAppIconName, shortNameOf, webAppManifest } from './manifest.ts';

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
    for (const icon of webAppManifest({ name: 'T', description: '' }).icons) {
      const parsed = parseAppIconName(icon.src.replace('/app-icon/', ''));
      expect(parsed && appIconPath(parsed.size, parsed.purpose)).toBe(icon.src);
    }
  });
});

describe('webAppManifest', () => {
  const m = webAppManifest({ name: 'Garden Club Pins', description: 'Pins about gardens' });

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
    expect('description' in webAppManifest({ name: 'T', description: '' })).toBe(false);
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
  });
});
