import { describe, expect, it } from 'vitest';
import { ifNoneMatchTags, notModified, pickCoding, splitNonce, strongEtag } from './conditional.ts';

describe('If-None-Match', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['"a"', ['"a"']],
    ['W/"a", "b"', ['"a"', '"b"']],
    ['*', ['*']],
    ['"a,b", "c"', ['"a,b"', '"c"']],
    [
      ['"a"', '"b"'],
      ['"a"', '"b"'],
    ],
    ['garbage', []],
  ])('%j lists %j', (header, tags) => {
    expect(ifNoneMatchTags(header)).toEqual(tags);
  });

  it.each([
    ['"x"', '"x"', true],
    ['W/"x"', '"x"', true],
    ['"y", "x"', '"x"', true],
    ['*', '"x"', true],
    ['"y"', '"x"', false],
    [undefined, '"x"', false],
    ['x', '"x"', false],
  ])('%j against %j: not modified %s', (header, etag, expected) => {
    expect(notModified(header, etag)).toBe(expected);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0', null],
    ['deflate', null],
  ])('%j picks %s', (header, coding) => {
    expect(pickCoding(header)).toBe(coding);
  });

  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br', null],
    ['br, gzip;q=0.1', 'gzip'],
  ])('%j with only gzip offered picks %s', (header, coding) => {
    expect(pickCoding(header, ['gzip'])).toBe(coding);
  });
});

describe('strong ETag', () => {
  it('is quoted, the same for the same bytes and different for others', () => {
    expect(strongEtag('abc')).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag('abc')).toBe(strongEtag(Buffer.from('abc')));
    expect(strongEtag('abc')).not.toBe(strongEtag('abd'));
  });
});

describe('a page tag with its nonce', () => {
  const base = '"abc"';
  const nonce = 'I78HLI72ZF9W0vyfpDa1EQ==';
  it.each([
    [`"abc.${nonce}"`, nonce],
    [`W/"abc.${nonce}"`, nonce],
    [`"zzz", "abc.${nonce}"`, nonce],
    ['"abc"', null],
    [`"abd.${nonce}"`, null],
    ['"abc.short=="', null],
    [`"abc.${nonce}x"`, null],
    [undefined, null],
  ])('%j gives %s', (header, expected) => {
    expect(splitNonce(header, base)).toBe(expected);
  });
});
