// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import EducationalPopover from './EducationalPopover';
import { experienceOf, inRouter, pageButton, setUpAnchoredRendererTests } from './test-support';

setUpAnchoredRendererTests();

async function renderPopover(display: Parameters<typeof experienceOf>[1]) {
  const onComplete = vi.fn();
  const onDismiss = vi.fn();
  render(
    inRouter(() => (
      <EducationalPopover
        experience={experienceOf(29, display)}
        onComplete={onComplete}
        onDismiss={onDismiss}
        mobile={false}
      />
    )),
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return { onComplete, onDismiss };
}

const DATA = {
  anchor: '#create',
  title: 'Make a board',
  body: 'Boards keep your ideas together.',
  complete_button: { text: 'Show me' },
  dismiss_button: { text: 'Later' },
};

describe('EducationalPopover', () => {
  it('M-264 draws nothing when its anchor is not on the page', async () => {
    const { onComplete, onDismiss } = await renderPopover(DATA);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('M-264 against its anchor: title, body, and its buttons complete or dismiss', async () => {
    pageButton({ id: 'create' }, 'Create');
    const first = await renderPopover(DATA);
    const dialog = screen.getByRole('dialog', { name: 'Make a board' });
    expect(dialog.textContent).toContain('Boards keep your ideas together.');
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }));
    expect(first.onComplete).toHaveBeenCalledExactlyOnceWith({ code: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const second = await renderPopover(DATA);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(second.onDismiss).toHaveBeenCalledOnce();
    cleanup();
    const third = await renderPopover(DATA);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(third.onDismiss).toHaveBeenCalledOnce();
  });

  it('M-208 dismisses 1500 ms after a scroll when scroll_to_dismiss', async () => {
    pageButton({ id: 'create' }, 'Create');
    const { onDismiss } = await renderPopover({ ...DATA, scroll_to_dismiss: true });
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(1499));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('M-208 a touch-move counts too; without scroll_to_dismiss it stays', async () => {
    pageButton({ id: 'create' }, 'Create');
    const first = await renderPopover({ ...DATA, scroll_to_dismiss: true });
    fireEvent.touchMove(window);
    act(() => vi.advanceTimersByTime(1500));
    expect(first.onDismiss).toHaveBeenCalledOnce();
    cleanup();
    const second = await renderPopover(DATA);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(60_000));
    expect(second.onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
