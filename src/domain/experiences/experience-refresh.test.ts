import { describe, expect, it } from 'vitest';
import { contextKey, placementsToRefresh, shouldSkipFetch } from './experience-refresh';

const held = (over: Partial<Parameters<typeof shouldSkipFetch>[0]>) => ({
  context: undefined as string | null | undefined,
  hasExperience: false,
  renderable: false,
  single: false,
  ...over,
});

describe('experience fetch skipping (spec 02 §4)', () => {
  it.each([
    [
      'M-198 same context held with a renderable experience',
      held({ context: 'a', hasExperience: true, renderable: true }),
      'a',
      true,
    ],
    [
      'M-198 same context but nothing renderable on a multi placement',
      held({ context: 'a' }),
      'a',
      false,
    ],
    [
      'M-199 a single placement with the same context',
      held({ context: 'a', single: true }),
      'a',
      true,
    ],
    [
      'M-199 a single placement with another context',
      held({ context: 'a', single: true }),
      'b',
      false,
    ],
    [
      'M-200 a single placement with a renderable experience and no new context',
      held({ context: 'a', single: true, hasExperience: true, renderable: true }),
      null,
      true,
    ],
    [
      'M-200 a single placement with an unrenderable one',
      held({ context: 'a', single: true, hasExperience: true }),
      null,
      false,
    ],
    ['never fetched', held({}), null, false],
    [
      'M-199 fetched without context, asked again without',
      held({ context: null, single: true }),
      null,
      true,
    ],
  ])('%s', (_name, h, next, skip) => {
    expect(shouldSkipFetch(h, next)).toBe(skip);
  });
});

describe('M-201 placements refreshed after a change', () => {
  const base = {
    hasExperience: true,
    renderable: true,
    inCurrentSurface: true,
    mounted: true,
  };
  it.each([
    ['on screen with a renderable experience: kept', { placementId: 5 }, false],
    ['no experience', { placementId: 5, hasExperience: false }, true],
    ['not renderable', { placementId: 5, renderable: false }, true],
    ['not in the current surface', { placementId: 5, inCurrentSurface: false }, true],
    ['not mounted', { placementId: 5, mounted: false }, true],
    [
      'placement 11 is server-rendered: never',
      { placementId: 11, hasExperience: false, mounted: false },
      false,
    ],
  ])('%s', (_name, over, refreshed) => {
    expect(placementsToRefresh([{ ...base, ...over }])).toEqual(
      refreshed ? [over.placementId] : [],
    );
  });
});

describe('contextKey', () => {
  it('is the same for the same keys in any order', () => {
    expect(contextKey({ a: 1, b: 'x' })).toBe(contextKey({ b: 'x', a: 1 }));
  });
  it('is null for none or empty', () => {
    expect(contextKey(null)).toBeNull();
    expect(contextKey({})).toBeNull();
  });
});
