// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';
import { dialogPart } from './Dialog';
import { menuPart } from './Menu';
import { settle } from './test-support';

beforeAll(async () => {
  await dialogPart.load();
  await menuPart.load();
});
afterEach(cleanup);

function setup(mobile: boolean) {
  const download = vi.fn();
  const report = vi.fn();
  render(
    <ActionMenu
      label="More options"
      mobile={mobile}
      trigger={<button type="button">…</button>}
      items={[
        { label: 'Download image', onSelect: download },
        { label: 'Report Pin', onSelect: report, tone: 'danger' },
      ]}
    />,
  );
  return { download, report, trigger: screen.getByRole('button', { name: 'More options' }) };
}

describe('ActionMenu', () => {
  it('on a phone, the trigger opens a sheet of the actions; one press acts and closes it', async () => {
    const { download, trigger } = setup(true);
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    await settle();
    const sheet = screen.getByRole('dialog', { name: 'More options' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const buttons = [...sheet.querySelectorAll('li button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Download image', 'Report Pin']);
    fireEvent.click(screen.getByRole('button', { name: 'Download image' }));
    await settle();
    expect(download).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a desktop, it is the dropdown menu with the same actions', async () => {
    const { report, trigger } = setup(false);
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await settle();
    const menu = screen.getByRole('menu', { name: 'More options' });
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)).toEqual([
      'Download image',
      'Report Pin',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report Pin' }));
    await settle();
    expect(report).toHaveBeenCalledOnce();
  });
});
