// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkTabs } from './LinkTabs';

afterEach(cleanup);

function Page() {
  const [params] = useSearchParams();
  const days = params.get('days') ?? '30';
  return (
    <>
      <LinkTabs
        label="Date range"
        items={['7', '30', '90'].map((d) => ({
          to: `?days=${d}`,
          label: `${d} days`,
          current: d === days,
        }))}
      />
      <p>showing {days}</p>
    </>
  );
}

describe('LinkTabs', () => {
  it('is a labelled navigation whose current view is aria-current="page"', async () => {
    const Stub = createRoutesStub([{ path: '/stats', Component: Page }]);
    render(<Stub initialEntries={['/stats?days=7']} />);
    const nav = await screen.findByRole('navigation', { name: 'Date range' });
    const seven = screen.getByRole('link', { name: '7 days' });
    expect(nav.contains(seven)).toBe(true);
    expect(seven.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '90 days' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '90 days' }).getAttribute('href')).toBe(
      '/stats?days=90',
    );
  });

  it('a click goes to that address without a reload', async () => {
    const Stub = createRoutesStub([{ path: '/stats', Component: Page }]);
    render(<Stub initialEntries={['/stats']} />);
    fireEvent.click(await screen.findByRole('link', { name: '90 days' }));
    expect(await screen.findByText('showing 90')).toBeTruthy();
    expect(screen.getByRole('link', { name: '90 days' }).getAttribute('aria-current')).toBe('page');
  });
});
