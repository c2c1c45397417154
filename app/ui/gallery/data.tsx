import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../Button';
import { EntryList } from '../EntryList';
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

const HOSTS = [
  { host: 'spam.example', note: 'Sends people to fake giveaways.', at: '2026-10-28T09:30:00Z' },
  {
    host: 'a-very-long-subdomain-name.of-a-lookalike-shop.example',
    note: '',
    at: '2026-10-30T17:05:00Z',
  },
];

function EntryListDemo() {
  const [hosts, setHosts] = useState(HOSTS);
  return (
    <div style={{ width: '100%', maxWidth: 720 }}>
      <EntryList
        locale="en"
        title="Listed domains"
        lead={`${hosts.length} listed; Remove asks first.`}
        error={null}
        status={hosts.length < HOSTS.length ? 'Removed.' : ''}
        items={hosts}
        entry={(h, ask) => ({
          key: h.host,
          title: h.host,
          badge: h.note
            ? { tone: 'danger', label: 'Blocked' }
            : { tone: 'warning', label: 'Suspicious' },
          text: h.note || '(default message)',
          subtle: !h.note,
          time: h.at,
          timeLead: 'Updated',
          actions: (
            <Button size="sm" aria-label={`Remove ${h.host}`} onClick={ask}>
              Remove
            </Button>
          ),
        })}
        confirmation={{
          texts: (h) => ({
            title: `Remove ${h?.host ?? ''}?`,
            description: 'Links to it open again, without a warning.',
            action: 'Remove',
          }),
          onConfirm: (h) => setHosts((all) => all.filter((x) => x !== h)),
          device: 'desktop',
        }}
      />
    </div>
  );
}

/** Pieces that show data: a chart of days, a choice of views kept in the URL, a list of entries. */
export const dataEntries: GalleryEntry[] = [
  {
    name: 'LineChart',
    summary:
      'A daily series (uPlot, loaded on demand): legend toggles, a loading box of fixed size, the numbers as a table.',
    render: () => (
      <div style={{ width: '100%', maxWidth: 720 }}>
        <LineChart label="Daily stats, last 30 days" dates={DAYS} series={SERIES} locale="en" />
      </div>
    ),
  },
  {
    name: 'LinkTabs',
    summary:
      'One of a few views, each an address (a range in ?days=): links with aria-current, no reload.',
    render: () => <RangeDemo />,
  },
  {
    name: 'EntryList',
    summary:
      'A titled card of entries (badge, text, time, actions) with the form’s error and status above; a destructive action asks first in an alert dialog.',
    render: () => <EntryListDemo />,
  },
];
