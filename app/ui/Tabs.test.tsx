// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Radix moves focus on the next tick after an arrow key. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement as Element, { key });
  act(() => {
    vi.runAllTimers();
  });
}

const ITEMS = [
  { value: 'created', label: 'Created', content: <p>Pins you made</p> },
  { value: 'saved', label: 'Saved', content: <p>Pins you saved</p> },
  { value: 'later', label: 'Later', content: <p>Soon</p>, disabled: true },
  { value: 'liked', label: 'Liked', content: <p>Pins you liked</p> },
];

describe('Tabs', () => {
  it('is a labelled tablist whose chosen tab controls the visible panel', () => {
    render(<Tabs label="Profile sections" items={ITEMS} />);
    const list = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(list).toBeTruthy();
    const created = screen.getByRole('tab', { name: 'Created' });
    expect(created.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(created.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(created.id);
    expect(panel.textContent).toBe('Pins you made');
  });

  it('arrow keys move between tabs, skip disabled ones, wrap, and choose', () => {
    vi.useFakeTimers();
    const onValueChange = vi.fn();
    render(<Tabs label="Profile sections" items={ITEMS} onValueChange={onValueChange} />);
    const created = screen.getByRole('tab', { name: 'Created' });
    act(() => created.focus());
    press('ArrowRight');
    const saved = screen.getByRole('tab', { name: 'Saved' });
    expect(document.activeElement).toBe(saved);
    expect(saved.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Pins you saved');
    press('ArrowRight');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Liked' }));
    press('ArrowRight');
    expect(document.activeElement).toBe(created);
    press('End');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Liked' }));
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([
      'saved',
      'liked',
      'created',
      'liked',
    ]);
  });

  it('tabbing into the list lands on the chosen tab; the others are out of the tab order', () => {
    render(<Tabs label="Sections" items={ITEMS} defaultValue="saved" />);
    act(() => screen.getByRole('tablist').focus());
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Saved' }));
    expect(screen.getByRole('tab', { name: 'Saved' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Created' }).getAttribute('tabindex')).toBe('-1');
  });

  it('with manual activation arrows only move focus; Enter chooses', () => {
    vi.useFakeTimers();
    render(<Tabs label="Sections" items={ITEMS} activation="manual" />);
    const created = screen.getByRole('tab', { name: 'Created' });
    act(() => created.focus());
    press('ArrowRight');
    const saved = screen.getByRole('tab', { name: 'Saved' });
    expect(document.activeElement).toBe(saved);
    expect(saved.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(saved, { key: 'Enter' });
    expect(saved.getAttribute('aria-selected')).toBe('true');
  });

  it('renders the default panel on the server, before scripts', () => {
    const html = renderToString(<Tabs label="Sections" items={ITEMS} defaultValue="saved" />);
    expect(html).toContain('Pins you saved');
    expect(html).not.toContain('Pins you made');
  });
});
