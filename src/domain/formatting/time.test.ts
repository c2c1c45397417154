import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cookTimeLabel as said, videoTime } from './time.ts';

/** The cook time as the page says it in English (decision 064: the spec's words are the source). */
function cookTimeLabel(mins: number | null | undefined): string | null {
  const s = said(mins);
  return s && i18n._(s.id, s.values);
}

describe('cookTimeLabel', () => {
  it.each<[number, string]>([
    [1, '1m'],
    [45, '45m'],
    [59, '59m'],
    [29.6, '30m'],
  ])('P-237 %d minutes shows %s', (mins, expected) => {
    expect(cookTimeLabel(mins)).toBe(expected);
  });

  it.each<[number, string]>([
    [60, '1h 0m'],
    [75, '1h 15m'],
    [150, '2h 30m'],
    [1441, '24h 1m'],
  ])('P-238 %d minutes shows %s', (mins, expected) => {
    expect(cookTimeLabel(mins)).toBe(expected);
  });

  it.each([[0], [-5], [Number.NaN], [null], [undefined]])('P-237 no cook time for %s', (mins) => {
    expect(cookTimeLabel(mins)).toBeNull();
  });
});

describe('videoTime', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [999, '0:00'],
    [1999, '0:01'],
    [9_000, '0:09'],
    [65_000, '1:05'],
    [600_000, '10:00'],
    [4_503_000, '75:03'],
    [-10, '0:00'],
    [Number.NaN, '0:00'],
  ])('M-437 %d ms shows as %s', (ms, expected) => {
    expect(videoTime(ms)).toBe(expected);
  });
});
