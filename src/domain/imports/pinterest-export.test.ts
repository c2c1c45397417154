import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Words } from './import-item.ts';
import { parsePinterestExport, pinterestDate, pinterestImageUrl } from './pinterest-export.ts';

/** A record's name or reason as the page's English says it (decision 064: ids, read in English). */
const english = (w: Words) => (typeof w === 'string' ? w : i18n._(w.id, w.values));
const unreadableIn = (list: { what: Words; reason: Words }[]) =>
  list.map((u) => ({ what: english(u.what), reason: english(u.reason) }));

const HASH = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('Pinterest export (issue 35)', () => {
  it.each([
    ['2021/03/04 05:06:07', '2021-03-04T05:06:07.000Z'],
    ['1999/12/31 23:59:59', '1999-12-31T23:59:59.000Z'],
    ['2024/02/30 10:00:00', null],
    ['04/03/2021', null],
    [null, null],
  ])('Created at %s is %s', (raw, iso) => {
    expect(pinterestDate(raw)).toBe(iso);
  });

  it.each([
    [HASH, `https://i.pinimg.com/originals/0a/1b/2c/${HASH}.jpg`],
    [`${HASH.toUpperCase()}.PNG`, `https://i.pinimg.com/originals/0a/1b/2c/${HASH}.png`],
    ['https://example.com/a.jpg', 'https://example.com/a.jpg'],
    ['not a hash', null],
    [null, null],
  ])('Image %s is fetched from %s', (raw, url) => {
    expect(pinterestImageUrl(raw)).toBe(url);
  });

  it('the image host is configurable, so tests serve the pictures', () => {
    expect(pinterestImageUrl(HASH, 'http://127.0.0.1:9/')).toBe(
      `http://127.0.0.1:9/originals/0a/1b/2c/${HASH}.jpg`,
    );
  });

  it('reads each pin of the Pins section; "No data" is empty; a pin without a picture is unreadable with its reason', () => {
    const lines = [
      'https://www.pinterest.com/pin/111/',
      'Title: Tomato soup',
      'Details: Roast them first.',
      'Then blend.',
      `Image: ${HASH}`,
      'Board Name: Soups',
      'Board Id: 42',
      'Alt Text: No data',
      'Canonical Link: https://food.example/soup',
      'Is Video: No',
      'Created at: 2020/01/02 03:04:05',
      'Private: No',
      'Is a repin: Yes',
      'https://pinterest.co.uk/pin/222/',
      'Title: No data',
      'Image: No data',
      'Board Name: Soups',
      'https://www.pinterest.com/pin/333/',
      'Title: Secret plans',
      `Image: ${HASH}`,
      'Board Name: Surprise',
      'Private: Yes',
    ];
    const parsed = parsePinterestExport(new Map([['Pins', lines]]));
    expect(parsed.items).toEqual([
      {
        board: 'Soups',
        title: 'Tomato soup',
        description: 'Roast them first.\nThen blend.',
        altText: null,
        link: 'https://food.example/soup',
        imageUrl: `https://i.pinimg.com/originals/0a/1b/2c/${HASH}.jpg`,
        createdAt: '2020-01-02T03:04:05.000Z',
        secret: false,
      },
      {
        board: 'Surprise',
        title: 'Secret plans',
        description: '',
        altText: null,
        link: null,
        imageUrl: `https://i.pinimg.com/originals/0a/1b/2c/${HASH}.jpg`,
        createdAt: null,
        secret: true,
      },
    ]);
    expect(parsed.boards).toEqual([
      { name: 'Soups', description: '', secret: false },
      { name: 'Surprise', description: '', secret: true },
    ]);
    expect(unreadableIn(parsed.unreadable)).toEqual([
      {
        what: 'https://pinterest.co.uk/pin/222/',
        reason: 'It names no picture Tessera can fetch.',
      },
    ]);
  });

  it('a file without a Pins section has nothing to import', () => {
    expect(parsePinterestExport(new Map([['Profile', ['Email: a@b.c']]])).items).toEqual([]);
  });
});
