// @vitest-environment jsdom

import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './Link';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function PinPage() {
  return <p>pin page</p>;
}

function IntentLink() {
  return <Link to="/pin/1">A pin</Link>;
}

function NoPrefetchLink() {
  return (
    <Link to="/pin/1" prefetch="none">
      A pin
    </Link>
  );
}

function Nav() {
  return (
    <nav>
      <NavLink to="/" activeClassName="is-current">
        Home
      </NavLink>
      <NavLink to="/pin/1" activeClassName="is-current">
        Pin
      </NavLink>
    </nav>
  );
}

function stub(Home: () => ReactNode) {
  return createRoutesStub([
    { path: '/', Component: Home },
    { path: '/pin/:id', Component: PinPage, loader: () => ({ ok: true }) },
  ]);
}

describe('Link', () => {
  it('spec: the next page’s data is prefetched when the pointer rests on the link', async () => {
    vi.useFakeTimers();
    const Stub = stub(IntentLink);
    const { getByRole } = render(<Stub initialEntries={['/']} />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(document.querySelector('link[rel="prefetch"]')).toBeNull();
    fireEvent.mouseEnter(getByRole('link', { name: 'A pin' }));
    // react-router waits a moment of intent (100 ms) before it prefetches
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    // React hoists <link> elements into the document head
    const prefetch = document.querySelector('link[rel="prefetch"]');
    expect(prefetch?.getAttribute('href')).toContain('/pin/1');
  });

  it('a caller may turn prefetching off', async () => {
    vi.useFakeTimers();
    const Stub = stub(NoPrefetchLink);
    const { getByRole } = render(<Stub initialEntries={['/']} />);
    fireEvent.mouseEnter(getByRole('link', { name: 'A pin' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(document.querySelector('link[rel="prefetch"]')).toBeNull();
  });

  it('NavLink marks the current page and adds the active class', async () => {
    const Stub = stub(Nav);
    const { findByRole, getByRole } = render(<Stub initialEntries={['/']} />);
    const home = await findByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.classList.contains('is-current')).toBe(true);
    expect(getByRole('link', { name: 'Pin' }).classList.contains('is-current')).toBe(false);
  });
});
