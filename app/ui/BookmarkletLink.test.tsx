// @vitest-environment jsdom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookmarkletLink } from './BookmarkletLink';

afterEach(cleanup);

describe('BookmarkletLink', () => {
  it('is a draggable link carrying the script, named by its label', () => {
    const { getByRole } = render(
      <BookmarkletLink script="javascript:void(alert(%22hi%22))" label="Save to Tessera" />,
    );
    const link = getByRole('link', { name: 'Save to Tessera' });
    expect(link.getAttribute('href')).toBe('javascript:void(alert(%22hi%22))');
    expect(link.getAttribute('draggable')).toBe('true');
  });

  it('escapes what could end the attribute or open a tag', () => {
    const { container } = render(
      <BookmarkletLink script={'javascript:x("a")<b>'} label={'<img src=x onerror=y>'} />,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('javascript:x("a")<b>');
    expect(link?.textContent).toBe('<img src=x onerror=y>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('refuses anything but a javascript: address', () => {
    expect(() => render(<BookmarkletLink script="https://example.com" label="x" />)).toThrow();
  });
});
