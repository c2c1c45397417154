// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

const CHOICES = [
  { value: '1', label: 'Show my boards', hint: 'Pick a board every time you save.' },
  { value: '0', label: 'Save straight to my profile' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend, of native radios sharing one name', () => {
    render(
      <form>
        <RadioGroup
          legend="When I press Save"
          name="saveBehavior"
          options={CHOICES}
          defaultValue="0"
        />
      </form>,
    );
    const group = screen.getByRole('group', { name: 'When I press Save' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.name)).toEqual(['saveBehavior', 'saveBehavior']);
    expect(radios[1]?.checked).toBe(true);
    const form = radios[0]?.form as HTMLFormElement;
    expect(new FormData(form).get('saveBehavior')).toBe('0');
    fireEvent.click(screen.getByText('Show my boards'));
    expect(new FormData(form).get('saveBehavior')).toBe('1');
  });

  it('labels each option and ties its hint to it', () => {
    render(<RadioGroup legend="Saving" name="s" options={CHOICES} />);
    const first = screen.getByRole('radio', { name: 'Show my boards' });
    const hint = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Pick a board every time you save.');
  });

  it('reports the chosen value', () => {
    const onValueChange = vi.fn();
    render(<RadioGroup legend="Saving" name="s" options={CHOICES} onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Save straight to my profile' }));
    expect(onValueChange).toHaveBeenCalledWith('0', expect.anything());
  });

  it('follows a controlled value', () => {
    const { rerender } = render(
      <RadioGroup legend="Saving" name="s" options={CHOICES} value="1" onValueChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'Show my boards' })).toHaveProperty('checked', true);
    rerender(
      <RadioGroup legend="Saving" name="s" options={CHOICES} value="0" onValueChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'Save straight to my profile' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('ties its error to the group and marks its radios invalid', () => {
    render(<RadioGroup legend="Saving" name="s" options={CHOICES} error="Choose one" required />);
    const group = screen.getByRole('group', { name: 'Saving' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose one',
    );
    for (const r of screen.getAllByRole('radio')) {
      expect(r.getAttribute('aria-invalid')).toBe('true');
      expect(r).toHaveProperty('required', true);
    }
  });
});
