import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

const Real = Intl.DateTimeFormat;
const DAY = { dateStyle: 'long', timeZone: 'UTC' } as const;
const at = new Date('2026-11-27T23:30:00Z');

describe('dateFormat (issue 12: made on first use; decision 064: in the viewer’s language)', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it('makes a formatter once per language and options, when a date is first formatted', () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    expect(made).toBe(0);
    expect(dateFormat('en-US', DAY).format(at)).toBe('November 27, 2026');
    expect(dateFormat('en-US', DAY)).toBe(dateFormat('en-US', { ...DAY }));
    expect(made).toBe(1);
  });

  it.each([
    ['en', 'November 27, 2026'],
    ['de', '27. November 2026'],
    ['fr', '27 novembre 2026'],
    ['ja', '2026年11月27日'],
  ])('formats a day in %s as %s', (locale, text) => {
    expect(dateFormat(locale, DAY).format(at)).toBe(text);
  });

  it('formats a tag Intl cannot read as English, rather than failing the page', () => {
    expect(dateFormat('not a tag', DAY).format(at)).toBe('November 27, 2026');
  });
});
