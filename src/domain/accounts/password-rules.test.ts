import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordShapeProblem } from './password-rules.ts';

/** The problem as the server says it in English (decision 064: through the catalog). */
const english = (s: Said | null) => (s ? i18n._(s.id, { name: s.name, ...s.values }) : null);

describe('passwordShapeProblem (ASVS 5.0 6.2: length as typed, not only whitespace)', () => {
  it.each<[string, string, string | null]>([
    ['eight plain letters', 'abcdefgh', null],
    ['a passphrase with spaces', 'correct horse battery', null],
    ['leading and trailing spaces count, untrimmed', '  abcdef', null],
    ['seven characters', 'abcdefg', `Use at least ${PASSWORD_MIN} characters.`],
    ['spaces around too few letters are still counted', '   abc   ', null],
    ['eight spaces', ' '.repeat(8), 'Use something other than spaces.'],
    ['forty spaces', ' '.repeat(40), 'Use something other than spaces.'],
    ['tabs and newlines', '\t\t\n\n\t\t\n\n', 'Use something other than spaces.'],
    ['no-break spaces', '\u00a0'.repeat(8), 'Use something other than spaces.'],
    ['ideographic spaces', '\u3000'.repeat(8), 'Use something other than spaces.'],
    ['zero-width spaces', '\u200b'.repeat(8), 'Use something other than spaces.'],
    ['spaces and zero-width joiners', ' \u200d'.repeat(4), 'Use something other than spaces.'],
    ['one letter among spaces', `${' '.repeat(7)}x`, null],
    ['emoji count as one character each', '😀'.repeat(8), null],
    [
      'seven emoji are too few (not 14 UTF-16 units)',
      '😀'.repeat(7),
      `Use at least ${PASSWORD_MIN} characters.`,
    ],
    ['the maximum', 'a'.repeat(PASSWORD_MAX), null],
    [
      'one over the maximum',
      'a'.repeat(PASSWORD_MAX + 1),
      `Use at most ${PASSWORD_MAX} characters.`,
    ],
    ['empty', '', `Use at least ${PASSWORD_MIN} characters.`],
  ])('%s', (_name, password, expected) => {
    expect(english(passwordShapeProblem(password))).toBe(expected);
  });

  it('is said in the reader’s language (German)', () => {
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    const say = (s: Said | null) => (s ? de._(s.id, { name: s.name, ...s.values }) : null);
    expect(say(passwordShapeProblem('abc'))).toBe('Verwende mindestens 8 Zeichen.');
    expect(say(passwordShapeProblem(' '.repeat(9)))).toBe(
      'Verwende etwas anderes als Leerzeichen.',
    );
  });
});
