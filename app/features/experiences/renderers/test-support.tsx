import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { DisplayData, ExperienceWire } from '#domain/experiences/experiences';
import { popoverPart } from '../../../ui/Popover';

/** An experience as the API sends it, with the display_data a test gives. */
export function experienceOf(
  type: number,
  display_data: DisplayData,
  more: Partial<ExperienceWire> = {},
): ExperienceWire {
  return {
    experience_id: 900_001,
    placement_id: 1_000_541,
    id: 77,
    type,
    status: 'not_viewed',
    display_data,
    triggerable_placed_exps: [],
    ...more,
  };
}

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom has no ResizeObserver; the kit's popover arrow measures itself with one. */
export function stubResizeObserver(): void {
  vi.stubGlobal('ResizeObserver', NoObserver);
}

/** A button on the page for an anchored experience to point at. */
export function pageButton(attrs: Record<string, string>, text = 'Save'): HTMLButtonElement {
  const el = document.createElement('button');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.textContent = text;
  document.body.append(el);
  return el;
}

function NextPage() {
  return <p>Next page</p>;
}

/** Renders inside a router at '/', with '/next' and '/elsewhere' to go to. */
export function inRouter(ui: () => ReactElement, initial = '/'): ReactElement {
  const Stub = createRoutesStub([
    { path: '/', Component: ui },
    { path: '/next', Component: NextPage },
  ]);
  return <Stub initialEntries={[initial]} />;
}

/**
 * The hooks of an anchored renderer's tests: the popover's on-demand half loaded, a
 * ResizeObserver for Radix, fake timers, and a clean page after each test.
 */
export function setUpAnchoredRendererTests(): void {
  beforeAll(async () => {
    stubResizeObserver();
    await popoverPart.load();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
}
