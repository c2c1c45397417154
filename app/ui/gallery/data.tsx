import { useLocation } from 'react-router';
import { LineChart } from '../LineChart';
import { LinkTabs } from '../LinkTabs';
import type { GalleryEntry } from './types';

const DAYS = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10),
);
const wave = (scale: number, phase: number) =>
  DAYS.map((_, i) => Math.round(scale * (1.2 + Math.sin(i / 4 + phase)) + (i % 5) * scale * 0.1));
const SERIES = [
  { key: 'impressions', label: 'Impressions', values: wave(400, 0) },
  { key: 'saves', label: 'Saves', values: wave(30, 1) },
  { key: 'pinClicks', label: 'Pin clicks', values: wave(60, 2) },
  { key: 'outboundClicks', label: 'Outbound clicks', values: wave(15, 3) },
];

function RangeDemo() {
  const { search } = useLocation();
  const days = new URLSearchParams(search).get('range') ?? '30';
  return (
    <LinkTabs
      label="Date range"
      items={['7', '30', '90'].map((d) => ({
        to: `?range=${d}#ui-LinkTabs`,
        label: `${d} days`,
        current: d === days,
      }))}
    />
  );
}

/** Pieces that show data: a chart of days and a choice of views kept in the URL. */
export const dataEntries: GalleryEntry[] = [
  {
    name: 'LineChart',
    summary:
      'A daily series (uPlot, loaded on demand): legend toggles, a loading box of fixed size, the numbers as a table.',
    render: () => (
      <div style={{ width: '100%', maxWidth: 720 }}>
        <LineChart label="Daily stats, last 30 days" dates={DAYS} series={SERIES} />
      </div>
    ),
  },
  {
    name: 'LinkTabs',
    summary:
      'One of a few views, each an address (a range in ?days=): links with aria-current, no reload.',
    render: () => <RangeDemo />,
  },
];
