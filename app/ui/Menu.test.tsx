// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Menu,
  MenuCheckboxItem,
  MenuItem,
  MenuLabel,
  MenuLink,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  menuPart,
} from './Menu';
import { settle } from './test-support';

// the Radix half already loaded, as after a first hover (Menu.lazy.test.tsx covers before)
beforeAll(() => menuPart.load());
afterEach(cleanup);

function Harness(props: { onEdit(): void; onTheme(v: string): void }) {
  const [theme, setTheme] = useState('system');
  const [compact, setCompact] = useState(false);
  return (
    <MemoryRouter>
      <Menu label="Board options" trigger={<button type="button">…</button>}>
        <MenuLabel>Board</MenuLabel>
        <MenuItem onSelect={props.onEdit}>Edit board</MenuItem>
        <MenuLink to="/settings">Settings</MenuLink>
        <MenuItem onSelect={() => {}} disabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
          Compact
        </MenuCheckboxItem>
        <MenuRadioGroup
          value={theme}
          onValueChange={(v) => {
            setTheme(v);
            props.onTheme(v);
          }}
        >
          <MenuRadioItem value="system">System</MenuRadioItem>
          <MenuRadioItem value="light">Light</MenuRadioItem>
          <MenuRadioItem value="dark">Dark</MenuRadioItem>
        </MenuRadioGroup>
      </Menu>
    </MemoryRouter>
  );
}

function setup() {
  const onEdit = vi.fn();
  const onTheme = vi.fn();
  render(<Harness onEdit={onEdit} onTheme={onTheme} />);
  return { onEdit, onTheme, trigger: screen.getByRole('button', { name: 'Board options' }) };
}

/** Radix moves focus between items one task after the key. */
async function press(key: string) {
  fireEvent.keyDown(document.activeElement as Element, { key });
  await settle();
}

describe('Menu', () => {
  it('names its trigger with the required label and the menu after the trigger', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getByRole('menu', { name: 'Board options' })).toBeTruthy();
  });

  it('a trigger with its own aria-label keeps it', () => {
    render(
      <Menu label="Menu" trigger={<button type="button" aria-label="Account and settings" />}>
        <MenuItem onSelect={() => {}}>Log out</MenuItem>
      </Menu>,
    );
    expect(screen.getByRole('button', { name: 'Account and settings' })).toBeTruthy();
  });

  it('opens with the keyboard on the first item and moves with the arrow keys, skipping disabled items', async () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Edit board');
    await press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Settings');
    await press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Compact');
    await press('End');
    expect(document.activeElement?.textContent).toBe('Dark');
    await press('Home');
    expect(document.activeElement?.textContent).toBe('Edit board');
  });

  it('runs an item on Enter and closes', () => {
    const { trigger, onEdit } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has links, separators, a label and a disabled item', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const link = screen.getByRole('menuitem', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(screen.getByText('Board').getAttribute('role')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('has checkbox and radio items for choices like the theme', () => {
    const { trigger, onTheme } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      screen.getByRole('menuitemcheckbox', { name: 'Compact' }).getAttribute('aria-checked'),
    ).toBe('false');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(onTheme).toHaveBeenCalledWith('dark');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});
