// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '#domain/layout/theme';
import { stubMatchMedia } from '../../tests/support/dom';
import { applyTheme, chooseTheme, currentTheme, readThemeChoice, writeThemeChoice } from './theme';
import { themeBootScript } from './theme.server';

function stubSystem(dark: boolean) {
  stubMatchMedia((query) => (query === '(prefers-color-scheme: dark)' ? dark : false));
}

function runBootScript() {
  new Function(themeBootScript())();
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored theme choice', () => {
  it('M-234 dark is set in local storage and system clears it', () => {
    writeThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    writeThemeChoice('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    writeThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('reads garbage and an unreadable storage as system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('system');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readThemeChoice(throwing)).toBe('system');
    expect(readThemeChoice(null)).toBe('system');
  });

  it('resolves system by the operating system and a choice by itself', () => {
    stubSystem(true);
    expect(currentTheme()).toBe('dark');
    stubSystem(false);
    expect(currentTheme()).toBe('light');
    writeThemeChoice('dark');
    expect(currentTheme()).toBe('dark');
    stubSystem(true);
    writeThemeChoice('light');
    expect(currentTheme()).toBe('light');
  });

  it('M-235 after the choice is stored the page reloads', () => {
    // what local storage held when the page reloaded: the new choice, already stored
    const seenAtReload: (string | null)[] = [];
    const reload = () => seenAtReload.push(localStorage.getItem(THEME_STORAGE_KEY));
    chooseTheme('dark', reload);
    chooseTheme('system', reload);
    expect(seenAtReload).toEqual(['dark', null]);
  });
});

describe('painting the theme', () => {
  it('applyTheme sets data-theme and the browser chrome colour', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#111111',
    );
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#ffffff',
    );
  });

  it.each([
    [null, false, 'light', '#ffffff'],
    [null, true, 'dark', '#111111'],
    ['dark', false, 'dark', '#111111'],
    ['light', true, 'light', '#ffffff'],
    ['nonsense', true, 'dark', '#111111'],
  ])('the inline boot script: stored %s, system dark %s → %s', (stored, dark, theme, color) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    stubSystem(dark);
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(color);
    // the boot script and the bundle agree on every case
    expect(currentTheme()).toBe(theme);
  });
});
