// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

afterEach(cleanup);

describe('FormAlert', () => {
  it('keeps an empty live region in the page so a later message is announced', () => {
    const { rerender } = render(<FormAlert id="err" message={null} />);
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('err');
    expect(alert.textContent).toBe('');
    rerender(<FormAlert id="err" message="Your password is incorrect." />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('Your password is incorrect.');
  });
});
