import { describe, expect, it } from 'vitest';
import { experienceHref } from './experience-data.ts';

describe('experience links are checked with the ?next= parser', () => {
  it.each([
    '/\\evil.example/',
    '//evil.example/',
    '/.//evil.example/',
    '/%2f%2fevil.example/',
    'javascript:alert(1)',
    '/ space',
  ])('%s is neither a path on this site nor a web address', (href) => {
    expect(experienceHref.safeParse(href).success).toBe(false);
  });

  it.each(['/settings/', '/search/pins/?q=lamp#top', 'https://example.com/a'])(
    '%s is a link an experience may carry',
    (href) => {
      expect(experienceHref.safeParse(href).success).toBe(true);
    },
  );
});
