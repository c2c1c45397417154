// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureCheckbox } from './PictureCheckbox';

afterEach(cleanup);

describe('PictureCheckbox', () => {
  it('is a checkbox named by its label that posts its value, and the picture is decoration', () => {
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <PictureCheckbox
          label="Gardening"
          name="interest"
          value="7"
          src="/x.png"
          onCheckedChange={onChange}
        />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Gardening' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).getAll('interest')).toEqual(['7']);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('a click on the name ticks it too', () => {
    render(<PictureCheckbox label="Travel" name="interest" value="3" src={null} defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Travel' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByText('Travel'));
    expect(box.checked).toBe(false);
  });
});
