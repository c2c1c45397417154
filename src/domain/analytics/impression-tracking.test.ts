import { describe, expect, it } from 'vitest';
import { IMPRESSION_THRESHOLDS } from './analytics.ts';
import {
  type ImpressionInput,
  type ImpressionRecord,
  initialImpression,
  stepImpression,
  thresholdIndex,
} from './impression-tracking.ts';

/** Runs [time, input] steps from a fresh state; returns every record logged, in order. */
function run(steps: [number, ImpressionInput][]): ImpressionRecord[] {
  let state = initialImpression();
  const out: ImpressionRecord[] = [];
  for (const [t, input] of steps) {
    const r = stepImpression(state, input, t);
    state = r.state;
    if (r.record) out.push(r.record);
  }
  return out;
}

const v = (ratio: number): ImpressionInput => ({ type: 'visibility', ratio });
const PAUSE: ImpressionInput = { type: 'pause' };
const RESUME: ImpressionInput = { type: 'resume' };
const STOP: ImpressionInput = { type: 'stop' };

describe('impression thresholds (spec 02 §9)', () => {
  it('M-439 thresholds are 0 (any), 0.5, 0.8, 1', () => {
    expect(IMPRESSION_THRESHOLDS).toEqual([0, 0.5, 0.8, 1]);
  });

  it.each([
    [0, -1],
    [0.01, 0],
    [0.49, 0],
    [0.5, 1],
    [0.79, 1],
    [0.8, 2],
    [0.9995, 3],
    [1, 3],
  ])('M-250 a fraction of %d reaches threshold index %d', (ratio, index) => {
    expect(thresholdIndex(ratio)).toBe(index);
  });
});

describe('one element’s impression (spec 02 §4)', () => {
  const rec = (r: Partial<ImpressionRecord>): ImpressionRecord => ({
    visibleMs: 0,
    maxThreshold: 0.5,
    ms50: 0,
    ms80: 0,
    ms100: 0,
    pauses: 0,
    ...r,
  });

  it.each<[string, [number, ImpressionInput][], ImpressionRecord[]]>([
    [
      'M-249 enter fully, exit: one impression with the time at each threshold',
      [
        [0, v(1)],
        [1000, v(0)],
      ],
      [rec({ visibleMs: 1000, maxThreshold: 1, ms50: 1000, ms80: 1000, ms100: 1000 })],
    ],
    [
      'M-250 time is split by threshold as the fraction changes',
      [
        [0, v(0.3)],
        [100, v(0.6)],
        [300, v(0.9)],
        [600, v(1)],
        [1000, v(0.2)],
        [1200, v(0)],
      ],
      [rec({ visibleMs: 1200, maxThreshold: 1, ms50: 900, ms80: 700, ms100: 400 })],
    ],
    [
      'M-250 a stretch under 50% logs nothing',
      [
        [0, v(0.2)],
        [5000, v(0.49)],
        [9000, v(0)],
      ],
      [],
    ],
    [
      'M-249 M-251 a pause stops the clock; resume restarts it; the pause is counted',
      [
        [0, v(0.6)],
        [100, PAUSE],
        [5000, RESUME],
        [5200, v(0)],
      ],
      [rec({ visibleMs: 300, maxThreshold: 0.5, ms50: 300, pauses: 1 })],
    ],
    [
      'M-246 fractions reached while paused (under a modal) do not count until resumed',
      [
        [0, v(0.3)],
        [100, PAUSE],
        [200, v(1)],
        [300, v(0.3)],
        [400, RESUME],
        [500, v(0)],
      ],
      [],
    ],
    [
      'M-247 an element that came fully into view under a modal counts from the resume',
      [
        [0, PAUSE],
        [100, v(1)],
        [1000, RESUME],
        [1500, v(0)],
      ],
      [rec({ visibleMs: 500, maxThreshold: 1, ms50: 500, ms80: 500, ms100: 500 })],
    ],
    [
      'M-252 removal forces the exit and nothing after it counts',
      [
        [0, v(0.8)],
        [400, STOP],
        [500, v(1)],
        [900, v(0)],
      ],
      [rec({ visibleMs: 400, maxThreshold: 0.8, ms50: 400, ms80: 400 })],
    ],
    [
      'M-252 hiding (fraction 0) exits; coming back starts a new impression',
      [
        [0, v(1)],
        [100, v(0)],
        [200, v(0.5)],
        [500, v(0)],
      ],
      [
        rec({ visibleMs: 100, maxThreshold: 1, ms50: 100, ms80: 100, ms100: 100 }),
        rec({ visibleMs: 300, maxThreshold: 0.5, ms50: 300 }),
      ],
    ],
    [
      'a pause while off screen is not counted, and repeated pauses are one',
      [
        [0, PAUSE],
        [10, PAUSE],
        [20, RESUME],
        [30, v(0.5)],
        [130, PAUSE],
        [140, PAUSE],
        [150, RESUME],
        [250, STOP],
      ],
      [rec({ visibleMs: 200, maxThreshold: 0.5, ms50: 200, pauses: 1 })],
    ],
    [
      'an exit while paused keeps the time before the pause',
      [
        [0, v(1)],
        [250, PAUSE],
        [900, v(0)],
      ],
      [rec({ visibleMs: 250, maxThreshold: 1, ms50: 250, ms80: 250, ms100: 250, pauses: 1 })],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(run(steps)).toEqual(expected);
  });
});
