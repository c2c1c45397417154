// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const drawn = vi.hoisted(() => ({
  calls: [] as {
    series: { label: string; show: boolean; color: string }[];
    dates: readonly string[];
  }[],
  shown: [] as [number, boolean][],
  destroyed: 0,
  fail: false,
}));

vi.mock('./line-chart-draw', () => ({
  drawChart: (_el: HTMLElement, input: (typeof drawn.calls)[number]) => {
    if (drawn.fail) throw new Error('no canvas');
    drawn.calls.push(input);
    return {
      setShown: (i: number, show: boolean) => drawn.shown.push([i, show]),
      resize: () => {},
      destroy: () => {
        drawn.destroyed += 1;
      },
    };
  },
}));

import { LineChart } from './LineChart';

const DATES = ['2026-11-24', '2026-11-25', '2026-11-26'];
const SERIES = [
  { key: 'impressions', label: 'Impressions', values: [10, 0, 1500] },
  { key: 'saves', label: 'Saves', values: [1, 2, 3] },
];

beforeEach(() => {
  drawn.calls.length = 0;
  drawn.shown.length = 0;
  drawn.destroyed = 0;
  drawn.fail = false;
});
afterEach(cleanup);

describe('LineChart', () => {
  it('renders on the server as a named figure that says the chart is loading, with the numbers', () => {
    const html = renderToString(
      <LineChart
        label="Daily stats"
        dates={DATES}
        series={SERIES}
        locale="en"
        formatValue={(n) => `#${n}`}
      />,
    );
    expect(html).toContain('aria-label="Daily stats"');
    expect(html).toContain('Loading chart');
    expect(html).toContain('#1500');
    expect(html).toContain('Nov 26');
  });

  it('writes its days in the language it is given (decision 064)', () => {
    const html = renderToString(
      <LineChart label="Tägliche Statistik" dates={DATES} series={SERIES} locale="de" />,
    );
    expect(html).toContain('26. Nov.');
  });

  it('draws once its part is loaded, and redraws for new data', async () => {
    const { rerender } = render(
      <LineChart label="Daily stats" dates={DATES} series={SERIES} locale="en" />,
    );
    await waitFor(() => expect(drawn.calls).toHaveLength(1));
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
    expect(drawn.calls[0]?.series.map((s) => [s.label, s.show])).toEqual([
      ['Impressions', true],
      ['Saves', true],
    ]);
    rerender(<LineChart label="Daily stats" dates={DATES.slice(1)} series={SERIES} locale="en" />);
    await waitFor(() => expect(drawn.calls).toHaveLength(2));
    expect(drawn.destroyed).toBe(1);
  });

  it('the legend toggles each line (aria-pressed), and a redraw keeps the choice', async () => {
    const { rerender } = render(
      <LineChart label="Daily stats" dates={DATES} series={SERIES} locale="en" />,
    );
    await waitFor(() => expect(drawn.calls).toHaveLength(1));
    const fig = screen.getByRole('figure', { name: 'Daily stats' });
    const saves = within(fig).getByRole('button', { name: 'Saves' });
    expect(saves.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saves);
    expect(saves.getAttribute('aria-pressed')).toBe('false');
    expect(drawn.shown).toEqual([[1, false]]);
    rerender(<LineChart label="Daily stats" dates={[...DATES]} series={SERIES} locale="en" />);
    await waitFor(() => expect(drawn.calls).toHaveLength(2));
    expect(drawn.calls[1]?.series.map((s) => s.show)).toEqual([true, false]);
  });

  it('says so and offers Try again when the drawing fails; the retry draws', async () => {
    drawn.fail = true;
    render(<LineChart label="Daily stats" dates={DATES} series={SERIES} locale="en" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The chart couldn’t load');
    drawn.fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(drawn.calls).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the same numbers in a table with a caption, a row a day', () => {
    render(<LineChart label="Daily stats" dates={DATES} series={SERIES} locale="en" />);
    const table = screen.getByRole('table', { hidden: true });
    expect(table.querySelector('caption')?.textContent).toBe('Daily stats');
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    expect(rows[3]?.textContent).toBe('Nov 2615003');
  });
});
