// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dots } from './Dots';

afterEach(cleanup);

describe('Dots', () => {
  it('one named button a page, the current one marked', () => {
    const { getAllByRole, getByRole } = render(
      <Dots count={3} current={1} onSelect={() => {}} itemLabel={(i) => `Go to slide ${i + 1}`} />,
    );
    expect(getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(getByRole('button', { name: 'Go to slide 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('a click jumps to its page', () => {
    const onSelect = vi.fn();
    const { getByRole } = render(
      <Dots count={4} current={0} onSelect={onSelect} itemLabel={(i) => `Go to page ${i + 1}`} />,
    );
    fireEvent.click(getByRole('button', { name: 'Go to page 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
