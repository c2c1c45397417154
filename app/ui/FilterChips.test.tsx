// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterChips } from './FilterChips';

afterEach(cleanup);

function Page() {
  const [params] = useSearchParams();
  const color = params.get('color');
  return (
    <FilterChips
      label="Colour"
      items={[
        { name: 'red', swatch: '#e60023' },
        { name: 'blue', swatch: '#0074e8' },
      ].map((c) => ({
        to: c.name === color ? '?' : `?color=${c.name}`,
        label: c.name === 'red' ? 'Red' : 'Blue',
        selected: c.name === color,
        swatch: c.swatch,
      }))}
    />
  );
}

describe('FilterChips', () => {
  it('a labelled row of links; the chosen one is current and leads back to no filter', async () => {
    const Stub = createRoutesStub([{ path: '/s', Component: Page }]);
    render(<Stub initialEntries={['/s?color=blue']} />);
    const nav = await screen.findByRole('navigation', { name: 'Colour' });
    const red = screen.getByRole('link', { name: 'Red' });
    const blue = screen.getByRole('link', { name: /^Blue, chosen/ });
    expect(nav.contains(red)).toBe(true);
    expect(red.getAttribute('aria-current')).toBeNull();
    expect(red.getAttribute('href')).toBe('/s?color=red');
    expect(blue.getAttribute('aria-current')).toBe('true');
    expect(blue.getAttribute('href')).toBe('/s');
  });

  it('shows each swatch beside its name', async () => {
    const Stub = createRoutesStub([{ path: '/s', Component: Page }]);
    const { container } = render(<Stub initialEntries={['/s']} />);
    await screen.findByRole('navigation', { name: 'Colour' });
    const swatches = [...container.querySelectorAll('span[aria-hidden="true"][style]')];
    expect(swatches.map((el) => (el as HTMLElement).style.background)).toEqual([
      'rgb(230, 0, 35)',
      'rgb(0, 116, 232)',
    ]);
  });

  it('a row wider than its box says it scrolls: the end hiding chips is marked (and faded), then the start', async () => {
    const Stub = createRoutesStub([{ path: '/s', Component: Page }]);
    const sizes = { scrollWidth: 600, clientWidth: 360 };
    const restore = Object.entries(sizes).map(([key, value]) => {
      const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, key);
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
      return () => {
        if (before) Object.defineProperty(HTMLElement.prototype, key, before);
      };
    });
    try {
      render(<Stub initialEntries={['/s']} />);
      const row = (await screen.findByRole('navigation', { name: 'Colour' })).querySelector('ul');
      expect(row?.getAttribute('data-hidden-past')).toBe('end');
      if (!row) return;
      act(() => {
        row.scrollLeft = 240;
        fireEvent.scroll(row);
      });
      expect(row.getAttribute('data-hidden-past')).toBe('start');
    } finally {
      for (const r of restore) r();
    }
  });
});
