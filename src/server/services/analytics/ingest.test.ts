import { describe, expect, it } from 'vitest';
import { CLOCK_FUTURE_MS, CLOCK_PAST_MS, occurredAt } from './ingest.ts';
import { groupByPinDay, utcDay } from './rollup.ts';

const now = new Date('2026-11-26T00:02:00.000Z');
const t = now.getTime();

describe('occurredAt (decision 022: the client clock within [now − 24 h, now + 5 min])', () => {
  it.each([
    ['now', t, t],
    ['an hour ago', t - 3_600_000, t - 3_600_000],
    ['exactly a day ago', t - CLOCK_PAST_MS, t - CLOCK_PAST_MS],
    ['a day and a millisecond ago', t - CLOCK_PAST_MS - 1, t],
    ['exactly five minutes ahead', t + CLOCK_FUTURE_MS, t + CLOCK_FUTURE_MS],
    ['five minutes and a millisecond ahead', t + CLOCK_FUTURE_MS + 1, t],
    ['the epoch', 0, t],
  ])('%s', (_why, client, expected) => {
    expect(occurredAt(client, now).getTime()).toBe(expected);
  });

  it('puts the roll-up on the UTC date of the believed time', () => {
    expect(utcDay(occurredAt(t - 3 * 60_000, now))).toBe('2026-11-25');
    expect(utcDay(occurredAt(t, now))).toBe('2026-11-26');
  });
});

describe('groupByPinDay', () => {
  it('makes one row per pin and day with each metric counted', () => {
    const rows = groupByPinDay([
      { pinId: '1', day: '2026-11-26', metric: 'impressions' },
      { pinId: '1', day: '2026-11-26', metric: 'impressions' },
      { pinId: '1', day: '2026-11-26', metric: 'pinClicks' },
      { pinId: '1', day: '2026-11-25', metric: 'impressions' },
      { pinId: '2', day: '2026-11-26', metric: 'downloads' },
    ]);
    expect(rows).toEqual([
      { pinId: '1', day: '2026-11-26', counts: { impressions: 2, pinClicks: 1 } },
      { pinId: '1', day: '2026-11-25', counts: { impressions: 1 } },
      { pinId: '2', day: '2026-11-26', counts: { downloads: 1 } },
    ]);
    expect(groupByPinDay([])).toEqual([]);
  });
});
