// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { CardDisplayName } from './CardDisplayName';

afterEach(cleanup);

function show(fullName: string) {
  const u = user({ id: '31', username: 'shop', fullName, isVerifiedMerchant: true });
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test">
        <CardDisplayName user={u} href="/shop/" />
      </ViewerProvider>
    </MemoryRouter>,
  );
}

describe('CardDisplayName (spec 02 §3)', () => {
  it('M-183 the name is split at the last space: the final word sits with the badge', () => {
    const { container } = show('The Good  Plant Shop');
    const link = screen.getByRole('link');
    const parts = [...link.querySelectorAll('span')].map((s) => s.textContent);
    expect(parts).toEqual(['The Good Plant', 'Shop']);
    const badge = screen.getByRole('button', { name: 'Verified merchant' });
    // the last word and the badge are the last two things of the one-line row
    const line = container.firstElementChild as HTMLElement;
    expect(line.lastElementChild?.contains(badge)).toBe(true);
    expect(link.lastElementChild?.textContent).toBe('Shop');
  });

  it('M-182 M-434 the card row carries the 16 px merchant badge', () => {
    const { container } = show('Shop');
    const svg = container.querySelector('button svg');
    expect(svg?.getAttribute('width')).toBe('16');
    expect(screen.getByRole('link').textContent?.trim()).toBe('Shop');
  });
});
