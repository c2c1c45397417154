import { describe, expect, it } from 'vitest';
import { requestsPerSecond } from './load.ts';
import { medianRun, percentile } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
  it.each([
    [ten, 50, 5],
    [ten, 95, 10],
    [ten, 90, 9],
    [ten, 0, 1],
    [ten, 100, 10],
    [[16.7], 95, 16.7],
    [[16, 17, 50], 99, 50],
  ])('%j p%d = %d', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
  it('is NaN without values and leaves its input alone', () => {
    expect(percentile([], 95)).toBeNaN();
    const v = [3, 1, 2];
    percentile(v, 50);
    expect(v).toEqual([3, 1, 2]);
  });
});

describe('requests per second', () => {
  it.each([
    [300, 3, 100, 100],
    [2, 3, 0, 2 / 3],
    [0, 3, 0, 0],
  ])('%d requests in %d s, samples averaging %d → %d', (total, s, avg, expected) => {
    expect(requestsPerSecond(total, s, avg)).toBeCloseTo(expected);
  });
});

describe('medianRun (the Lighthouse run a page is reported by)', () => {
  const run = (score: number | null) => ({ lhr: { categories: { performance: { score } } } });
  it.each([
    [[0.9], 0.9],
    [[0.97, 0.82, 0.95], 0.95],
    [[0.82, 0.97], 0.82],
    [[0.99, 0.5, 0.96, 0.93, 0.97], 0.96],
  ])('of %j is the run scoring %d', (scores, median) => {
    expect(medianRun(scores.map(run)).lhr.categories.performance.score).toBe(median);
  });
  it('fails with no run', () => {
    expect(() => medianRun([])).toThrow(/no Lighthouse run/);
  });
});
