// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceClass } from '#domain/layout/device';
import type { UserModel } from '#domain/pins/models';
import { user, viewerFor } from '../../../tests/fixtures/pins';
import { ViewerProvider } from '../../lib/viewer-context';
import { VerifiedBadge, type VerifiedSize } from './VerifiedBadge';

afterEach(cleanup);

const shop = user({
  id: '21',
  username: 'plantshop',
  fullName: 'The Plant Shop',
  isVerifiedMerchant: true,
});
const identity = user({
  id: '22',
  username: 'ana',
  fullName: 'Ana Ruiz',
  verifiedIdentity: { verified: true },
});

function show(
  u: UserModel,
  opts: { size?: VerifiedSize; device?: DeviceClass; auth?: boolean; at?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[opts.at ?? '/']}>
      <ViewerProvider
        viewer={viewerFor(opts.auth === false ? 'visitor' : 'user')}
        origin="http://tessera.test"
        device={opts.device ?? 'desktop'}
      >
        <VerifiedBadge user={u} size={opts.size} />
      </ViewerProvider>
    </MemoryRouter>,
  );
}

describe('VerifiedBadge (spec 02 §2, §9)', () => {
  it.each<[VerifiedSize]>([[12], [16], [20], [24]])('M-434 a merchant badge of size %i', (size) => {
    const { container } = show(shop, { size });
    const svg = container.querySelector('button svg');
    expect(svg?.getAttribute('width')).toBe(String(size));
    expect(svg?.getAttribute('height')).toBe(String(size));
  });

  it('M-016 pressing the merchant badge opens the verified merchant info modal; Close closes it', async () => {
    show(shop);
    const badge = screen.getByRole('button', { name: 'Verified merchant' });
    badge.focus();
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Verified merchant' });
    expect(within(dialog).getByText(/meets Tessera's Merchant Guidelines/)).toBeTruthy();
    expect(within(dialog).getByText(/checked that The Plant Shop is a real business/)).toBeTruthy();
    expect(within(dialog).getByText(/own catalogue/)).toBeTruthy();
    expect(
      within(dialog).getByText(/shipping and returns are handled by The Plant Shop/),
    ).toBeTruthy();
    const profile = within(dialog).getByRole('link', { name: 'Visit profile' });
    expect(profile.getAttribute('href')).toBe('/plantshop/');
    // the kit's corner × and the footer's Close both close it; the footer's is the last
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes.length).toBe(2);
    fireEvent.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // no Radix trigger: the kit returns focus to the badge that opened it
    // (the tooltip's loaded half may have replaced the light button: ask for it again)
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Verified merchant' }),
      ),
    );
  });

  it('M-016 the profile link of a signed-out visitor is the lower-case profile path', async () => {
    show(shop, { auth: false });
    fireEvent.click(screen.getByRole('button', { name: 'Verified merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verified merchant' });
    const href = within(dialog).getByRole('link', { name: 'Visit profile' }).getAttribute('href');
    expect(href).toBe('/plantshop/');
  });

  it("M-016 on the merchant's own profile the modal offers no link back to it", async () => {
    show(shop, { at: '/plantshop/' });
    fireEvent.click(screen.getByRole('button', { name: 'Verified merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verified merchant' });
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBe(2);
  });

  it('M-016 on a phone the modal is the mobile sheet', async () => {
    show(shop, { device: 'mobile' });
    fireEvent.click(screen.getByRole('button', { name: 'Verified merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verified merchant' });
    expect(
      dialog.closest('[data-variant]')?.getAttribute('data-variant') ??
        dialog.getAttribute('data-variant'),
    ).toBe('slideUp');
  });

  it('P-246 an identity-verified person gets the domain icon, which opens no modal', () => {
    show(identity);
    const badge = screen.getByRole('button', { name: 'Verified domain' });
    expect(badge.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(badge);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nobody verified: no badge', () => {
    const { container } = show(user({ id: '23', username: 'x', fullName: 'X' }));
    expect(container.querySelector('button')).toBeNull();
  });
});
