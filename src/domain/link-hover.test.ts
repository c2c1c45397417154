import { describe, expect, it } from 'vitest';
import {
  LINK_HOVER_STATES,
  type LinkHoverEvent,
  type LinkHoverState,
  nextLinkHover,
  shouldPreload,
} from './link-hover.ts';

describe('link hover (spec 02 §4)', () => {
  it('M-259 "Link hover: not over, over, clicked"', () => {
    expect(LINK_HOVER_STATES).toEqual(['notOver', 'over', 'clicked']);
  });

  const table: [LinkHoverState, LinkHoverEvent, LinkHoverState][] = [
    ['notOver', 'enter', 'over'],
    ['notOver', 'leave', 'notOver'],
    ['notOver', 'click', 'clicked'],
    ['over', 'enter', 'over'],
    ['over', 'leave', 'notOver'],
    ['over', 'click', 'clicked'],
    ['clicked', 'enter', 'clicked'],
    ['clicked', 'leave', 'notOver'],
    ['clicked', 'click', 'clicked'],
  ];
  it.each(table)('M-259 %s + %s → %s', (from, event, to) => {
    expect(nextLinkHover(from, event)).toBe(to);
  });

  it.each([
    ['notOver', false],
    ['over', true],
    ['clicked', true],
  ] as const)(
    'M-029 "lazy-route data is preloaded when a link is hovered": %s → %s',
    (state, preload) => {
      expect(shouldPreload(state)).toBe(preload);
    },
  );
});
