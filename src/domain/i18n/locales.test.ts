import { describe, expect, it } from 'vitest';
import {
  directionOf,
  formattingLanguage,
  isOwnLocale,
  type Locale,
  type LocaleSources,
  localeFromAcceptLanguage,
  resolveLocale,
} from './locales.ts';

const none: LocaleSources = {
  account: null,
  cookie: undefined,
  acceptLanguage: undefined,
  instanceDefault: 'en',
};

describe('resolveLocale: account, then cookie, then Accept-Language, then the instance default', () => {
  it.each<[string, Partial<LocaleSources>, string]>([
    ['nothing at all: English', {}, 'en'],
    ['the instance default', { instanceDefault: 'fr' }, 'fr'],
    [
      'Accept-Language over the default',
      { acceptLanguage: 'de-DE,de;q=0.9', instanceDefault: 'fr' },
      'de',
    ],
    ['the cookie over Accept-Language', { cookie: 'ja', acceptLanguage: 'de' }, 'ja'],
    ['the account over the cookie', { account: 'ar', cookie: 'ja', acceptLanguage: 'de' }, 'ar'],
    ['an unknown account value is passed over', { account: 'xx', cookie: 'fr' }, 'fr'],
    ['an unknown cookie is passed over', { cookie: '<script>', acceptLanguage: 'ja-JP' }, 'ja'],
    ['an unshipped default falls to English', { instanceDefault: 'pt-BR' }, 'en'],
    ['the pseudo-locale by cookie', { cookie: 'en-XA' }, 'en-XA'],
  ])('%s', (_name, given, expected) => {
    expect(resolveLocale({ ...none, ...given })).toBe(expected);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['pt-BR, es;q=0.8', null],
    ['pt-BR, fr;q=0.5, de;q=0.8', 'de'],
    ['fr-CA', 'fr'],
    ['AR-eg', 'ar'],
    ['ja;q=0, en;q=0.1', 'en'],
    ['*, de;q=0.5', 'de'],
    ['en-XA', 'en-XA'],
  ])('%j → %j', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['ja', 'ltr'],
    ['en-XA', 'ltr'],
  ])('%s is %s', (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });
});

describe('formattingLanguage: numbers and dates follow the page (issue 38)', () => {
  it.each<[string, string, Locale, boolean, string]>([
    ['a German page for an English browser, chosen in settings', 'en', 'de', true, 'de'],
    ['a Japanese page for a Japanese browser', 'ja', 'ja', true, 'ja'],
    [
      'the browser keeps its region where the page is in its language',
      'ar-EG',
      'ar',
      true,
      'ar-EG',
    ],
    [
      'zh keeps its region on an English page only when English is a fallback',
      'zh-TW',
      'en',
      false,
      'zh-TW',
    ],
    [
      'a Korean browser on the instance default keeps Korean forms (spec 01 §5)',
      'ko',
      'de',
      false,
      'ko',
    ],
    ['a Korean browser that chose French gets French forms', 'ko', 'fr', true, 'fr'],
    ['the pseudo-locale formats as English', 'de', 'en-XA', true, 'en'],
  ])('%s', (_, browser, locale, own, expected) => {
    expect(formattingLanguage(browser, locale, own)).toBe(expected);
  });

  it.each<[string, Partial<LocaleSources>, boolean]>([
    ['nothing but the instance default', { instanceDefault: 'de' }, false],
    ['a browser asking only for Korean', { acceptLanguage: 'ko-KR', instanceDefault: 'de' }, false],
    ['a browser asking for Korean, then French', { acceptLanguage: 'ko, fr;q=0.5' }, true],
    ['a cookie', { cookie: 'ja' }, true],
    ['an account', { account: 'ar' }, true],
    ['an unknown account language and nothing else', { account: 'xx' }, false],
  ])('isOwnLocale: %s → %s', (_, s, own) => {
    expect(isOwnLocale({ ...none, ...s })).toBe(own);
  });
});
