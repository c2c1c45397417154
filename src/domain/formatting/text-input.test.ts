import { describe, expect, it } from 'vitest';
import { findBadText, pathProblem, printable, textProblem } from './text-input.ts';

describe('textProblem (issue 10: no control characters reach the database)', () => {
  it.each<[string, string | null]>([
    ['plain', null],
    ['', null],
    ['tab\there', null],
    ['two\nlines', null],
    ['crlf\r\nlines', null],
    ['émoji 😀 and 中文', null],
    ['\u00a0non-breaking space', null],
    ['nul\u0000', 'control_character'],
    ['\u0001', 'control_character'],
    ['bell\u0007', 'control_character'],
    ['vertical\u000btab', 'control_character'],
    ['form\u000cfeed', 'control_character'],
    ['escape\u001b[31m', 'control_character'],
    ['del\u007f', 'control_character'],
    ['c1\u0085', 'control_character'],
    ['c1\u009f', 'control_character'],
    ['lone high \ud800', 'lone_surrogate'],
    ['lone low \udc00 x', 'lone_surrogate'],
    ['reversed \udc00\ud800', 'lone_surrogate'],
  ])('%j → %j', (input, expected) => {
    expect(textProblem(input)).toBe(expected);
  });
});

describe('pathProblem (a decoded address path: no control character at all)', () => {
  it.each<[string, string | null]>([
    ['/pin/12/', null],
    ['/émoji 😀/中文', null],
    ['/\t\r\n/"><img>/x', 'control_character'],
    ['/a\tb', 'control_character'],
    ['/a\nb', 'control_character'],
    ['/nul\u0000', 'control_character'],
    ['/lone \ud800', 'lone_surrogate'],
  ])('%j → %j', (input, expected) => {
    expect(pathProblem(input)).toBe(expected);
  });
});

describe('findBadText', () => {
  it.each<[unknown, string | null]>([
    [{ title: 'ok', tags: ['a', 'b'] }, null],
    [{ title: 'a\u0000' }, 'title'],
    [{ tags: ['ok', 'x\u0000'] }, 'tags.1'],
    [{ deep: { er: [{ s: '\u0001' }] } }, 'deep.er.0.s'],
    [{ 'k\u0000': 1 }, 'k\\u0000'],
    [[1, true, null, 2.5], null],
    ['\ud800', ''],
  ])('%j → %j', (input, path) => {
    expect(findBadText(input)?.path ?? null).toBe(path);
  });

  it('prefixes the root', () => {
    expect(findBadText({ a: '\u0000' }, 'options')?.path).toBe('options.a');
  });

  it('stops after maxNodes', () => {
    // a breadth that is never walked to the end
    const wide = Array.from({ length: 50 }, () => ({ a: 'ok' }));
    wide.unshift({ a: '\u0000' });
    expect(findBadText(wide, '', 10)).toBeNull();
    expect(findBadText(wide, '', 1000)?.path).toBe('0.a');
  });

  it('prints names with escapes', () => {
    expect(printable('a\u0000b')).toBe('a\\u0000b');
  });
});
