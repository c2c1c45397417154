// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnchoredPopover } from './AnchoredPopover';
import { popoverPart } from './Popover';
import { tap } from './test-support';

// the arrow measures itself
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoObserver);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function pageElement(): HTMLElement {
  const el = document.createElement('button');
  el.textContent = 'Save';
  document.body.append(el);
  return el;
}

describe('AnchoredPopover', () => {
  it('loads Radix when it first opens and is a labelled dialog against a page element', async () => {
    const anchor = pageElement();
    render(
      <AnchoredPopover anchor={anchor} open label="Tip">
        <button type="button">Got it</button>
      </AnchoredPopover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Tip' })).toBeTruthy();
  });

  describe('once loaded', () => {
    beforeAll(() => popoverPart.load());

    it('draws nothing without its element or while closed', () => {
      const { rerender } = render(
        <AnchoredPopover anchor={null} open label="Tip">
          text
        </AnchoredPopover>,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      rerender(
        <AnchoredPopover anchor={pageElement()} open={false} label="Tip">
          text
        </AnchoredPopover>,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('leaves focus where it was, unless told to take it', () => {
      const anchor = pageElement();
      anchor.focus();
      const { rerender } = render(
        <AnchoredPopover anchor={anchor} open label="Tip">
          <button type="button">Got it</button>
        </AnchoredPopover>,
      );
      expect(document.activeElement).toBe(anchor);
      rerender(
        <AnchoredPopover anchor={anchor} open={false} label="Tip">
          <button type="button">Got it</button>
        </AnchoredPopover>,
      );
      rerender(
        <AnchoredPopover anchor={anchor} open autoFocus label="Tip">
          <button type="button">Got it</button>
        </AnchoredPopover>,
      );
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' }));
    });

    it('asks to close on Escape, even without focus inside', () => {
      const onOpenChange = vi.fn();
      render(
        <AnchoredPopover anchor={pageElement()} open onOpenChange={onOpenChange} label="Tip">
          text
        </AnchoredPopover>,
      );
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('stays on a press elsewhere unless closeOnOutsideClick', async () => {
      const anchor = pageElement();
      const onOpenChange = vi.fn();
      const { rerender } = render(
        <AnchoredPopover anchor={anchor} open onOpenChange={onOpenChange} label="Tip">
          text
        </AnchoredPopover>,
      );
      await new Promise((r) => setTimeout(r, 0));
      tap(anchor);
      expect(onOpenChange).not.toHaveBeenCalled();
      rerender(
        <AnchoredPopover
          anchor={anchor}
          open
          closeOnOutsideClick
          onOpenChange={onOpenChange}
          label="Tip"
        >
          text
        </AnchoredPopover>,
      );
      await new Promise((r) => setTimeout(r, 0));
      tap(anchor);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });
});
