// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { valueOrDefault } from './FieldFrame';
import { Select } from './Select';

afterEach(cleanup);

const BOARDS = [
  { value: 'b1', label: 'Kitchen' },
  { value: 'b2', label: 'Garden' },
  { value: 'b3', label: 'Archived', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select posting the chosen value', () => {
    render(
      <form>
        <Select label="Board" name="board" options={BOARDS} defaultValue="b2" />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Board' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('b2');
    expect(new FormData(select.form as HTMLFormElement).get('board')).toBe('b2');
    expect(screen.getByRole('option', { name: 'Archived' })).toHaveProperty('disabled', true);
  });

  it('starts on an empty placeholder that a required form refuses', () => {
    render(
      <form>
        <Select label="Board" name="board" options={BOARDS} placeholder="Pick a board" required />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Board' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.checkValidity()).toBe(false);
    fireEvent.change(select, { target: { value: 'b1' } });
    expect(select.checkValidity()).toBe(true);
  });

  it('reports a change with the new value', () => {
    const onValueChange = vi.fn();
    render(<Select label="Board" name="board" options={BOARDS} onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b2' } });
    expect(onValueChange).toHaveBeenCalledWith('b2', expect.anything());
  });

  it('ties its error and hint to it and is invalid', () => {
    render(
      <Select label="Board" name="board" options={BOARDS} hint="Where it goes" error="Pick one" />,
    );
    const select = screen.getByRole('combobox', { name: 'Board' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const texts = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Pick one', 'Where it goes']);
  });
});

describe('valueOrDefault (decision 018: an uncontrolled field carries no value key)', () => {
  it.each([
    [undefined, 'a', { defaultValue: 'a' }],
    [undefined, undefined, { defaultValue: undefined }],
    ['b', 'a', { value: 'b' }],
    ['', 'a', { value: '' }],
  ])('value %j, default %j: %j', (value, defaultValue, want) => {
    const got = valueOrDefault(value, defaultValue);
    expect(got).toEqual(want);
    if (value === undefined) expect('value' in got).toBe(false);
  });
});
