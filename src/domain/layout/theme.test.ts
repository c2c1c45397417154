import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, type Theme, type ThemeChoice } from './theme.ts';

describe('parseThemeChoice: the stored value as a choice', () => {
  it.each<[string | null | undefined, ThemeChoice]>([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, 'system'],
    [undefined, 'system'],
    ['', 'system'],
    ['system', 'system'],
    ['Dark', 'system'],
    ['blue', 'system'],
  ])('%s → %s', (stored, want) => {
    expect(parseThemeChoice(stored)).toBe(want);
  });
});

describe('resolveTheme: the theme a choice paints', () => {
  it.each<[ThemeChoice, boolean, Theme]>([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
  ])('%s with system dark %s → %s', (choice, prefersDark, want) => {
    expect(resolveTheme(choice, prefersDark)).toBe(want);
  });
});
