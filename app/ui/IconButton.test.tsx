// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifiedMark } from './Badge';
import { IconButton, IconButtonLink } from './IconButton';

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

function EditLink() {
  return <IconButtonLink to="/pin/1/edit" label="Edit Pin" icon="pencil" variant="on-media" />;
}

describe('IconButtonLink', () => {
  it('is a link named by its label, with the IconButton look', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: EditLink }]);
    const { findByRole } = render(<Stub initialEntries={['/']} />);
    const link = await findByRole('link', { name: 'Edit Pin' });
    expect(link.getAttribute('href')).toBe('/pin/1/edit');
    expect(link.className).toMatch(/on-media/);
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('IconButton with a kit glyph', () => {
  it('draws the glyph it is given and keeps its own name', () => {
    const { getByRole } = render(
      <IconButton label="Verified merchant" icon={<VerifiedMark kind="merchant" size={24} />} />,
    );
    const button = getByRole('button', { name: 'Verified merchant' });
    expect(button.querySelector('use')?.getAttribute('href')).toMatch(/#badge-check$/);
  });
});
