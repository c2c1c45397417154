import { describe, expect, it } from 'vitest';
import {
  clippedBoard,
  clippedTexts,
  IMPORT_DUPLICATE_DISTANCE,
  normalizedLink,
} from './import-item.ts';

describe('import items (issue 35)', () => {
  it('the same image is a perceptual-hash distance of at most 4', () => {
    expect(IMPORT_DUPLICATE_DISTANCE).toBe(4);
  });

  it.each([
    ['https://www.Example.com/a/?utm_source=x&b=2&a=1#top', 'example.com/a?a=1&b=2'],
    ['http://example.com/a', 'example.com/a'],
    ['https://example.com:8080/a?fbclid=1', 'example.com:8080/a'],
    ['javascript:alert(1)', null],
    ['food.example/page/', 'food.example/page'],
    ['not a url', null],
    [null, null],
  ])('%s compares as %s', (link, normal) => {
    expect(normalizedLink(link)).toBe(normal);
  });

  it('texts are cut to a pin’s limits (title 100, description 500, alt text 500), by characters', () => {
    const out = clippedTexts({
      title: '🍅'.repeat(120),
      description: 'd'.repeat(600),
      altText: ' ',
    });
    expect([...out.title]).toHaveLength(100);
    expect(out.description).toHaveLength(500);
    expect(out.altText).toBeNull();
  });

  it('a board name is cut to 50 characters; an empty one is "Imported"', () => {
    expect(
      clippedBoard({ name: 'b'.repeat(60), description: '', secret: false }).name,
    ).toHaveLength(50);
    expect(clippedBoard({ name: '  ', description: '', secret: true })).toEqual({
      name: 'Imported',
      description: '',
      secret: true,
    });
  });
});
