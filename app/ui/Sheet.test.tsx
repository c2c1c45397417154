// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialogPart } from './Dialog';
import { SHEET_VARIANTS, Sheet, type SheetProps } from './Sheet';
import { mask, settle, tap } from './test-support';

// the Radix half already loaded, as after a first use (Dialog.lazy.test.tsx covers before)
beforeAll(() => dialogPart.load());
afterEach(cleanup);

function Harness(props: Partial<SheetProps> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(props.startOpen ?? true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet {...props} title="Save to board" open={open} onOpenChange={setOpen}>
        <p>Pick a board</p>
      </Sheet>
    </>
  );
}

function scrollLocked(): boolean {
  return document.body.hasAttribute('data-scroll-locked');
}

describe('Sheet (spec 02 mobile modal)', () => {
  it('M-244 a closed mobile modal renders nothing', () => {
    const { container } = render(<Harness startOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Pick a board')).toBeNull();
    expect(document.querySelector('[class*="mask"]')).toBeNull();
    expect(container.textContent).toBe('Open');
  });

  it('is labelled by its title and has a Close button', () => {
    render(<Harness />);
    const sheet = screen.getByRole('dialog', { name: 'Save to board' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sheet.isConnected).toBe(false);
  });

  it('M-245 an open mobile modal locks page scrolling unless scrolling is allowed', () => {
    const { unmount } = render(<Harness />);
    expect(scrollLocked()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(scrollLocked()).toBe(false);
    unmount();

    render(<Harness allowScroll />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(scrollLocked()).toBe(false);
  });

  it('an open mobile modal calls onOpen, the hook impression tracking will pause on', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(<Harness startOpen={false} onOpen={onOpen} onClose={onClose} />);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on mobile modal close, onClose is called, the hook impression tracking will resume on', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const { unmount } = render(<Harness onOpen={onOpen} onClose={onClose} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    // unmounting an open sheet resumes tracking too
    unmount();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('M-248 tapping the mask dismisses it by default (closeOnOutsideClick true)', async () => {
    render(<Harness />);
    await settle();
    tap(mask());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('M-248 tapping the mask keeps it open when closeOnOutsideClick is false', async () => {
    render(<Harness closeOnOutsideClick={false} />);
    await settle();
    tap(mask());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('M-248 with allowScroll the mask still dismisses it', async () => {
    render(<Harness allowScroll />);
    await settle();
    tap(mask());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders each spec 02 variant', () => {
    for (const variant of SHEET_VARIANTS) {
      const { unmount } = render(<Harness variant={variant} />);
      expect(screen.getByRole('dialog').dataset.variant).toBe(variant);
      unmount();
    }
  });

  it('works uncontrolled from a trigger', () => {
    render(<Sheet title="Options" trigger={<button type="button">More</button>} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Options' })).toBeTruthy();
  });

  it('an alert sheet is an alertdialog that a stray tap on the mask does not close', async () => {
    render(<Harness alert />);
    await settle();
    tap(mask());
    expect(screen.getByRole('alertdialog', { name: 'Save to board' })).toBeTruthy();
  });
});
