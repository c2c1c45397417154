// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label and its icon is hidden', () => {
    const { getByRole } = render(<IconButton label="Close" icon="x" />);
    const button = getByRole('button', { name: 'Close' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.getAttribute('title')).toBeNull();
  });

  it('can show its label as a tooltip', () => {
    const { getByRole } = render(<IconButton label="Share" icon="share" showTitle />);
    expect(getByRole('button', { name: 'Share' }).getAttribute('title')).toBe('Share');
  });

  it('a toggle announces its state and fills its icon when on', () => {
    const onClick = vi.fn();
    const { getByRole, rerender } = render(
      <IconButton label="Favorite" icon="heart" pressed={false} onClick={onClick} />,
    );
    const button = getByRole('button', { name: 'Favorite', pressed: false });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<IconButton label="Favorite" icon="heart" pressed onClick={onClick} />);
    const on = getByRole('button', { name: 'Favorite', pressed: true });
    expect(on.querySelector('svg')?.getAttribute('class')).toMatch(/filled/);
  });

  it('is not a toggle unless told', () => {
    const { getByRole } = render(<IconButton label="More" icon="ellipsis" />);
    expect(getByRole('button', { name: 'More' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('the variant reaches the markup (on-media for use over images)', () => {
    const { getByRole } = render(
      <IconButton label="Next" icon="chevron-right" variant="on-media" />,
    );
    expect(getByRole('button', { name: 'Next' }).className).toMatch(/on-media/);
  });
});
