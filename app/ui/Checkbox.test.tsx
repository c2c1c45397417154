// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a labelled native checkbox that posts its value only when ticked', () => {
    render(
      <form>
        <Checkbox label="Keep me logged in" name="remember" value="yes" />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Keep me logged in' }) as HTMLInputElement;
    const form = box.form as HTMLFormElement;
    expect(new FormData(form).get('remember')).toBeNull();
    fireEvent.click(screen.getByText('Keep me logged in'));
    expect(box.checked).toBe(true);
    expect(new FormData(form).get('remember')).toBe('yes');
  });

  it('reports the new state', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Notify me" defaultChecked onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Notify me' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false, expect.anything());
  });

  it('ties its hint and error to it and is invalid', () => {
    render(<Checkbox label="I agree" hint="Read the terms" error="Needed to go on" required />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const texts = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Needed to go on', 'Read the terms']);
  });
});
