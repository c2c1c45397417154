// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLUMN_WIDTH, MAX_COLUMNS, MIN_COLUMNS, minWidthForColumns } from '#domain/layout/masonry';
import { Masonry } from './Masonry';

interface Item {
  id: string;
  aspect: number;
}

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, aspect: 1 + (i % 3) * 0.25 }));
const measure = (item: Item) => ({ aspect: item.aspect, footer: 40 });

function grid(list: Item[], onNearEnd?: () => void, maxColumns?: number) {
  return (
    <Masonry
      maxColumns={maxColumns}
      items={list}
      itemKey={(i) => i.id}
      measure={measure}
      render={(i) => <span>{i.id}</span>}
      onNearEnd={onNearEnd}
      label="Pins"
    />
  );
}

beforeAll(() => {
  // jsdom has no layout: a container that observes nothing is enough for the component
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(cleanup);

describe('Masonry', () => {
  it('server-renders every item in place, for every column count, inside a labelled list', () => {
    const html = renderToString(grid(items(12)));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const list = doc.querySelector('ul[aria-label="Pins"]') as HTMLElement;
    expect(list.children.length).toBe(12);
    const first = list.children[0] as HTMLElement;
    for (let c = MIN_COLUMNS; c <= MAX_COLUMNS; c++) {
      expect(first.style.getPropertyValue(`--c${c}`)).toBe('0');
    }
    expect(list.style.getPropertyValue('--column')).toBe(`${COLUMN_WIDTH}px`);
  });

  it('issue 12: a grid of at most 4 columns (a phone) writes the variables of 2 to 4 columns only', () => {
    const html = renderToString(grid(items(12), undefined, 4));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const list = doc.querySelector('ul[aria-label="Pins"]') as HTMLElement;
    expect(list.dataset.max).toBe('4');
    expect(list.style.getPropertyValue('--h4')).not.toBe('');
    expect(list.style.getPropertyValue('--h5')).toBe('');
    const second = list.children[1] as HTMLElement;
    expect([2, 3, 4].map((c) => second.style.getPropertyValue(`--c${c}`))).toEqual(['1', '1', '1']);
    for (let c = 5; c <= MAX_COLUMNS; c++)
      expect(second.style.getPropertyValue(`--c${c}`)).toBe('');
    // the full grid says nothing about a limit
    const full = new DOMParser().parseFromString(renderToString(grid(items(2))), 'text/html');
    expect((full.querySelector('ul') as HTMLElement).dataset.max).toBeUndefined();
  });

  it('issue 12: past its last count a limited grid keeps that count, for every limit', async () => {
    const css = await readFile(join(import.meta.dirname, 'Masonry.module.css'), 'utf8');
    for (let m = MIN_COLUMNS; m < MAX_COLUMNS; m++) {
      expect(css).toContain(`.inner[data-max='${m}'] {\n  --max: ${m};\n  --hx: var(--h${m});`);
      expect(css).toContain(`--cx: var(--c${m});\n  --ax: var(--a${m});\n  --bx: var(--b${m});`);
    }
    for (let c = MIN_COLUMNS + 1; c <= MAX_COLUMNS; c++) {
      expect(css).toContain(`--cols: min(${c}, var(--max));`);
      expect(css).toContain(`left: calc(var(--c${c}, var(--cx))`);
    }
  });

  it('places the next item in the shortest column', () => {
    const html = renderToString(grid(items(3)));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const cards = [...doc.querySelectorAll('li')];
    // two columns: first two side by side, the third under the shorter first one
    expect(cards.map((li) => li.style.getPropertyValue('--c2'))).toEqual(['0', '1', '0']);
  });

  it('after mount keeps only the cards near the viewport in the DOM', async () => {
    const { container } = render(grid(items(2000)));
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(r));
    });
    const shown = container.querySelectorAll('li').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(2000);
  });

  it('asks for more when the viewer is near the end', async () => {
    const onNearEnd = vi.fn();
    render(grid(items(4), onNearEnd));
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(onNearEnd).toHaveBeenCalled();
  });

  it('its container-query breakpoints are where the layout functions change column count', async () => {
    const css = await readFile(join(import.meta.dirname, 'Masonry.module.css'), 'utf8');
    const mins = [...css.matchAll(/@container \(min-width: (\d+)px\)/g)].map((m) => Number(m[1]));
    const expected = [];
    for (let c = MIN_COLUMNS + 1; c <= MAX_COLUMNS; c++) expected.push(minWidthForColumns(c));
    expect(mins).toEqual(expected);
    expect(css).toContain(`max-width: ${minWidthForColumns(MIN_COLUMNS) - 0.02}px`);
  });
});
