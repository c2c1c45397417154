// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ComboboxGroup,
  ComboboxList,
  type ComboboxOption,
  comboboxInputProps,
  useComboboxKeys,
} from './Combobox';

afterEach(cleanup);

const GROUPS: ComboboxGroup[] = [
  {
    key: 'recent',
    label: 'Recent searches',
    options: [
      { key: 'r1', label: 'red chair', removeLabel: 'Remove red chair' },
      { key: 'r2', label: 'blue sofa', removeLabel: 'Remove blue sofa' },
    ],
  },
  { key: 'people', label: 'People', options: [{ key: 'u1', label: 'Ada Lovelace' }] },
];

function Harness(props: {
  onPick(o: ComboboxOption): void;
  onRemove?(o: ComboboxOption): void;
  onClose?(): void;
}) {
  const [open, setOpen] = useState(true);
  const keys = useComboboxKeys({
    groups: GROUPS,
    open,
    onPick: props.onPick,
    onRemove: props.onRemove,
    onClose: () => {
      setOpen(false);
      props.onClose?.();
    },
  });
  return (
    <>
      <input
        aria-label="Search"
        {...comboboxInputProps({ listId: 'l', open, activeKey: keys.activeKey })}
        onKeyDown={keys.onKeyDown}
      />
      {open ? (
        <ComboboxList
          id="l"
          label="Suggestions"
          groups={GROUPS}
          activeKey={keys.activeKey}
          onPick={props.onPick}
          onActivate={keys.setActive}
          onRemove={props.onRemove}
        />
      ) : null}
    </>
  );
}

describe('Combobox', () => {
  it('an input named as a combobox that controls a labelled listbox of grouped options', () => {
    const { getByRole, getAllByRole } = render(<Harness onPick={() => {}} />);
    const input = getByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe('l');
    expect(getByRole('listbox', { name: 'Suggestions' })).toBeTruthy();
    expect(getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Recent searches',
      'People',
    ]);
    expect(getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual([
      'red chair',
      'blue sofa',
      'Ada Lovelace',
    ]);
  });

  it('arrow keys move the active option through every group and back to the input', () => {
    const { getByRole } = render(<Harness onPick={() => {}} />);
    const input = getByRole('combobox');
    const active = () => input.getAttribute('aria-activedescendant');
    expect(active()).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('l-o-r1');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('l-o-u1');
    expect(getByRole('option', { name: 'Ada Lovelace' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe('l-o-u1');
  });

  it('Enter picks the active option, a click picks too', () => {
    const onPick = vi.fn();
    const { getByRole } = render(<Harness onPick={onPick} />);
    const input = getByRole('combobox');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'r2' }));
    fireEvent.click(getByRole('option', { name: 'Ada Lovelace' }));
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'u1' }));
  });

  it('Escape closes the popup', () => {
    const onClose = vi.fn();
    const { getByRole, queryByRole } = render(<Harness onPick={() => {}} onClose={onClose} />);
    fireEvent.keyDown(getByRole('combobox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(queryByRole('listbox')).toBeNull();
    expect(getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('Delete removes a removable active option; its pointer control does not pick it', () => {
    const onRemove = vi.fn();
    const onPick = vi.fn();
    const { getByRole, container } = render(<Harness onPick={onPick} onRemove={onRemove} />);
    const input = getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'r1' }));
    const x = container.querySelector('[title="Remove blue sofa"]');
    if (!x) throw new Error('no remove control');
    fireEvent.click(x);
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'r2' }));
    expect(onPick).not.toHaveBeenCalled();
    // people are not removable
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('l-o-u1');
    onRemove.mockClear();
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(onRemove).not.toHaveBeenCalled();
  });
});
