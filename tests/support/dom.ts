import { vi } from 'vitest';

/** Shared by the jsdom unit tests: jsdom has no matchMedia, so each test says which queries match. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}
