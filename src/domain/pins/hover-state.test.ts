import { describe, expect, it } from 'vitest';
import {
  ACTION_BAR_DELAY_MS,
  type CardPartsVisibility,
  cardPartsVisibility,
  HOVER_STATES,
  type HoverInput,
  type HoverState,
  hoverState,
} from './hover-state.ts';

describe('hover states (spec 01 §4)', () => {
  it('P-123 hover states are active, inactive, hidden', () => {
    expect(HOVER_STATES).toEqual(['active', 'inactive', 'hidden']);
  });

  it.each<[HoverInput, HoverState, string]>([
    [{ hovered: true, surface: 'AuthHomefeed' }, 'active', 'P-124'],
    [{ hovered: false, surface: 'AuthHomefeed' }, 'inactive', 'P-124'],
    [{ hovered: true, surface: 'AuthHomefeed', isStoryDeleted: true }, 'hidden', 'P-128'],
    [{ hovered: false, surface: 'BaseBoardPinGrid', isStoryDeleted: true }, 'hidden', 'P-128'],
    [{ hovered: true, surface: 'BulkEditMode' }, 'hidden', 'P-129'],
    [{ hovered: true, surface: 'CopyrightReportingPin' }, 'hidden', 'P-129'],
    [{ hovered: true, surface: 'SearchItem' }, 'active', 'P-124'],
  ])('%s %j is %s', (input, expected, id) => {
    expect(id).toMatch(/^P-12\d$/);
    expect(hoverState(input)).toBe(expected);
  });

  it.each<[HoverState, boolean, CardPartsVisibility, string]>([
    [
      'active',
      false,
      { primary: 'visible', secondary: 'none', actionBar: 'visible', accessory: 'visible' },
      'P-124 P-125',
    ],
    [
      'inactive',
      false,
      { primary: 'hidden', secondary: 'visible', actionBar: 'hidden', accessory: 'hidden' },
      'P-124 P-125',
    ],
    [
      'inactive',
      true,
      { primary: 'visible', secondary: 'visible', actionBar: 'hidden', accessory: 'hidden' },
      'P-126',
    ],
    [
      'active',
      true,
      { primary: 'visible', secondary: 'none', actionBar: 'visible', accessory: 'visible' },
      'P-126',
    ],
    [
      'hidden',
      true,
      { primary: 'none', secondary: 'none', actionBar: 'none', accessory: 'none' },
      'P-128 P-129',
    ],
  ])('%s (modal open %s) shows %j (%s)', (state, modalOpen, expected) => {
    expect(cardPartsVisibility(state, { modalOpen })).toEqual(expected);
  });

  it('P-127 action-bar entries fade in after 800 ms', () => {
    expect(ACTION_BAR_DELAY_MS).toBe(800);
  });
});
