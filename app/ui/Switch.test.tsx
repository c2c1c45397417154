// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

afterEach(cleanup);

describe('Switch', () => {
  it('is a labelled switch, on a native checkbox that posts without scripts', () => {
    render(
      <form>
        <Switch label="Autoplay videos" name="autoplay" value="1" defaultChecked />
      </form>,
    );
    const sw = screen.getByRole('switch', { name: 'Autoplay videos' }) as HTMLInputElement;
    expect(sw.type).toBe('checkbox');
    expect(sw.checked).toBe(true);
    expect(new FormData(sw.form as HTMLFormElement).get('autoplay')).toBe('1');
  });

  it('toggles from its label and reports the new state', () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Private profile" onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByText('Private profile'));
    expect(onCheckedChange).toHaveBeenCalledWith(true, expect.anything());
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Switch label="Dark" checked={false} onCheckedChange={() => {}} />);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    rerender(<Switch label="Dark" checked onCheckedChange={() => {}} />);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('describes itself with its hint', () => {
    render(<Switch label="Show my boards" hint="Pick a board each time you save" />);
    const sw = screen.getByRole('switch', { name: 'Show my boards' });
    const hint = document.getElementById(sw.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Pick a board each time you save');
  });
});
