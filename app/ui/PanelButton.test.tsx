// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialogPart } from './Dialog';
import { PanelButton } from './PanelButton';
import { popoverPart } from './Popover';
import { settle } from './test-support';

beforeAll(async () => {
  await dialogPart.load();
  await popoverPart.load();
});
afterEach(cleanup);

function setup(count: number, desktop: boolean) {
  render(
    <PanelButton
      icon="bell"
      label="Notifications"
      title="Notifications panel"
      loadingLabel="Loading"
      count={count}
      desktop={desktop}
      badgeTestId="badge"
    >
      {(close, inSheet) => (
        <div>
          <p>{inSheet ? 'in a sheet' : 'in a popover'}</p>
          <button type="button" onClick={close}>
            Done
          </button>
        </div>
      )}
    </PanelButton>,
  );
}

describe('PanelButton', () => {
  it('names the count in the label and shows it in a badge, 99+ past 99', () => {
    setup(3, true);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('badge').textContent).toBe('3');
    cleanup();
    setup(120, true);
    expect(screen.getByTestId('badge').textContent).toBe('99+');
    cleanup();
    setup(0, true);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('badge')).toBeNull();
  });

  it.each([
    [true, 'in a popover'],
    [false, 'in a sheet'],
  ])(
    'desktop %s: the panel opens %s, only while open, and closes from inside',
    async (desktop, where) => {
      setup(1, desktop);
      expect(screen.queryByText(where)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
      await settle();
      expect(screen.getByText(where)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await settle();
      expect(screen.queryByText(where)).toBeNull();
    },
  );
});
