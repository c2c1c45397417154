// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog, DialogClose, dialogPart } from './Dialog';
import { mask, settle, tap } from './test-support';

// the Radix half already loaded, as after a first use (Dialog.lazy.test.tsx covers before)
beforeAll(() => dialogPart.load());
afterEach(cleanup);

function Harness(props: { closeOnOutsideClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={<button type="button">Create board</button>}
        title="Create board"
        description="Name it and choose who sees it."
        closeOnOutsideClick={props.closeOnOutsideClick}
        footer={
          <>
            <DialogClose>
              <button type="button">Cancel</button>
            </DialogClose>
            <button type="submit" form="f">
              Create
            </button>
          </>
        }
      >
        <form id="f">
          <label>
            Name <input name="name" />
          </label>
        </form>
      </Dialog>
      <p>page text</p>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing but its trigger while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create board' })).toBeTruthy();
  });

  it('is labelled by its title and described by its description', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    const dialog = screen.getByRole('dialog', { name: 'Create board' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Name it and choose who sees it.',
    );
    expect(dialog.querySelector('form')).toBeTruthy();
  });

  it('has a close button named Close that closes it and returns focus to the trigger', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Create board' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('moves focus inside when it opens', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the mask, unless told not to', async () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    await settle();
    tap(mask());
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Harness closeOnOutsideClick={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    await settle();
    tap(mask());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a footer control wrapped in DialogClose closes it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the rest of the page from assistive technology while open', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    expect(screen.queryByText('page text')?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('an alert dialog is an alertdialog and a stray click on the mask leaves it open', async () => {
    render(
      <Dialog
        open
        alert
        title="Delete this Pin?"
        description="Once you delete a Pin, you can't undo it."
      />,
    );
    await settle();
    tap(mask());
    expect(screen.getByRole('alertdialog', { name: 'Delete this Pin?' })).toBeTruthy();
  });
});
