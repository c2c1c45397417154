import { describe, expect, it } from 'vitest';
import karakeepFile from '../../../tests/fixtures/imports/karakeep.json?raw';
import { NOT_KARAKEEP, parseKarakeepExport } from './karakeep.ts';

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
    expect(parsed.unreadable).toEqual([
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
});
