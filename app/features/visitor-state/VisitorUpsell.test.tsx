// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisitorUpsell } from './VisitorUpsell';

afterEach(cleanup);

describe('VisitorUpsell', () => {
  it('P-066 as a panel: a labelled region whose links come back to the given page', () => {
    render(
      <MemoryRouter>
        <VisitorUpsell title="Find more" text="Log in or sign up." next="/pin/a--7/" />
      </MemoryRouter>,
    );
    const panel = screen.getByRole('complementary', { name: 'Find more' });
    expect(within(panel).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Fpin%2Fa--7%2F',
    );
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fpin%2Fa--7%2F',
    );
  });

  it('P-271 P-272 as a dialog: named by its title, described by its text, closed by Close', async () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <VisitorUpsell
          title="Log in to see more actions"
          text="Log in or sign up to access all of Tessera."
          next="/"
          dialog={{ open: true, onClose }}
        />
      </MemoryRouter>,
    );
    // the first dialog opened loads the kit's Radix dialog
    const dialog = await screen.findByRole('dialog', { name: 'Log in to see more actions' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
