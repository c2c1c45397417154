// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageToggle } from './ImageToggle';

afterEach(cleanup);

describe('ImageToggle', () => {
  it('is a named toggle button that reports its pressed state and presses', () => {
    const onToggle = vi.fn();
    render(<ImageToggle label="Add Fern" pressed={false} src="/x.png" onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Add Fern' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('a disabled one does not press, and the picture is decoration', () => {
    const onToggle = vi.fn();
    const { container } = render(
      <ImageToggle label="Add Fern" pressed disabled src="/x.png" onToggle={onToggle} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Fern' }));
    expect(onToggle).not.toHaveBeenCalled();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
