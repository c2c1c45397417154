// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Popover, PopoverClose, popoverPart } from './Popover';
import { settle, tap } from './test-support';

// the Radix half already loaded, as after a first hover (Popover.lazy.test.tsx covers before)
beforeAll(() => popoverPart.load());
afterEach(cleanup);

function Harness() {
  return (
    <>
      <Popover label="Share Menu" trigger={<button type="button">Send this pin</button>}>
        <p>Share</p>
        <PopoverClose>
          <button type="button">Done</button>
        </PopoverClose>
      </Popover>
      <p>outside</p>
    </>
  );
}

function open() {
  const trigger = screen.getByRole('button', { name: 'Send this pin' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

describe('Popover', () => {
  it('opens from its trigger as a dialog with its label, the trigger keeping its name', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = open();
    expect(screen.getByRole('dialog', { name: 'Share Menu' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send this pin' })).toBe(trigger);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<Harness />);
    const trigger = open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on a click outside', async () => {
    render(<Harness />);
    open();
    await settle();
    tap(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a control wrapped in PopoverClose closes it', () => {
    render(<Harness />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be placed against an anchor that does not toggle it', () => {
    render(
      <Popover label="Save to board" open anchor={<button type="button">Save</button>}>
        boards
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Save to board' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-expanded')).toBeNull();
  });
});
