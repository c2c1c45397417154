import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/catalogs/en.ts';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import {
  BOARD_EVENT_TYPES,
  BOARD_LIMITS,
  BOARD_LIST_DEFAULTS,
  BOARD_PRIVACIES,
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  boardDescriptionProblem,
  boardNameProblem,
  isBoardSort,
  moveItem,
  PRIVACY_FILTERS,
  sectionTitleProblem,
  slugify,
  textProblemMessage,
  uniqueSlug,
} from './boards.ts';

describe('board values (spec 01 §3, §9)', () => {
  it('P-092 board sort values are alphabetical, last_pinned_to, oldest, newest, group_boards_at_top, custom', () => {
    expect(BOARD_SORTS).toEqual([
      'alphabetical',
      'last_pinned_to',
      'oldest',
      'newest',
      'group_boards_at_top',
      'custom',
    ]);
    // each sort's label is in the catalogs (decision 064)
    for (const s of BOARD_SORTS) expect(en[`boards.sort.${s}`]).toBeTruthy();
  });

  it('P-088 privacy values public, protected, secret; P-090 privacy_filter defaults to all', () => {
    expect(BOARD_PRIVACIES).toEqual(['public', 'protected', 'secret']);
    expect(PRIVACY_FILTERS[0]).toBe('all');
    expect(BOARD_LIST_DEFAULTS.privacy_filter).toBe('all');
  });

  it('P-091 include_archived defaults to true; P-413 page size 25', () => {
    expect(BOARD_LIST_DEFAULTS.include_archived).toBe(true);
    expect(BOARDS_PAGE_SIZE).toBe(25);
    expect(BOARD_LIST_DEFAULTS.page_size).toBe(25);
  });

  it('P-197 board state changes include create, update, delete, cover_change, pin save/unsave/delete', () => {
    for (const t of ['create', 'update', 'delete', 'cover_change', 'pin_save', 'pin_unsave']) {
      expect(BOARD_EVENT_TYPES).toContain(t);
    }
  });

  it.each([
    ['x', false],
    ['alphabetical', true],
    ['custom', true],
    ['random', false],
    [3, false],
  ])('isBoardSort(%j) is %s', (v, want) => {
    expect(isBoardSort(v)).toBe(want);
  });
});

describe('text limits (M-296 board title 50, M-295 description 500, section title 50)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['a', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'too_long'],
    ['😀'.repeat(50), null],
    [` ${'b'.repeat(50)} `, null],
  ])('M-296 board name %j → %s', (name, want) => {
    expect(boardNameProblem(name)).toBe(want);
  });

  it.each([
    ['', null],
    ['d'.repeat(500), null],
    ['d'.repeat(501), 'too_long'],
  ])('M-295 board description of length %# → %s', (d, want) => {
    expect(boardDescriptionProblem(d)).toBe(want);
  });

  it.each([
    ['', 'empty'],
    ['s'.repeat(50), null],
    ['s'.repeat(51), 'too_long'],
  ])('section title %j → %s', (t, want) => {
    expect(sectionTitleProblem(t)).toBe(want);
  });

  it('messages name the field and the limit, in the reader’s language', () => {
    const say = (locale: 'en' | 'de', s: Said | null) => {
      const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
      return s ? i18n._(s.id, s.values) : null;
    };
    expect(BOARD_LIMITS).toEqual({ name: 50, description: 500, sectionTitle: 50 });
    expect(say('en', textProblemMessage('name', 'too_long'))).toBe(
      'Board name can be at most 50 characters.',
    );
    expect(say('en', textProblemMessage('description', 'too_long'))).toContain('500');
    expect(say('en', textProblemMessage('sectionTitle', 'empty'))).toBe(
      "Section name can't be empty.",
    );
    expect(textProblemMessage('name', null)).toBeNull();
    expect(say('de', textProblemMessage('name', 'too_long'))).toBe(
      'Der Name der Pinnwand darf höchstens 50 Zeichen lang sein.',
    );
  });
});

describe('slugs', () => {
  it.each([
    ['Places to go', 'places-to-go'],
    ['Café  Crème!', 'cafe-creme'],
    ['!!!', 'board'],
    ['Ünïcödé 東京', 'unicode-東京'],
  ])('slugify(%j) = %j', (name, want) => {
    expect(slugify(name)).toBe(want);
  });

  it('a taken slug gets the next free number', () => {
    expect(uniqueSlug('recipes', new Set())).toBe('recipes');
    expect(uniqueSlug('recipes', new Set(['recipes']))).toBe('recipes-2');
    expect(uniqueSlug('recipes', new Set(['recipes', 'recipes-2']))).toBe('recipes-3');
  });
});

describe('moveItem (keyboard reordering)', () => {
  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [0, 5, ['b', 'c', 'a']],
  ])('moving index %i by %i', (i, d, want) => {
    expect(moveItem(['a', 'b', 'c'], i, d)).toEqual(want);
  });
});
