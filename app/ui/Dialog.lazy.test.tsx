// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogClose, dialogPart } from './Dialog';
import { Sheet } from './Sheet';

afterEach(cleanup);

function WithTrigger() {
  return (
    <Dialog
      trigger={<button type="button">Create board</button>}
      title="Create board"
      footer={
        <DialogClose>
          <button type="button">Cancel</button>
        </DialogClose>
      }
    >
      <p>Name it</p>
    </Dialog>
  );
}

function OpenedByTheFeature() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <Sheet title="Log in to save" open={open} onOpenChange={setOpen}>
        <p>Welcome</p>
      </Sheet>
    </>
  );
}

// one file, one module registry: the first test runs before anything loaded Radix
describe('Dialog before its Radix half is loaded', () => {
  it('renders its trigger alone, named and closed, and loads nothing', () => {
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Create board' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogPart.get()).toBeNull();
  });

  it('a click on its trigger loads it and opens it; closing gives focus back', async () => {
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Create board' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Create board' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create board' })),
    );
  });
});

describe('Sheet', () => {
  it('opens when the feature sets open, labelled, and closes on Escape', async () => {
    render(<OpenedByTheFeature />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const sheet = await screen.findByRole('dialog', { name: 'Log in to save' });
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
