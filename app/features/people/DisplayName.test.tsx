// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserModel } from '#domain/pins/models';
import { user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { DisplayName } from './DisplayName';

afterEach(cleanup);

function show(u: UserModel, props: { maxLength?: number } = {}) {
  return render(
    <MemoryRouter>
      <ViewerProvider viewer={viewerFor('user')} origin="http://tessera.test">
        <DisplayName as="h1" user={u} size={20} {...props} />
      </ViewerProvider>
    </MemoryRouter>,
  );
}

describe('DisplayName (spec 02 §3)', () => {
  it('M-183 "split at the last space so the final word and badge stay on one line"', () => {
    const u = user({
      id: '41',
      username: 'oak',
      fullName: 'Oak & Linen Home',
      isVerifiedMerchant: true,
    });
    show(u);
    const heading = screen.getByRole('heading', { level: 1 });
    const badge = screen.getByRole('button', { name: 'Verified merchant' });
    // the last word and the badge are inside one unbreakable span; the rest is before it
    const keep = badge.closest('h1 > span') as HTMLElement;
    expect(keep.firstChild?.textContent).toBe('Home');
    expect(heading.firstChild?.textContent).toBe('Oak & Linen ');
    expect(keep.className).toMatch(/keep/);
  });

  it('M-182 the badge takes its size; verifiedIdentity gets the domain icon', () => {
    const u = user({
      id: '42',
      username: 'ana',
      fullName: 'Ana Ruiz',
      verifiedIdentity: { verified: true },
    });
    const { container } = show(u);
    expect(screen.getByRole('button', { name: 'Verified domain' })).toBeTruthy();
    expect(container.querySelector('button svg')?.getAttribute('width')).toBe('20');
  });

  it('M-182 the truncate option cuts before the split, so the ellipsis stays with the badge', () => {
    const u = user({
      id: '43',
      username: 'long',
      fullName: 'A Very Long Shop Name Indeed',
      isVerifiedMerchant: true,
    });
    show(u, { maxLength: 12 });
    const badge = screen.getByRole('button', { name: 'Verified merchant' });
    expect((badge.closest('h1 > span') as HTMLElement).firstChild?.textContent).toMatch(/…$/);
  });

  it('not verified: the name alone, whitespace collapsed', () => {
    show(user({ id: '44', username: 'x', fullName: '  Jo   Bloggs ' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jo Bloggs');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
