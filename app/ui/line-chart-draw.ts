import uPlot from 'uplot';

/**
 * The half of LineChart loaded on demand (issue 15): uPlot reaches the browser only when a chart
 * is on the page, never with a page's initial JS. Plain DOM, no React. The few rules of uPlot's
 * stylesheet the chart uses are in LineChart.module.css (only pages with a chart load it): a
 * stylesheet that a lazy chunk adds to <head> while the page hydrates can cost the page one of
 * its own route stylesheets.
 */

export interface DrawSeries {
  label: string;
  values: readonly number[];
  /** a CSS colour (read from the chart's custom properties, so themes apply) */
  color: string;
  dash?: number[];
  show: boolean;
}

export interface DrawInput {
  /** UTC days, YYYY-MM-DD, oldest first */
  dates: readonly string[];
  series: readonly DrawSeries[];
  width: number;
  height: number;
  /** axis and grid colours */
  text: string;
  grid: string;
  font: string;
  formatValue: (n: number) => string;
  formatDay: (day: string) => string;
}

export interface DrawnChart {
  setShown(index: number, show: boolean): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

const DAY_S = 86_400;

function utc(ts: number): Date {
  return uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');
}

/** Draws the chart into `el` (emptied first); the caller keeps the handle to update it. */
export function drawChart(el: HTMLElement, input: DrawInput): DrawnChart {
  el.replaceChildren();
  const xs = input.dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
  const dayOf = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);
  const axis = {
    stroke: input.text,
    font: input.font,
    grid: { stroke: input.grid, width: 1 },
    ticks: { stroke: input.grid, width: 1 },
  };
  const opts: uPlot.Options = {
    width: input.width,
    height: input.height,
    tzDate: utc,
    // room for the top value label and the last day's point and label
    padding: [14, 18, 0, 0],
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max * 1.1)] } },
    axes: [
      {
        ...axis,
        space: 64,
        incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 30 * DAY_S],
        values: (_u, splits) => splits.map((s) => input.formatDay(dayOf(s))),
      },
      {
        ...axis,
        size: 56,
        values: (_u, splits) =>
          splits.map((s) => (Number.isInteger(s) ? input.formatValue(s) : '')),
      },
    ],
    series: [
      {},
      ...input.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        dash: s.dash,
        show: s.show,
        points: { show: input.dates.length <= 31, size: 5, fill: s.color },
      })),
    ],
  };
  const chart = new uPlot(opts, [xs, ...input.series.map((s) => [...s.values])], el);
  return {
    setShown: (i, show) => chart.setSeries(i + 1, { show }),
    resize: (width, height) => chart.setSize({ width, height }),
    destroy: () => chart.destroy(),
  };
}
