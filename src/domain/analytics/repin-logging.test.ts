import { describe, expect, it } from 'vitest';
import { REPINS_LOGGED } from './analytics-events.ts';
import { repinLogIndex } from './repin-logging.ts';

describe('repin logging (spec 01 §7)', () => {
  it.each([
    [0, 1],
    [8, 9],
    [9, null],
    [40, null],
  ])('P-369 after %d logged repins the next is logged as %s', (soFar, index) => {
    expect(REPINS_LOGGED).toBe(9);
    expect(repinLogIndex(soFar)).toBe(index);
  });
});
