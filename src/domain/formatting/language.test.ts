import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, normalizeLanguage } from './language.ts';

describe('normalizeLanguage', () => {
  it.each<[string, string | null]>([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['pt_BR', 'pt'],
    ['de-CH', 'de'],
    ['zh', 'zh'],
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['zh_CN', 'zh-CN'],
    ['ar', 'ar'],
    ['ar-eg', 'ar-EG'],
    ['fil', null],
    ['*', null],
    ['', null],
  ])('P-243 %j becomes %j', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each<[string | null | undefined, string]>([
    ['en-US,en;q=0.9', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['de;q=0.5, ja;q=0.8', 'ja'],
    ['zh-TW,zh;q=0.9,en-US;q=0.8', 'zh-TW'],
    ['ar-SA', 'ar-SA'],
    ['fil, es;q=0.5', 'es'],
    ['en;q=0, ko', 'ko'],
    ['*', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('P-243 %j gives %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
