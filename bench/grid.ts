// Masonry cost at 10,000 pins: laying out every column count (what the client does as pages
// arrive) and choosing the cards near the viewport (what it does while scrolling).
import { performance } from 'node:perf_hooks';
import {
  emptyLayout,
  extendLayout,
  MAX_COLUMNS,
  type MasonryItem,
  type MasonryLayout,
  MIN_COLUMNS,
  topOf,
} from '#domain/layout/masonry';

export interface GridBenchResult {
  name: string;
  value: number;
  unit: string;
}

function items(n: number): MasonryItem[] {
  return Array.from({ length: n }, (_, i) => ({
    aspect: 0.56 + ((i * 37) % 17) / 10,
    footer: 16 + (i % 3) * 20 + (i % 2) * 40,
  }));
}

function windowOf(layout: MasonryLayout, all: MasonryItem[], scrollY: number, cw: number): number {
  let count = 0;
  const from = scrollY - 1350;
  const to = scrollY + 2250;
  layout.placements.forEach((p, i) => {
    const top = topOf(p, cw);
    const item = all[i] as MasonryItem;
    if (top + item.aspect * cw + item.footer >= from && top <= to) count++;
  });
  return count;
}

export function runGridBench(total = 10_000, pageSize = 25): GridBenchResult[] {
  const all = items(total);
  const counts = Array.from({ length: MAX_COLUMNS - MIN_COLUMNS + 1 }, (_, i) => i + MIN_COLUMNS);
  let layouts = counts.map((c) => emptyLayout(c));
  const t0 = performance.now();
  let worstPage = 0;
  for (let i = 0; i < total; i += pageSize) {
    const p0 = performance.now();
    const page = all.slice(i, i + pageSize);
    layouts = layouts.map((l) => extendLayout(l, page));
    worstPage = Math.max(worstPage, performance.now() - p0);
  }
  const layoutMs = performance.now() - t0;
  const five = layouts[5 - MIN_COLUMNS] as MasonryLayout;
  const w0 = performance.now();
  const steps = 200;
  let inWindow = 0;
  for (let s = 0; s < steps; s++) inWindow = windowOf(five, all, (s / steps) * 400_000, 236);
  const windowMs = (performance.now() - w0) / steps;
  return [
    {
      name: `layout of ${total} pins, 7 column counts, in pages of ${pageSize}`,
      value: layoutMs,
      unit: 'ms total',
    },
    { name: 'slowest page appended at the end of the feed', value: worstPage, unit: 'ms' },
    { name: `window selection over ${total} pins (one scroll step)`, value: windowMs, unit: 'ms' },
    { name: 'cards kept in the DOM at a 900 px viewport', value: inWindow, unit: 'cards' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of runGridBench()) console.log(`${r.name}: ${r.value.toFixed(2)} ${r.unit}`);
}
