// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PinStats } from '#domain/analytics/analytics-stats';
import { PinAnalytics } from './PinAnalytics';

afterEach(cleanup);

const DATES = ['2026-11-24', '2026-11-25', '2026-11-26'];

function stats(patch: Partial<PinStats> = {}): PinStats {
  return {
    pin: {
      id: '55',
      title: 'Moss wall',
      path: '/pin/moss-wall--55/',
      image: { url: '/img/236x/a.jpg', width: 236, height: 300, dominantColor: '#ccc' },
      altText: 'Moss wall',
    },
    days: 7,
    dates: DATES,
    metrics: ['impressions', 'pinClicks'],
    totals: {
      impressions: 12_345,
      closeupViews: null,
      pinClicks: 7,
      outboundClicks: null,
      saves: null,
      downloads: null,
      shares: null,
    },
    daily: { impressions: [1, 2, 12_342], pinClicks: [0, 0, 7] },
    hasData: true,
    ...patch,
  };
}

let current: PinStats;

function Page() {
  return <PinAnalytics stats={current} locale="en" />;
}

function show(s: PinStats) {
  current = s;
  const Stub = createRoutesStub([{ path: '/pin/:id/analytics', Component: Page }]);
  render(<Stub initialEntries={['/pin/55/analytics?days=7']} />);
}

function tile(label: string) {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.parentElement as HTMLElement;
}

describe('PinAnalytics', () => {
  it("P-235 P-236 P-295 a hidden stat shows '—' with 'This stat is not available yet'", async () => {
    show(stats());
    await screen.findByRole('heading', { name: 'Pin stats' });
    expect(within(tile('Impressions')).getByRole('definition').textContent).toBe('12.34k');
    const saves = within(tile('Saves')).getByRole('definition');
    expect(saves.textContent).toBe('— (This stat is not available yet)');
    expect(saves.getAttribute('title')).toBe('This stat is not available yet');
  });

  it('the stats page has room for whole labels: "Outbound clicks", not the card flyout\'s cut', async () => {
    show(stats());
    await screen.findByRole('heading', { name: 'Pin stats' });
    expect(screen.getByText('Outbound clicks', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('Outbound cli…')).toBeNull();
  });

  it('the range picker keeps the range in the URL and marks the current one', async () => {
    show(stats());
    const nav = await screen.findByRole('navigation', { name: 'Date range' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/pin/55/analytics?days=7',
      '/pin/55/analytics',
      '/pin/55/analytics?days=90',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('charts only the series the viewer may see; the pin links back to its closeup', async () => {
    show(stats());
    const fig = await screen.findByRole('figure', { name: 'Daily stats, last 7 days' });
    // the legend's toggles (the chart part may fail to draw in jsdom and offer 'Try again')
    const legend = within(fig).getByRole('group', { name: 'Lines shown' });
    expect(
      within(legend)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Impressions', 'Pin clicks']);
    expect(screen.getByRole('link', { name: 'Moss wall' }).getAttribute('href')).toBe(
      '/pin/moss-wall--55/',
    );
  });

  it('without any roll-up it says there are no stats yet, without a chart', async () => {
    show(stats({ hasData: false }));
    expect(await screen.findByText('No stats yet')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
