// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  showToastOutsideReact,
  TOAST_DEFAULT_MS,
  TOAST_HIDE_MS,
  TOAST_SHOW_DELAY_MS,
  type ToastOptions,
  ToastProvider,
  useToast,
} from './Toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shower(props: { options: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(props.options)}>
      Go
    </button>
  );
}

function setup(options: ToastOptions) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <Shower options={options} />
      </ToastProvider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
}

function toast(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-state]');
}

/** One step of the clock; React runs its effects (which start the next timer) between steps. */
function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('Toast (spec 02 §4, §9)', () => {
  it('puts its text in a polite live region (role=status) that exists before any toast', () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <Shower options={{ text: 'Link copied to clipboard!' }} />
        </ToastProvider>
      </MemoryRouter>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(region.textContent).toBe('Link copied to clipboard!');
  });

  it('an error toast goes to the assertive region (role=alert)', () => {
    setup({ text: 'Could not download the image. Try again.', tone: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('Could not download the image. Try again.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('M-238 a toast starts hidden', () => {
    setup({ text: 'Saved' });
    expect(toast()?.dataset.state).toBe('hidden');
  });

  it('M-239 a toast becomes visible about 100 ms after mount', () => {
    setup({ text: 'Saved' });
    wait(TOAST_SHOW_DELAY_MS - 1);
    expect(toast()?.dataset.state).toBe('hidden');
    wait(1);
    expect(TOAST_SHOW_DELAY_MS).toBe(100);
    expect(toast()?.dataset.state).toBe('visible');
  });

  it('M-240 a toast hides after its duration, 2000 ms by default', () => {
    setup({ text: 'Saved' });
    wait(TOAST_SHOW_DELAY_MS);
    wait(TOAST_DEFAULT_MS - 1);
    expect(toast()?.dataset.state).toBe('visible');
    wait(1);
    expect(TOAST_DEFAULT_MS).toBe(2000);
    expect(toast()?.dataset.state).toBe('hiding');
  });

  it('M-240 a toast with its own duration hides after that duration', () => {
    setup({ text: 'We saved your cookie preferences.', duration: 3000 });
    wait(TOAST_SHOW_DELAY_MS);
    wait(2999);
    expect(toast()?.dataset.state).toBe('visible');
    wait(1);
    expect(toast()?.dataset.state).toBe('hiding');
  });

  it('M-241 a toast is removed after 200 ms of hide animation', () => {
    setup({ text: 'Saved' });
    wait(TOAST_SHOW_DELAY_MS);
    wait(TOAST_DEFAULT_MS);
    expect(toast()?.dataset.state).toBe('hiding');
    wait(TOAST_HIDE_MS - 1);
    expect(toast()).not.toBeNull();
    wait(1);
    expect(TOAST_HIDE_MS).toBe(200);
    expect(toast()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('M-242 hovering a toast pauses its timer', () => {
    setup({ text: 'Saved' });
    wait(TOAST_SHOW_DELAY_MS);
    wait(1500);
    fireEvent.mouseEnter(toast() as HTMLElement);
    wait(10_000);
    expect(toast()?.dataset.state).toBe('visible');
  });

  it('M-243 leaving a toast restarts its timer', () => {
    setup({ text: 'Saved' });
    wait(TOAST_SHOW_DELAY_MS);
    wait(1500);
    fireEvent.mouseEnter(toast() as HTMLElement);
    wait(5000);
    fireEvent.mouseLeave(toast() as HTMLElement);
    // restarted, not resumed: the full duration again from the moment the pointer left
    wait(TOAST_DEFAULT_MS - 1);
    expect(toast()?.dataset.state).toBe('visible');
    wait(1);
    expect(toast()?.dataset.state).toBe('hiding');
    wait(TOAST_HIDE_MS);
    expect(toast()).toBeNull();
  });

  it('keyboard focus inside holds it like hover does', () => {
    const onClick = vi.fn();
    setup({ text: 'Pin deleted', action: { label: 'Undo', onClick } });
    wait(TOAST_SHOW_DELAY_MS);
    fireEvent.focus(screen.getByRole('button', { name: 'Undo' }));
    wait(10_000);
    expect(toast()?.dataset.state).toBe('visible');
  });

  it('an action button runs and hides the toast', () => {
    const onClick = vi.fn();
    setup({ text: 'Pin deleted', action: { label: 'Undo', onClick } });
    wait(TOAST_SHOW_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toast()?.dataset.state).toBe('hiding');
  });

  it('an action link points at its page, and an icon shows before the text', () => {
    setup({
      text: 'Saved to Recipes',
      action: { label: 'View', href: '/ada/recipes/' },
      icon: <img alt="" src="/img/x.jpg" />,
    });
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/ada/recipes/');
    expect(toast()?.querySelector('img')).toBeTruthy();
  });

  it('shows at most three at a time, dropping the oldest', () => {
    setup({ text: 'Saved' });
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(document.querySelectorAll('[data-state]').length).toBe(3);
  });

  it('useToast outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Shower options={{ text: 'x' }} />)).toThrow(/ToastProvider/);
  });
});

describe('a toast from outside React (the service worker’s messages)', () => {
  it('shows in the mounted stack, with its action, and shows nothing once it is gone', () => {
    const onClick = vi.fn();
    const view = render(
      <MemoryRouter>
        <ToastProvider>
          <p>page</p>
        </ToastProvider>
      </MemoryRouter>,
    );
    act(() => showToastOutsideReact({ text: 'Uploaded', action: { label: 'Open', onClick } }));
    wait(TOAST_SHOW_DELAY_MS);
    expect(screen.getByRole('status').textContent).toContain('Uploaded');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledOnce();
    view.unmount();
    // no stack mounted: nothing to show it in, and no error
    expect(() => showToastOutsideReact({ text: 'Later' })).not.toThrow();
  });
});
