import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import bookmarksFile from '../../../tests/fixtures/imports/bookmarks.html?raw';
import { bookmarkDate, decodeEntities, looksLikeBookmarks, parseBookmarks } from './bookmarks.ts';
import type { Words } from './import-item.ts';

/** A record's name or reason as the page's English says it (decision 064: ids, read in English). */
const english = (w: Words) => (typeof w === 'string' ? w : i18n._(w.id, w.values));
const unreadableIn = (list: { what: Words; reason: Words }[]) =>
  list.map((u) => ({ what: english(u.what), reason: english(u.reason) }));

const FIXTURE = bookmarksFile;

describe('browser bookmarks (decision 053)', () => {
  it.each([
    ['1577836800', '2020-01-01T00:00:00.000Z'],
    ['1577836800000', '2020-01-01T00:00:00.000Z'],
    ['1577836800000000', '2020-01-01T00:00:00.000Z'],
    ['0', null],
    ['soon', null],
    [null, null],
  ])('ADD_DATE %s is %s', (raw, iso) => {
    expect(bookmarkDate(raw)).toBe(iso);
  });

  it.each([
    ['Fish &amp; chips', 'Fish & chips'],
    ['&lt;b&gt; &quot;x&quot; &#39;y&#39; &#x1F600;', '<b> "x" \'y\' 😀'],
    ['&unknown; stays', '&unknown; stays'],
  ])('%s reads %s', (raw, text) => {
    expect(decodeEntities(raw)).toBe(text);
  });

  it.each([
    [FIXTURE, true],
    ['<dl><dt><a href="https://a.example/">a</a></dl>', true],
    ['<html><body><h1>Pins</h1></body></html>', false],
    ['{"bookmarks": []}', false],
  ])('knows a bookmarks file (%#)', (text, yes) => {
    expect(looksLikeBookmarks(text)).toBe(yes);
  });

  it('each link is a page to find the picture on, on the board of its innermost folder, with its date', () => {
    const parsed = parseBookmarks(FIXTURE.replaceAll('PORT', '9'));
    expect(parsed.items).toEqual([
      {
        board: 'Bookmarks bar',
        title: 'Tomato soup & bread',
        description: '',
        altText: null,
        link: 'http://127.0.0.1:9/page/1',
        imageUrl: '',
        page: 'http://127.0.0.1:9/page/1',
        createdAt: '2020-01-01T00:00:00.000Z',
        secret: false,
      },
      expect.objectContaining({
        board: 'Soups',
        // named as its own address: the page's title is taken when it is read
        title: '',
        page: 'http://127.0.0.1:9/page/2',
        createdAt: '2020-02-01T00:00:00.000Z',
      }),
      expect.objectContaining({ board: 'Soups', title: 'A page with no picture' }),
      expect.objectContaining({ board: null, title: "Loose 'page'", createdAt: null }),
    ]);
    expect(parsed.boards.map((b) => b.name)).toEqual(['Bookmarks bar', 'Soups']);
    expect(unreadableIn(parsed.unreadable)).toEqual([
      {
        what: 'Most visited',
        reason: 'This bookmark is not a web page (only http and https addresses can be pins).',
      },
    ]);
  });

  it('a folder left unclosed or a stray </DL> does not move later links off their folder', () => {
    const parsed = parseBookmarks(
      '</DL><DL><DT><H3>A</H3><DL><DT><A HREF="https://a.example/1">1</A><DT><A HREF="https://a.example/2">2</A>',
    );
    expect(parsed.items.map((i) => [i.board, i.title])).toEqual([
      ['A', '1'],
      ['A', '2'],
    ]);
  });
});
