import { describe, expect, it } from 'vitest';
import {
  clickthroughAuxData,
  logsClickthrough,
  msToNs,
  OFFSITE_RETURN_THRESHOLD_NS,
} from './clickthrough.ts';

describe('logsClickthrough', () => {
  it.each<[number, boolean]>([
    [0, true],
    [msToNs(120), true],
    [499_999_999, true],
    [500_000_000, false],
    [msToNs(2000), false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('M-211 a return from offsite after %i ns is logged: %s', (ns, logged) => {
    expect(OFFSITE_RETURN_THRESHOLD_NS).toBe(500000000);
    expect(logsClickthrough(ns)).toBe(logged);
  });

  it('milliseconds become nanoseconds', () => {
    expect(msToNs(500)).toBe(OFFSITE_RETURN_THRESHOLD_NS);
    expect(msToNs(0.25)).toBe(250_000);
  });
});

describe('clickthroughAuxData', () => {
  it('P-368 names click_type, clickthrough_type and is_promoted', () => {
    expect(
      clickthroughAuxData({
        clickType: 'visit_site',
        clickthroughType: 'leftClick',
        isPromoted: false,
      }),
    ).toEqual({ click_type: 'visit_site', clickthrough_type: 'leftClick', is_promoted: false });
  });
});
