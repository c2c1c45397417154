import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import karakeepFile from '../../../tests/fixtures/imports/karakeep.json?raw';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Words } from './import-item.ts';
import { NOT_KARAKEEP, parseKarakeepExport } from './karakeep.ts';

/** A record's name or reason as the page's English says it (decision 064: ids, read in English). */
const english = (w: Words) => (typeof w === 'string' ? w : i18n._(w.id, w.values));
const unreadableIn = (list: { what: Words; reason: Words }[]) =>
  list.map((u) => ({ what: english(u.what), reason: english(u.reason) }));

const FIXTURE = karakeepFile.replaceAll('PORT', '9');

describe('Karakeep export (decision 053)', () => {
  it.each([[null], [[]], [{ links: [] }], [{ bookmarks: 'x' }], [{ bookmarks: [1] }]])(
    '%j is not an export',
    (data) => {
      expect(parseKarakeepExport(data)).toEqual({ error: NOT_KARAKEEP });
    },
  );

  it('links are pages to find pictures on, on their first list; notes and stored files cannot come', () => {
    const parsed = parseKarakeepExport(JSON.parse(FIXTURE));
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.items).toEqual([
      {
        board: 'Recipes',
        title: 'Roasted leeks',
        description: 'Try with mustard.',
        altText: null,
        link: 'http://127.0.0.1:9/page/4',
        imageUrl: '',
        page: 'http://127.0.0.1:9/page/4',
        createdAt: '2024-01-01T00:00:00.000Z',
        secret: false,
      },
      expect.objectContaining({ board: 'Smart', title: '', description: '' }),
      expect.objectContaining({ board: 'Recipes', title: 'Gone' }),
    ]);
    expect(parsed.boards.map((b) => b.name)).toEqual(['Recipes', 'Smart']);
    expect(unreadableIn(parsed.unreadable)).toEqual([
      { what: 'Shopping', reason: 'A Karakeep note is text only: it has no picture to pin.' },
      {
        what: 'A scanned recipe',
        reason:
          'Karakeep’s export leaves out the pictures and files it stored, so this one cannot come.',
      },
    ]);
  });

  it('a link that is not a web page is unreadable; an untitled note is named by its text', () => {
    const parsed = parseKarakeepExport({
      bookmarks: [
        { createdAt: 1, title: null, tags: [], content: { type: 'link', url: 'ftp://x/y' } },
        { createdAt: 1, title: null, tags: [], content: { type: 'text', text: 'milk\n eggs' } },
      ],
    });
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.items).toEqual([]);
    expect(parsed.unreadable.map((u) => u.what)).toEqual(['ftp://x/y', 'milk eggs']);
  });

  it('the reasons and the names it gives are said in the importer’s language (decision 064)', () => {
    const parsed = parseKarakeepExport({
      bookmarks: [
        { createdAt: 1, title: null, tags: [], content: { type: 'text', text: ' ' } },
        { createdAt: 1, title: null, tags: [], content: { type: 'asset' } },
      ],
    });
    if ('error' in parsed) throw new Error(parsed.error);
    expect(unreadableIn(parsed.unreadable)).toEqual([
      { what: 'A note', reason: 'A Karakeep note is text only: it has no picture to pin.' },
      {
        what: 'A Karakeep bookmark',
        reason:
          'Karakeep’s export leaves out the pictures and files it stored, so this one cannot come.',
      },
    ]);
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    const german = (w: Words) => (typeof w === 'string' ? w : de._(w.id, w.values));
    expect(parsed.unreadable.map((u) => [german(u.what), german(u.reason)])).toEqual([
      ['Eine Notiz', 'Eine Karakeep-Notiz ist nur Text: Sie hat kein Bild zum Pinnen.'],
      [
        'Ein Karakeep-Lesezeichen',
        'Der Karakeep-Export lässt die gespeicherten Bilder und Dateien weg, deshalb kann dieses nicht übernommen werden.',
      ],
    ]);
    expect(de._(NOT_KARAKEEP)).toMatch(/^Das ist kein Karakeep-Export/);
  });
});
