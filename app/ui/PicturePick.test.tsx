// @vitest-environment jsdom

import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PicturePick } from './PicturePick';

afterEach(cleanup);

describe('PicturePick', () => {
  it('is a button named by its label, showing the picture and its caption', () => {
    const onPick = vi.fn();
    const { getByRole, container } = render(
      <PicturePick
        label="Save picture 1"
        src="data:image/gif;base64,R0l"
        caption="800 × 600"
        onPick={onPick}
      />,
    );
    const button = getByRole('button', { name: 'Save picture 1' });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(button.textContent).toBe('800 × 600');
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled', () => {
    const onPick = vi.fn();
    const { getByRole } = render(<PicturePick label="Save" src="x.png" disabled onPick={onPick} />);
    fireEvent.click(getByRole('button', { name: 'Save' }));
    expect(onPick).not.toHaveBeenCalled();
  });
});
