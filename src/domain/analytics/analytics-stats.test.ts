import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { PinLike, ViewerLike } from '../pins/card-permissions.ts';
import { METRICS } from './analytics-events.ts';
import {
  csvField,
  csvFileName,
  mayOpenPinAnalytics,
  metricDisplay,
  parseStatRange,
  rangeStart,
  statDays,
  toCsv,
  totalsOf,
  visibleMetrics,
  zeroCounts,
  zeroFilled,
} from './analytics-stats.ts';

const owner: ViewerLike = { isAuth: true, id: 'u1', isPartner: false };
const ownerPartner: ViewerLike = { isAuth: true, id: 'u1', isPartner: true };
const partner: ViewerLike = { isAuth: true, id: 'u9', isPartner: true };
const other: ViewerLike = { isAuth: true, id: 'u9', isPartner: false };
const visitor: ViewerLike = { isAuth: false, id: null, isPartner: false };

const board = (privacy: 'public' | 'protected' | 'secret') => ({
  ownerId: 'u1',
  privacy,
  isCollaborative: false,
  collaboratedByMe: false,
});
const pin = (patch: Partial<PinLike> = {}): PinLike => ({
  pinnerId: 'u1',
  board: board('public'),
  isPromoted: false,
  ...patch,
});
const ad = pin({ isPromoted: true, promotedIsRemovable: true, hasAnalytics: true });
const partnerSet = ['impressions', 'saves', 'pinClicks'];

describe('visibleMetrics (spec 01 §6)', () => {
  it.each([
    ['the owner sees every metric', owner, pin(), [...METRICS]],
    [
      'the owner of a pin on a secret board too',
      owner,
      pin({ board: board('secret') }),
      [...METRICS],
    ],
    [
      'P-295 a promoted-removable ad shows only impressions and pin clicks, to its owner',
      owner,
      ad,
      ['impressions', 'pinClicks'],
    ],
    ['P-295 … and to a partner', partner, ad, ['impressions', 'pinClicks']],
    [
      'P-293 a partner sees impressions, saves, pin clicks where analytics exist',
      partner,
      pin({ hasAnalytics: true }),
      partnerSet,
    ],
    ['P-293 a partner sees nothing of another pin without analytics', partner, pin(), []],
    [
      'P-294 a partner sees (at least) them on own pins on public boards: as owner, all',
      ownerPartner,
      pin(),
      [...METRICS],
    ],
    [
      'a promoted pin that is not removable shows everything to its owner',
      owner,
      pin({ isPromoted: true }),
      [...METRICS],
    ],
    ['another user sees none', other, pin({ hasAnalytics: true }), []],
    ['a visitor sees none', visitor, pin({ hasAnalytics: true }), []],
  ] as const)('%s', (_name, viewer, p, expected) => {
    expect([...visibleMetrics(viewer, p)]).toEqual(expected);
  });
});

describe('mayOpenPinAnalytics', () => {
  it.each([
    [owner, true],
    [partner, false],
    [other, false],
    [visitor, false],
  ] as const)('viewer %o → %s', (viewer, expected) => {
    expect(mayOpenPinAnalytics(viewer, pin())).toBe(expected);
  });
});

describe('parseStatRange', () => {
  it.each([
    ['7', 7],
    ['30', 30],
    ['90', 90],
    [7, 7],
    ['14', null],
    ['', null],
    ['30.0', null],
    ['0090', null],
    [null, null],
    [undefined, null],
  ] as const)('%o → %o', (value, expected) => {
    expect(parseStatRange(value)).toBe(expected);
  });
});

describe('the range: the last N UTC days ending today', () => {
  const lateEvening = new Date('2026-11-26T23:30:00-05:00'); // already the 27th in UTC
  it.each([
    [new Date('2026-11-26T12:00:00Z'), 7, '2026-11-20', '2026-11-26'],
    [new Date('2026-11-26T00:00:00Z'), 30, '2026-10-28', '2026-11-26'],
    [new Date('2026-03-01T10:00:00Z'), 90, '2025-12-02', '2026-03-01'],
    [lateEvening, 7, '2026-11-21', '2026-11-27'],
  ] as const)('%s, %i days: %s … %s', (today, days, first, last) => {
    const list = statDays(today, days);
    expect(list).toHaveLength(days);
    expect(list[0]).toBe(first);
    expect(list.at(-1)).toBe(last);
    expect(rangeStart(today, days)).toBe(first);
    expect(new Set(list).size).toBe(days);
  });

  it('zero-fills the days without a roll-up and ignores rows outside the range', () => {
    const days = statDays(new Date('2026-11-26T08:00:00Z'), 7);
    const row = (day: string, impressions: number) => ({ day, ...zeroCounts(), impressions });
    const series = zeroFilled(
      [row('2026-11-22', 5), row('2026-11-26', 2), row('2026-11-01', 99)],
      days,
    );
    expect(series.map((d) => d.impressions)).toEqual([0, 0, 5, 0, 0, 0, 2]);
    expect(series.map((d) => d.day)).toEqual(days);
    expect(totalsOf(series).impressions).toBe(7);
    expect(totalsOf(series).saves).toBe(0);
  });
});

describe('metricDisplay (spec 01 §5)', () => {
  it("P-235 P-236 a missing stat shows '—' with 'This stat is not available yet'", () => {
    const d = metricDisplay('saves', null, 'en');
    expect(d.text).toBe('—');
    // the page says the tooltip's catalog text (decision 064): the spec's words in English
    expect(d.tooltip && i18n._(d.tooltip)).toBe('This stat is not available yet');
  });
  it('a present stat is in the short form, without a tooltip', () => {
    expect(metricDisplay('impressions', 12_345, 'en')).toMatchObject({
      text: '12.34k',
      tooltip: null,
    });
    expect(metricDisplay('impressions', 0, 'en').text).toBe('0');
  });
  it.each([
    ['pinClicks', 'Pin clicks'],
    ['outboundClicks', 'Outbound clicks'],
    ['closeupViews', 'Closeup views'],
  ] as const)('%s: the stats page shows the whole label', (m, full) => {
    expect(i18n._(metricDisplay(m, 1, 'en').label)).toBe(full);
  });
});

describe('CSV', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', '"\'+1"'],
    ['-2', '"\'-2"'],
    ['@me', '"\'@me"'],
    ['\tx', '"\'\tx"'],
    ['\rx', '"\'\rx"'],
    ["Nice lamp;=cmd|' /C calc'!A0", "\"Nice lamp;'=cmd|' /C calc'!A0\""],
    ['a,+1', '"a,\'+1"'],
    ['a\t@b', '"a\t\'@b"'],
    ['line\n-1', '"line\n\'-1"'],
    ['a-b = c', '"a-b = c"'],
    ['\t\t=x', "\"'\t'\t'=x\""],
    [42, '42'],
    [null, ''],
  ] as const)('%o → %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('"a",1\r\n"b,c",2\r\n');
    expect(toCsv([])).toBe('');
  });

  it('names the file by range and day', () => {
    expect(csvFileName(30, new Date('2026-11-26T10:00:00Z'))).toBe(
      'tessera-pin-stats-30d-2026-11-26.csv',
    );
  });
});
