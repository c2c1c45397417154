// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousViewer, type Viewer } from '#domain/accounts/viewer';
import { viewerFor } from '../../tests/fixtures/pins';
import { stubMatchMedia } from '../../tests/support/dom';
import type { HeaderSlots } from './Header';
import { Shell } from './Shell';

// Issue 11: every page's frame: landmarks and a skip link, the header's slots render nothing
// when empty (no link to a page that does not exist), the account menus offer the theme.

beforeEach(() => {
  // the header asks for pending invites; the test has no server
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
  stubMatchMedia(() => false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderShell(viewer: Viewer, slots?: HeaderSlots) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Shell viewer={viewer} origin="http://tessera.test" slots={slots}>
            <p>page</p>
          </Shell>
        ),
      },
    ],
    { initialEntries: ['/somewhere'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

async function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  // the first menu opened loads the kit's Radix menu
  return screen.findByRole('menu');
}

describe('Shell', () => {
  it('has a skip link to the main landmark, a banner, the main nav and the bottom nav', async () => {
    await renderShell(anonymousViewer());
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    const bottom = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bottom).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(bottom).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('issue 16: Explore leads to the ideas; the search box is a plain form to /search/pins/', async () => {
    await renderShell(viewerFor('user'));
    // issue 16 built the ideas pages: Explore leads there, in the header and the bottom bar
    const explore = screen.getAllByRole('link', { name: 'Explore' });
    expect(explore.map((a) => a.getAttribute('href'))).toEqual(['/ideas/', '/ideas/']);
    // it works before (and without) scripts: a GET form whose field is q
    const box = await screen.findByRole('combobox');
    const form = box.closest('form');
    expect(form?.getAttribute('action')).toBe('/search/pins/');
    expect(form?.getAttribute('method')?.toLowerCase() ?? 'get').toBe('get');
    expect(box.getAttribute('name')).toBe('q');
  });

  it('renders what later issues put in its slots', async () => {
    await renderShell(viewerFor('user'), {
      search: <input type="search" aria-label="Search" />,
      notifications: <button type="button">Notifications</button>,
      messages: <button type="button">Messages</button>,
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Messages' })).toBeTruthy();
  });

  it('a signed-in person: profile link, Create, and a menu with profile, settings, theme, guidelines and log out', async () => {
    await renderShell(viewerFor('user'));
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getByRole('link', { name: /^Your profile/ })
        .getAttribute('href'),
    ).toBe('/viewer/');
    const bottom = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bottom).getByRole('link', { name: 'Create' }).getAttribute('href')).toBe(
      '/pin-builder',
    );
    const menu = await openMenu('Account and settings');
    expect(within(menu).getByRole('menuitem', { name: 'Your profile' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/analytics/overview/',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Tune your home feed' }).getAttribute('href'),
    ).toBe('/edit');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: 'Community guidelines' }).getAttribute('href'),
    ).toBe('/community-guidelines/');
    const system = within(menu).getByRole('menuitemradio', { name: 'System' });
    expect(system.getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
  });

  it('a visitor: Log in and Sign up, and a small menu with both, the theme and the guidelines', async () => {
    localStorage.setItem('theme', 'dark');
    await renderShell(anonymousViewer());
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain(
      '/login',
    );
    expect(within(banner).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toContain(
      '/signup',
    );
    const menu = await openMenu('Account, theme and language');
    expect(within(menu).getByRole('menuitem', { name: 'Log in' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Sign up' })).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: 'Community guidelines' }).getAttribute('href'),
    ).toBe('/community-guidelines/');
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'),
    ).toBe('true');
  });
});
