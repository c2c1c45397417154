// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuLink, menuPart } from './Menu';

afterEach(cleanup);

function setup(props: { onOpenChange?(open: boolean): void } = {}) {
  const onEdit = vi.fn();
  render(
    <MemoryRouter>
      <Menu
        label="Board options"
        onOpenChange={props.onOpenChange}
        trigger={<button type="button">…</button>}
      >
        <MenuItem onSelect={onEdit}>Edit board</MenuItem>
        <MenuLink to="/settings">Settings</MenuLink>
      </Menu>
      <Menu label="Menu" trigger={<button type="button" aria-label="Account and settings" />}>
        <MenuItem onSelect={() => {}}>Log out</MenuItem>
      </Menu>
    </MemoryRouter>,
  );
  return { onEdit, trigger: () => screen.getByRole('button', { name: 'Board options' }) };
}

// one file, one module registry: the first tests run before anything loaded Radix
describe('Menu before its Radix half is loaded', () => {
  it('renders its trigger named, marked as opening a menu, closed, without loading Radix', () => {
    const { trigger } = setup();
    expect(menuPart.get()).toBeNull();
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Account and settings' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuPart.get()).toBeNull();
  });

  it('ArrowDown on the focused trigger loads it and opens it on the first item', async () => {
    const onOpenChange = vi.fn();
    const { trigger } = setup({ onOpenChange });
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Board options' });
    expect(menu).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit board'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Menu taking over from its plain trigger', () => {
  it('a press opens it; the trigger keeps its name', async () => {
    await act(() => menuPart.load());
    setup();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account and settings' }), {
      button: 0,
      pointerType: 'mouse',
    });
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account and settings' })).toBeTruthy();
  });

  it('Enter runs the first item after opening with the keyboard, and Escape closes', async () => {
    const { trigger, onEdit } = setup();
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit board'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
