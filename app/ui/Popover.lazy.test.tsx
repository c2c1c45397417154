// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover, PopoverClose, popoverPart } from './Popover';

afterEach(cleanup);

function Harness() {
  return (
    <Popover label="Share Menu" trigger={<button type="button">Send this pin</button>}>
      <p>Share</p>
      <PopoverClose>
        <button type="button">Done</button>
      </PopoverClose>
    </Popover>
  );
}

function Anchored() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      label="Save to board"
      open={open}
      onOpenChange={setOpen}
      anchor={
        <button type="button" onClick={() => setOpen(true)}>
          Save
        </button>
      }
    >
      <p>Boards</p>
    </Popover>
  );
}

// one file, one module registry: the first test runs before anything loaded Radix
describe('Popover before its Radix half is loaded', () => {
  it('renders its trigger with its name, closed, and loads nothing', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Send this pin' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(popoverPart.get()).toBeNull();
  });

  it('a click on the focused trigger loads it, opens it and keeps focus in reach', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Send this pin' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Share Menu' })).toBeTruthy();
    const now = screen.getByRole('button', { name: 'Send this pin' });
    expect(now.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(now));
  });
});

describe('Popover placed against an anchor', () => {
  it('opens when the feature sets open, labelled', async () => {
    render(<Anchored />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Save to board' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
