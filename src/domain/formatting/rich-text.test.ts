import { describe, expect, it } from 'vitest';
import { linkAttributes, parseRichText } from './rich-text';

describe('M-271 rich text honours only anchor tags with href and target', () => {
  it.each([
    ['plain', 'Hello', [{ text: 'Hello' }]],
    [
      'an anchor with href and target',
      'Read <a href="/help/" target="_self">the guide</a> now',
      [{ text: 'Read ' }, { text: 'the guide', href: '/help/', target: '_self' }, { text: ' now' }],
    ],
    ['other tags stay text', '<b>bold</b>', [{ text: '<b>bold</b>' }]],
    ['a javascript: link is only its text', '<a href="javascript:alert(1)">x</a>', [{ text: 'x' }]],
    [
      'tags inside an anchor are dropped',
      "<a href='https://example.com'><img src=x onerror=y>go</a>",
      [{ text: 'go', href: 'https://example.com', target: null }],
    ],
    ['entities are decoded once', 'a &amp;lt; b', [{ text: 'a &lt; b' }]],
  ])('%s', (_name, input, segments) => {
    expect(parseRichText(input)).toEqual(segments);
  });
});

describe('link attributes (spec 02 §5)', () => {
  it('M-268 M-269 http(s) links open in a new tab with no referrer and no opener', () => {
    expect(linkAttributes('https://tessera.test/x', 'tessera.test')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
      external: false,
    });
  });
  it('M-270 external links get nofollow', () => {
    expect(linkAttributes('http://example.com/', 'tessera.test').rel).toBe(
      'noopener noreferrer nofollow',
    );
  });
  it('a path of this site keeps its own target', () => {
    expect(linkAttributes('/settings/', 'tessera.test', '_self')).toEqual({
      target: '_self',
      external: false,
    });
  });
});
