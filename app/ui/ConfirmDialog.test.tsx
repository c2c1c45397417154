// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { dialogPart } from './Dialog';

beforeAll(() => dialogPart.load());
afterEach(cleanup);

function Harness(props: { onConfirm(): unknown; onClosed?(): void; mobile?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      mobile={props.mobile ?? false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) props.onClosed?.();
      }}
      title="Delete this board?"
      description="It can't be undone."
      confirmLabel="Delete forever"
      errorId="board-delete-error"
      onConfirm={props.onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its question, with Cancel and the action', () => {
    render(<Harness onConfirm={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this board?' });
    expect(dialog.textContent).toContain("It can't be undone.");
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete forever' })).toBeTruthy();
  });

  it('is a sheet on a phone', () => {
    render(<Harness mobile onConfirm={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete this board?' }).dataset.variant).toBe(
      'slideUp',
    );
  });

  it('Cancel closes it without running the action', () => {
    const onConfirm = vi.fn();
    const onClosed = vi.fn();
    render(<Harness onConfirm={onConfirm} onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a failure the action answers is read out in the dialog, which stays open to try again', async () => {
    let calls = 0;
    render(
      <Harness onConfirm={() => Promise.resolve(calls++ === 0 ? 'The board is busy.' : null)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(document.getElementById('board-delete-error')?.textContent).toBe('The board is busy.'),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(document.getElementById('board-delete-error')?.textContent).toBe(''),
    );
    expect(calls).toBe(2);
  });

  it('a rejected action shows its message', async () => {
    render(<Harness onConfirm={() => Promise.reject(new Error('Network down.'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(document.getElementById('board-delete-error')?.textContent).toBe('Network down.'),
    );
  });

  it('while the action runs the button is busy and Cancel does not close it', async () => {
    let finish: (v: null) => void = () => {};
    const onClosed = vi.fn();
    render(
      <Harness
        onClosed={onClosed}
        onConfirm={() =>
          new Promise<null>((r) => {
            finish = r;
          })
        }
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Delete forever/ }).getAttribute('aria-busy')).toBe(
        'true',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClosed).not.toHaveBeenCalled();
    finish(null);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Delete forever/ }).getAttribute('aria-busy'),
      ).not.toBe('true'),
    );
  });
});
