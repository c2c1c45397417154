import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import pinryFile from '../../../tests/fixtures/imports/pinry.json?raw';
import type { Words } from './import-item.ts';
import { NOT_PINRY, parsePinry, pinryPage } from './pinry.ts';

/** A record's name or reason as the page's English says it (decision 064: ids, read in English). */
const english = (w: Words) => (typeof w === 'string' ? w : i18n._(w.id, w.values));
const unreadableIn = (list: { what: Words; reason: Words }[]) =>
  list.map((u) => ({ what: english(u.what), reason: english(u.reason) }));

const FIXTURE = JSON.parse(pinryFile.replaceAll('PORT', '9'));

describe('Pinry (decision 053)', () => {
  it.each([[null], [{ count: 1 }], [{ results: [{ title: 'not a pin' }] }], ['pins']])(
    '%j is not Pinry’s',
    (data) => {
      expect(parsePinry(data)).toEqual({ error: NOT_PINRY });
    },
  );

  it.each([
    [
      { count: 0, next: null, results: [] },
      { results: [], next: null },
    ],
    [
      { results: [1], next: 'https://p.example/api/v2/pins/?offset=50' },
      { results: [1], next: 'https://p.example/api/v2/pins/?offset=50' },
    ],
    [[], null],
  ])('a page of answers (%#)', (data, page) => {
    expect(pinryPage(data)).toEqual(page);
  });

  it('pins have the instance’s picture, the page as link, the description; boards come from pins_detail, once each pin', () => {
    const parsed = parsePinry(FIXTURE);
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.items).toEqual([
      {
        board: 'Bread',
        title: '',
        description: 'Sourdough, third try',
        altText: null,
        link: 'https://bakery.example/sourdough',
        imageUrl: 'http://127.0.0.1:9/media/pinry/21.jpg',
        createdAt: null,
        secret: false,
      },
      expect.objectContaining({
        board: null,
        link: null,
        description: 'Uploaded straight to Pinry',
      }),
      expect.objectContaining({
        board: null,
        imageUrl: 'http://127.0.0.1:9/media/pinry/missing.jpg',
      }),
    ]);
    expect(parsed.boards).toEqual([{ name: 'Bread', description: '', secret: false }]);
    expect(parsed.unreadable).toEqual([]);
  });

  it('reads a bare page of pins or a list of pages; a picture named by path is on the instance', () => {
    const pin = { id: 1, image: { image: '/media/a.jpg' }, description: 'a', referer: 'ftp://x' };
    const bare = parsePinry({ count: 1, next: null, results: [pin] }, 'https://pinry.example/');
    const listed = parsePinry([{ results: [pin] }, { results: [{ ...pin, id: 2, image: {} }] }]);
    if ('error' in bare || 'error' in listed) throw new Error('not read');
    expect(bare.items).toEqual([
      expect.objectContaining({ imageUrl: 'https://pinry.example/media/a.jpg', link: null }),
    ]);
    expect(listed.items).toEqual([]);
    expect(unreadableIn(listed.unreadable).map((u) => u.reason)).toEqual([
      'This Pinry pin names no picture Tessera can fetch.',
      'This Pinry pin names no picture Tessera can fetch.',
    ]);
  });
});
