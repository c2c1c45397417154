// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLUMN_WIDTH, MAX_COLUMNS, MIN_COLUMNS, minWidthForColumns } from '#domain/masonry';
import { Masonry } from './Masonry';

interface Item {
  id: string;
  aspect: number;
}

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, aspect: 1 + (i % 3) * 0.25 }));
const measure = (item: Item) => ({ aspect: item.aspect, footer: 40 });

function grid(list: Item[], onNearEnd?: () => void) {
  return (
    <Masonry
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
