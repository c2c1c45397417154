import { describe, expect, it } from 'vitest';
import {
  cookTimeLabel,
  STORY_PAGE_SECONDS,
  staticPageCount,
  storyPinDurationMs,
  videoTime,
} from './time.ts';

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

describe('story pin duration', () => {
  it('M-304 the per-page time is 5000 ms divided by the base constant (5 s)', () => {
    expect(STORY_PAGE_SECONDS).toBe(5);
  });

  it.each<[number | null, number, number]>([
    [0, 3, 15_000],
    [12_000, 0, 12_000],
    [12_000, 2, 22_000],
    [null, 1, 5_000],
    [-100, -2, 0],
  ])('M-303 video %s ms plus %d static pages lasts %d ms', (video, pages, expected) => {
    expect(storyPinDurationMs({ totalVideoDurationMs: video, staticPageCount: pages })).toBe(
      expected,
    );
  });

  it('M-303 P-072 static pages are the pages without a video block', () => {
    const pages = [
      { blocks: [{ type: 'image' }, { type: 'text' }] },
      { blocks: [{ type: 'video' }] },
      { blocks: [] },
    ];
    expect(staticPageCount(pages)).toBe(2);
    expect(
      storyPinDurationMs({ totalVideoDurationMs: 7_000, staticPageCount: staticPageCount(pages) }),
    ).toBe(17_000);
  });
});
