import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepLoadedPages } from './revalidate';

function args(from: string, to: string, byDefault: boolean) {
  return {
    currentUrl: new URL(from, 'http://t.test'),
    nextUrl: new URL(to, 'http://t.test'),
    defaultShouldRevalidate: byDefault,
  } as ShouldRevalidateFunctionArgs;
}

describe('keepLoadedPages', () => {
  it('reloads nothing when the address stays the same (an overlay closed, a way back)', () => {
    expect(keepLoadedPages(args('/search/pins/?q=cats', '/search/pins/?q=cats', true))).toBe(false);
    expect(keepLoadedPages(args('/', '/', true))).toBe(false);
  });

  it('leaves any other navigation to the router', () => {
    expect(keepLoadedPages(args('/search/pins/?q=cats', '/search/pins/?q=dogs', true))).toBe(true);
    expect(keepLoadedPages(args('/', '/following/', true))).toBe(true);
    expect(keepLoadedPages(args('/', '/following/', false))).toBe(false);
  });
});
