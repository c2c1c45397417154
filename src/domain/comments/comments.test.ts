import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import {
  COMMENT_MAX_CHARS,
  checkCommentText,
  commentParts,
  commentsPath,
  mayComment,
  mentionedUsernames,
} from './comments.ts';

describe('mayComment (decision 042: turned-off comments take no new words, deletes still go)', () => {
  const who = (over: Partial<Parameters<typeof mayComment>[1]>) => ({
    signedIn: true,
    author: false,
    pinOwner: false,
    closed: false,
    ...over,
  });
  it.each([
    ['write', who({}), true],
    ['write', who({ closed: true }), false],
    ['write', who({ closed: true, pinOwner: true }), false],
    ['write', who({ signedIn: false }), false],
    ['reply', who({}), true],
    ['reply', who({ closed: true }), false],
    ['edit', who({ author: true }), true],
    ['edit', who({ author: true, closed: true }), false],
    ['edit', who({ pinOwner: true }), false],
    ['edit', who({ signedIn: false, author: true }), false],
    ['delete', who({ author: true }), true],
    ['delete', who({ author: true, closed: true }), true],
    ['delete', who({ pinOwner: true, closed: true }), true],
    ['delete', who({ closed: true }), false],
    ['delete', who({}), false],
  ] as const)('%s by %j → %s', (action, standing, allowed) => {
    expect(mayComment(action, standing)).toBe(allowed);
  });
});

describe('checkCommentText (decision 042: the description rule, 500 characters)', () => {
  it.each([
    ['  hello  ', { ok: true, text: 'hello' }],
    ['a\n\n\n\nb', { ok: true, text: 'a\n\nb' }],
    ['   ', { ok: false, message: 'Write a comment first.' }],
    ['', { ok: false, message: 'Write a comment first.' }],
    ['😀'.repeat(COMMENT_MAX_CHARS), { ok: true, text: '😀'.repeat(COMMENT_MAX_CHARS) }],
    ['x'.repeat(501), { ok: false, message: 'A comment can be at most 500 characters.' }],
  ])('%j', (raw, expected) => {
    expect(said('en', checkCommentText(raw))).toEqual(expected);
  });

  it('says why not in the reader’s language (decision 064)', () => {
    expect(said('de', checkCommentText(''))).toEqual({
      ok: false,
      message: 'Schreib zuerst einen Kommentar.',
    });
  });
});

/** A check as the service says it in `locale` (decision 064: its catalog). */
function said(locale: 'en' | 'de', check: ReturnType<typeof checkCommentText>) {
  if (check.ok) return check;
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return { ok: false, message: i18n._(check.message.id, check.message.values) };
}

describe('mentionedUsernames', () => {
  it.each([
    ['hi @Ann and @bob_2!', ['ann', 'bob_2']],
    ['@ann @ANN', ['ann']],
    ['mail me at x@ann.com', []],
    ['@@ann', []],
    ['(@ann)', ['ann']],
    ['no mention', []],
    [
      Array.from({ length: 12 }, (_, i) => `@u${i}`).join(' '),
      Array.from({ length: 10 }, (_, i) => `u${i}`),
    ],
  ])('%j', (text, expected) => {
    expect(mentionedUsernames(text)).toEqual(expected);
  });
});

describe('commentParts', () => {
  it.each([
    ['plain', [{ kind: 'text', text: 'plain' }]],
    [
      'hi @ann, look',
      [
        { kind: 'text', text: 'hi ' },
        { kind: 'mention', username: 'ann' },
        { kind: 'text', text: ', look' },
      ],
    ],
    ['@ann', [{ kind: 'mention', username: 'ann' }]],
  ])('%j', (text, expected) => {
    expect(commentParts(text)).toEqual(expected);
  });
});

it('commentsPath is spec 02 §2 M-033', () => {
  expect(commentsPath('12')).toBe('/pin/12/comments/');
});
