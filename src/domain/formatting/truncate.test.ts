import { describe, expect, it } from 'vitest';
import {
  cardTitle,
  collapseWhitespace,
  ELLIPSIS,
  feedbackName,
  gridDescription,
  gridTitle,
  overlayBoardName,
  statsLabel,
  truncate,
  visitSiteLabel,
} from './truncate.ts';

const a = (n: number) => 'a'.repeat(n);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('truncate', () => {
  it.each<[string, number, string]>([
    [a(80), 80, a(80)],
    [a(81), 80, `${a(80)}…`],
    ['', 80, ''],
    ['hello world', 6, 'hello…'],
    ['hello world', 5, 'hello…'],
  ])('P-208 %j cut at %i gives %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('P-208 default truncation is 80 characters with an ellipsis', () => {
    expect(truncate(a(80))).toBe(a(80));
    expect(truncate(a(200))).toBe(`${a(80)}${ELLIPSIS}`);
    expect(ELLIPSIS).toBe('…');
    expect(ELLIPSIS).toHaveLength(1);
  });

  it('P-208 never cuts inside a surrogate pair or emoji sequence', () => {
    const emoji = '😀'.repeat(81);
    const cut = truncate(emoji, 80);
    expect(cut).toBe(`${'😀'.repeat(80)}…`);
    expect(LONE_SURROGATE.test(cut)).toBe(false);
    const family = '👨‍👩‍👧';
    expect(truncate(`${family}${family}${family}`, 2)).toBe(`${family}${family}…`);
    expect(truncate('e\u0301'.repeat(5), 3)).toBe(`${'e\u0301'.repeat(3)}…`);
    // 40 emoji are 80 UTF-16 units but only 40 characters: not cut
    expect(truncate('😀'.repeat(50), 80)).toBe('😀'.repeat(50));
  });

  it.each<[string]>([
    ['Barrel-leg jeans for work, in the café by the sea'],
    ['Ærøskøbing smørrebrød — ½ price ©'],
    ['Łódź ŕ ſ ǅ ȷ ɐ ʯ ˿ and then some more words here'],
    ['cafe\u0301 au lait, cafe\u0301 au lait, cafe\u0301'],
    ['line\r\nbreak\r\nline\r\nbreak\r\nline\r\nbreak'],
    ['Ελληνικά και ελληνικά και ελληνικά και ελληνικά'],
  ])('P-208 %j is cut where the grapheme segmenter would cut it', (text) => {
    const segments = Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (g) => g.segment,
    );
    for (const max of [1, 5, 12, 27, 33]) {
      const expected =
        segments.length <= max ? text : `${segments.slice(0, max).join('').trimEnd()}…`;
      expect(truncate(text, max)).toBe(expected);
    }
  });

  it('P-208 no ellipsis when asked', () => {
    expect(truncate(a(10), 4, { ellipsis: false })).toBe('aaaa');
  });
});

describe('named labels', () => {
  it.each<[string, string]>([
    ['example.com', 'example.com'],
    [a(27), a(27)],
    [a(28), `${a(27)}…`],
    ['averyveryverylongshopdomain.example.com', 'averyveryverylongshopdomain…'],
  ])('P-202 visit-site label %j is cut to 27 characters: %j', (domain, expected) => {
    expect(visitSiteLabel(domain)).toBe(expected);
  });

  it.each<[string, string]>([
    [a(12), a(12)],
    [a(13), `${a(12)}…`],
    ['shop.example.com', 'shop.example…'],
  ])('P-203 visit-site label in the action bar %j is cut to 12: %j', (domain, expected) => {
    expect(visitSiteLabel(domain, { actionBar: true })).toBe(expected);
  });

  it.each<[string, string]>([
    ['Impressions', 'Impressions'],
    [a(14), a(14)],
    [a(15), `${a(12)}…`],
    ['Outbound clicks!', 'Outbound cli…'],
  ])('P-204 stats label %j longer than 14 is cut to 12 plus an ellipsis: %j', (label, expected) => {
    expect(statsLabel(label)).toBe(expected);
  });

  it.each<[string, 'default' | 'compact' | 'other', string]>([
    [a(10), 'default', a(10)],
    [a(11), 'default', `${a(10)}…`],
    ['Kitchen Ideas 2024', 'default', 'Kitchen Id…'],
    [a(12), 'compact', a(12)],
    [a(13), 'compact', `${a(12)}…`],
    [a(22), 'other', a(22)],
    [a(23), 'other', `${a(22)}…`],
  ])('P-205 P-206 P-207 overlay board name %j (%s) gives %j', (name, variant, expected) => {
    expect(overlayBoardName(name, variant)).toBe(expected);
  });

  it('P-205 overlay board name defaults to the 10-character variant', () => {
    expect(overlayBoardName(a(11))).toBe(`${a(10)}…`);
  });
});

describe('grid text', () => {
  it('M-292 whitespace is collapsed and trimmed', () => {
    expect(collapseWhitespace('  a \n\t b  ')).toBe('a b');
  });

  it.each<[string, string]>([
    ['  Cozy   reading\nnook  ', 'Cozy reading nook'],
    [a(200), a(200)],
    [a(201), a(200)],
    [`  ${a(199)}   b`, `${a(199)}`],
  ])('M-290 M-292 grid title %#: trimmed and cut at 200 without ellipsis', (title, expected) => {
    expect(gridTitle(title)).toBe(expected);
  });

  it.each<[string, string]>([
    [a(496), a(496)],
    [a(497), a(496)],
    [`line one\n\nline   two`, 'line one line two'],
  ])('M-291 M-292 description %# cut at 496 with whitespace collapsed', (text, expected) => {
    expect(gridDescription(text)).toBe(expected);
  });

  it.each<[string, string]>([
    [a(33), a(33)],
    [a(34), `${a(33)}…`],
    ['The   best chocolate chip cookies you will ever bake', 'The best chocolate chip cookies y…'],
  ])('M-293 card title %# cut at 33 with an ellipsis', (title, expected) => {
    expect(cardTitle(title)).toBe(expected);
  });

  it.each<[string, string]>([
    [a(32), a(32)],
    [a(33), `${a(32)}…`],
  ])('M-294 feedback name %# cut at 32 with an ellipsis', (name, expected) => {
    expect(feedbackName(name)).toBe(expected);
  });
});
