import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import { saveLinkPrefill } from './save-link.ts';

const q = (s: string) => saveLinkPrefill(new URLSearchParams(s));

describe('saveLinkPrefill (issue 35: /pin/create/button/?url=&media=&description=)', () => {
  it('nothing in the query: no first draft', () => {
    expect(q('')).toBeNull();
  });

  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://example.com/pic.png?x=1', 'http://example.com/pic.png?x=1'],
    ['  https://example.com/a b.jpg ', 'https://example.com/a%20b.jpg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['file:///etc/passwd', null],
    ['//example.com/a.jpg', null],
    ['https://user:pw@example.com/a.jpg', null],
    [`https://example.com/${'a'.repeat(2100)}.jpg`, null],
  ])('media %s → %s', (media, expected) => {
    expect(q(`media=${encodeURIComponent(media)}`)?.media).toBe(expected);
  });

  it('the page becomes the destination link; a bare domain gets https, another scheme is left out', () => {
    expect(q('media=https://e.com/a.jpg&url=https://e.com/recipe')?.link).toBe(
      'https://e.com/recipe',
    );
    expect(q('media=https://e.com/a.jpg&url=e.com/recipe')?.link).toBe('https://e.com/recipe');
    expect(q('media=https://e.com/a.jpg&url=javascript:alert(1)')?.link).toBe('');
  });

  it('a description is cut to the pin limit of 500 characters (spec 01 §7)', () => {
    const long = 'é'.repeat(600);
    expect(
      [...(q(`media=https://e.com/a.jpg&description=${long}`)?.description ?? '')].length,
    ).toBe(500);
    expect(q('media=https://e.com/a.jpg&description=%20Soup%20')?.description).toBe('Soup');
  });

  it('without a picture the person is told to add one, and the rest is kept', () => {
    const p = q('url=https://e.com/recipe&description=Soup');
    expect(p?.media).toBeNull();
    // decision 064: the builder says it in the page's language
    const problem = p?.problem ?? 'shell.home';
    expect(CATALOGS.en[problem]).toMatch(/didn’t say which picture/);
    expect(CATALOGS.de[problem]).toMatch(/^Die Website hat nicht angegeben, welches Bild/);
    expect(p?.link).toBe('https://e.com/recipe');
    expect(p?.description).toBe('Soup');
  });
});
