import { describe, expect, it } from 'vitest';
import {
  isSelected,
  SELECTION_STATES,
  type SelectionInput,
  type SelectionState,
  selectionState,
} from './selection-state.ts';

describe('selection states (spec 01 §4)', () => {
  it('P-130 the states are no-selection, selected, deselected, selected-image-only, deselected-image-only', () => {
    expect(SELECTION_STATES).toEqual([
      'no-selection',
      'selected',
      'deselected',
      'selected-image-only',
      'deselected-image-only',
    ]);
  });

  it.each<[SelectionInput, SelectionState, boolean]>([
    [{ selecting: false, selected: false }, 'no-selection', false],
    [{ selecting: false, selected: true, imageOnly: true }, 'no-selection', false],
    [{ selecting: true, selected: true }, 'selected', true],
    [{ selecting: true, selected: false }, 'deselected', false],
    [{ selecting: true, selected: true, imageOnly: true }, 'selected-image-only', true],
    [{ selecting: true, selected: false, imageOnly: true }, 'deselected-image-only', false],
  ])('P-130 %j is %s', (input, state, selected) => {
    expect(selectionState(input)).toBe(state);
    expect(isSelected(state)).toBe(selected);
  });
});
