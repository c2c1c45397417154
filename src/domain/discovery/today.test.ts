import { describe, expect, it } from 'vitest';
import {
  articleDate,
  articleSlug,
  freeSlug,
  isTodayKind,
  movedIndex,
  moveItem,
  pinIdFromInput,
  TODAY_KINDS,
  todayArticlePath,
  todayHeading,
  todayPath,
} from './today.ts';

describe('today kinds and paths (spec 02 §2)', () => {
  it.each([
    ['best', '/today/best/'],
    ['trending', '/today/trending/'],
    ['popular', '/today/popular/'],
    ['shop', '/today/shop/'],
    ['article', '/today/article/'],
  ] as const)('%s is a kind, whose page is %s', (kind, path) => {
    expect(isTodayKind(kind)).toBe(true);
    expect(todayPath(kind)).toBe(path);
  });

  it('/today/ is the page of every kind', () => {
    expect(todayPath()).toBe('/today/');
    expect(TODAY_KINDS).toHaveLength(5);
  });

  it.each(['', 'news', 'Best', 'article ', undefined, null])('%j is not a kind', (word) => {
    expect(isTodayKind(word)).toBe(false);
  });

  it('an article’s path is /today/article/{id}/, its old one /discover/article/{slug}', () => {
    expect(todayArticlePath(1004)).toBe('/today/article/1004/');
  });
});

describe('article slugs', () => {
  it.each([
    ['Cozy autumn dinners', 'cozy-autumn-dinners'],
    ['Café crème & croissants!', 'cafe-creme-croissants'],
    ['日本の庭', 'article'],
    ['', 'article'],
  ])('%j → %j', (title, slug) => {
    expect(articleSlug(title)).toBe(slug);
  });

  it('is at most 60 characters', () => {
    expect(articleSlug('word '.repeat(40)).length).toBeLessThanOrEqual(60);
  });

  it.each([
    ['free', [], 'cozy'],
    ['taken once', ['cozy'], 'cozy-2'],
    ['taken thrice', ['cozy', 'cozy-2', 'cozy-3'], 'cozy-4'],
    ['a gap', ['cozy', 'cozy-3'], 'cozy-2'],
  ])('the first free slug (%s)', (_label, taken, slug) => {
    expect(freeSlug('cozy', new Set(taken))).toBe(slug);
  });
});

describe('pinIdFromInput: an author adds a pin by its id or url', () => {
  it.each([
    ['1234', '1234'],
    [' 1234 ', '1234'],
    ['/pin/1234/', '1234'],
    ['/pin/1234', '1234'],
    ['/pin/cozy-soup--1234/', '1234'],
    ['https://tessera.example/pin/1234/', '1234'],
    ['http://localhost:3000/pin/cozy-soup--1234/?utm=x', '1234'],
    ['http://localhost:3000/pin/1234/#top', '1234'],
  ])('%j names pin %s', (input, id) => {
    expect(pinIdFromInput(input)).toBe(id);
  });

  it.each([
    '',
    'abc',
    '0',
    '-4',
    '1.5',
    '/board/1234/',
    'https://tessera.example/someone/board/',
    'https://',
    '99999999999999999999999',
    'javascript:alert(1)',
  ])('%j names no pin', (input) => {
    expect(pinIdFromInput(input)).toBeNull();
  });
});

describe('moving a pin in an article', () => {
  it.each([
    [0, -1, 3, null],
    [0, 1, 3, 1],
    [2, 1, 3, null],
    [2, -1, 3, 1],
    [5, -1, 3, null],
  ] as const)('index %i by %i of %i → %s', (index, by, length, to) => {
    expect(movedIndex(index, by, length)).toBe(to);
  });

  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});

describe('dates', () => {
  it('the /today/ heading is the UTC weekday, month and day', () => {
    expect(todayHeading(new Date('2026-11-26T23:30:00Z'), 'en')).toBe('Thursday, November 26');
    expect(todayHeading(new Date('2027-01-01T00:00:00Z'), 'en')).toBe('Friday, January 1');
  });

  it('a card date is month, day and year; nothing for a bad date', () => {
    expect(articleDate('2026-11-26T10:00:00.000Z', 'en')).toBe('November 26, 2026');
    expect(articleDate('nope', 'en')).toBe('');
  });

  it.each([
    ['de', 'Donnerstag, 26. November', '26. November 2026'],
    ['fr', 'jeudi 26 novembre', '26 novembre 2026'],
    ['ja', '11月26日木曜日', '2026年11月26日'],
  ])('in %s (decision 064): %s, %s', (language, heading, date) => {
    expect(todayHeading(new Date('2026-11-26T23:30:00Z'), language)).toBe(heading);
    expect(articleDate('2026-11-26T10:00:00.000Z', language)).toBe(date);
  });
});
