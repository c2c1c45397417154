import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Words } from './import-item.ts';
import { parseTesseraExport, TesseraExportError } from './tessera-export.ts';

/** A record's name or reason as the page's English says it (decision 064: ids, read in English). */
const english = (w: Words) => (typeof w === 'string' ? w : i18n._(w.id, w.values));
const unreadableIn = (list: { what: Words; reason: Words }[]) =>
  list.map((u) => ({ what: english(u.what), reason: english(u.reason) }));

const sha = 'ab'.repeat(32);

describe("Tessera's own export read (decision 054)", () => {
  it('refuses another format and a newer version', () => {
    expect(() => parseTesseraExport({ format: 'other' })).toThrow(TesseraExportError);
    const refusal = (data: unknown) => {
      try {
        parseTesseraExport(data);
      } catch (e) {
        return e instanceof TesseraExportError ? i18n._(e.id) : e;
      }
    };
    expect(refusal([])).toContain('not a Tessera export');
    expect(refusal({ format: 'tessera-export', version: 2 })).toContain('newer Tessera');
  });

  it('boards in order with sections; pins with their board, section, texts and picture', () => {
    const read = parseTesseraExport({
      format: 'tessera-export',
      version: 1,
      boards: [
        {
          id: 7,
          name: 'Recipes',
          description: 'Food',
          privacy: 'secret',
          createdAt: '2021-01-01T00:00:00.000Z',
          sections: [{ id: 3, title: 'Soups' }],
        },
        { id: 8, name: 'Travel', description: '', privacy: 'public', sections: [] },
      ],
      pins: [
        {
          id: 1,
          boardId: 7,
          sectionId: 3,
          title: 'Soup',
          description: 'Hot',
          altText: 'A bowl',
          link: 'https://example.com/soup',
          createdAt: '2020-01-01T00:00:00.000Z',
          image: { path: 'originals/x.jpg', sha256: sha },
        },
        { id: 2, boardId: 8, title: 'No picture', image: null },
        { id: 3, boardId: null, title: 'Loose', image: { path: 'originals/y.png', sha256: sha } },
      ],
    });
    expect(read.boards.map((b) => [b.name, b.secret, b.sections])).toEqual([
      ['Recipes', true, ['Soups']],
      ['Travel', false, []],
    ]);
    expect(read.items[0]).toMatchObject({
      board: 'Recipes',
      section: 'Soups',
      title: 'Soup',
      altText: 'A bowl',
      link: 'https://example.com/soup',
      sha256: sha,
      entry: 'originals/x.jpg',
      secret: true,
    });
    expect(read.items[1]).toMatchObject({ board: null, section: null, title: 'Loose' });
    expect(unreadableIn(read.unreadable)).toEqual([
      { what: 'No picture', reason: 'Its picture is not in the export.' },
    ]);
  });
});
