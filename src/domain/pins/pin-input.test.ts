import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import { checkPinLink, PIN_LIMITS, pinTextLength, pinTextProblem } from './pin-input.ts';

/** A problem as the service says it in `locale` (decision 064: its catalog). */
function say(locale: 'en' | 'de', s: Said | null): string | null {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return s ? i18n._(s.id, s.values) : null;
}

// decision 006 PinResource create: title ≤ 100, description ≤ 500, alt_text ≤ 500, link http(s).

describe('pin text limits', () => {
  it("the limits are the decision's numbers", () => {
    expect(PIN_LIMITS).toMatchObject({ title: 100, description: 500, altText: 500 });
  });

  it.each([
    ['title', 100, null],
    ['title', 101, 'Title can be at most 100 characters.'],
    ['description', 500, null],
    ['description', 501, 'Description can be at most 500 characters.'],
    ['altText', 500, null],
    ['altText', 501, 'Alt text can be at most 500 characters.'],
  ] as const)('%s of %i characters → %s', (field, n, message) => {
    expect(say('en', pinTextProblem(field, 'a'.repeat(n)))).toBe(message);
  });

  it('says the problem in the request’s language', () => {
    expect(say('de', pinTextProblem('title', 'a'.repeat(101)))).toBe(
      'Der Titel darf höchstens 100 Zeichen lang sein.',
    );
    const link = checkPinLink('ftp://example.com/x');
    expect(link.ok ? null : say('de', link.message)).toBe(
      'Gib eine Webadresse ein, die mit http:// oder https:// beginnt.',
    );
    expect(link.ok ? null : say('en', link.message)).toBe(
      'Enter a web address that starts with http:// or https://.',
    );
  });

  it('counts an emoji as one character', () => {
    expect(pinTextLength('🌷🌷')).toBe(2);
    expect(pinTextProblem('title', '🌷'.repeat(100))).toBeNull();
  });
});

describe('checkPinLink (P-001 pin links are http or https only)', () => {
  it.each([
    ['', null, null],
    ['   ', null, null],
    ['https://www.Example.com/a?b=1', 'https://www.example.com/a?b=1', 'example.com'],
    ['http://shop.example.org', 'http://shop.example.org/', 'shop.example.org'],
    ['example.com/recipe', 'https://example.com/recipe', 'example.com'],
    ['example.com:8080/x', 'https://example.com:8080/x', 'example.com'],
  ])('%j is kept as %j (domain %j)', (raw, link, domain) => {
    expect(checkPinLink(raw)).toEqual({ ok: true, link, domain });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'ftp://example.com/x',
    'mailto:a@example.com',
    '//evil.example/x',
    '/relative/path',
    'https://user:pw@example.com/',
    'https://',
    'nohost',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('%s is refused', (raw) => {
    const r = checkPinLink(raw);
    expect(r.ok).toBe(false);
  });
});
