/**
 * Selection states of a pin card (spec 01 §4).
 */

/** spec 01 §4: no-selection, selected, deselected, selected-image-only, deselected-image-only. */
export const SELECTION_STATES = [
  'no-selection',
  'selected',
  'deselected',
  'selected-image-only',
  'deselected-image-only',
] as const;
export type SelectionState = (typeof SELECTION_STATES)[number];

export interface SelectionInput {
  /** the grid is in a selection mode (bulk edit, collage picking); null/false otherwise */
  selecting: boolean;
  selected: boolean;
  /** the card shows only its image (image-only grid, spec 01 §6) */
  imageOnly?: boolean;
}

/**
 * spec 01 §4: outside a selection mode a card has no selection; inside, it is selected or
 * deselected, in the image-only variant when the card shows only its image.
 */
export function selectionState(input: SelectionInput): SelectionState {
  if (!input.selecting) return 'no-selection';
  const base = input.selected ? 'selected' : 'deselected';
  return input.imageOnly ? `${base}-image-only` : base;
}

/** Whether a state is one of the selected ones. */
export function isSelected(state: SelectionState): boolean {
  return state === 'selected' || state === 'selected-image-only';
}
