import { describe, expect, it } from 'vitest';
import { requestsPerSecond } from './load.ts';
import { percentile } from './stats.ts';

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
