// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICON_NAMES } from './icon-names';
import { buildSprite } from './icon-sprite';

afterEach(cleanup);

describe('Icon', () => {
  it('points into the one sprite with <use> instead of carrying its own drawing', () => {
    const { container } = render(<Icon name="heart" />);
    const svg = container.querySelector('svg');
    const use = svg?.querySelector('use');
    expect(use?.getAttribute('href')).toMatch(/icons.*\.svg#heart$/);
    expect(use?.getAttribute('href')).not.toMatch(/^data:/);
    expect(svg?.querySelector('path')).toBeNull();
  });

  it('is hidden from assistive tech without a label', () => {
    const { container } = render(<Icon name="heart" size={16} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.getAttribute('width')).toBe('16');
  });

  it('is an image with a name when labelled', () => {
    const { getByRole } = render(<Icon name="lock" label="Secret board" />);
    const img = getByRole('img', { name: 'Secret board' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it('every card shares the same sprite address', () => {
    const { container } = render(
      <>
        <Icon name="heart" />
        <Icon name="share" />
      </>,
    );
    const files = [...container.querySelectorAll('use')].map(
      (u) => u.getAttribute('href')?.split('#')[0],
    );
    expect(new Set(files).size).toBe(1);
  });
});

describe('icons.svg', () => {
  it('is up to date with the registry (run npm run icons after changing icon-names.ts)', async () => {
    const committed = await readFile(join(import.meta.dirname, 'icons.svg'), 'utf8');
    expect(committed).toBe(await buildSprite(ICON_NAMES));
  });

  it('is too big for Vite to inline as a data: URL, which <use> would refuse', async () => {
    const committed = await readFile(join(import.meta.dirname, 'icons.svg'));
    expect(committed.byteLength).toBeGreaterThan(4096);
  });

  it('has one symbol per registered name and nothing else', async () => {
    const committed = await readFile(join(import.meta.dirname, 'icons.svg'), 'utf8');
    const ids = [...committed.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
  });
});

describe('Icon colours', () => {
  it('M-150 an experience colour name is a class; default adds none', () => {
    const { container, rerender } = render(<Icon name="check" color="success" />);
    const svg = container.querySelector('svg');
    const before = svg?.getAttribute('class')?.split(' ').length ?? 0;
    rerender(<Icon name="check" color="default" />);
    const after = container.querySelector('svg')?.getAttribute('class')?.split(' ').length ?? 0;
    expect(before).toBe(after + 1);
  });
});
