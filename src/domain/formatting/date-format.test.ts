import { afterEach, describe, expect, it } from 'vitest';
import { lazyDateTimeFormat } from './date-format';

const Real = Intl.DateTimeFormat;

describe('lazyDateTimeFormat (issue 12: no formatter is made while a module loads)', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it('makes the formatter on first use, once, with the locale and options given', () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    const day = lazyDateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(made).toBe(0);
    expect(day().format(new Date('2026-11-27T23:30:00Z'))).toBe('November 27, 2026');
    expect(day()).toBe(day());
    expect(made).toBe(1);
  });
});
