// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialogPart } from './Dialog';
import { EntryList } from './EntryList';

// the Radix half already loaded, as after a first use (Dialog.lazy.test.tsx covers before)
beforeAll(() => dialogPart.load());
afterEach(cleanup);

interface Item {
  name: string;
  note: string;
}

const ITEMS: Item[] = [
  { name: 'first.example', note: '' },
  { name: 'second.example', note: 'Kept for spam.' },
];

function withoutTime(item: Item, ask: () => void) {
  return {
    key: item.name,
    title: item.name,
    badge: { tone: 'warning' as const, label: 'Blocked' },
    text: item.note || '(default)',
    subtle: !item.note,
    data: { name: 'data-entry' as const, value: item.name },
    actions: (
      <button type="button" onClick={ask}>
        Remove {item.name}
      </button>
    ),
  };
}

function entry(item: Item, ask: () => void) {
  return { ...withoutTime(item, ask), time: '2026-03-04T05:06:00Z', timeLead: 'Updated' };
}

describe('EntryList', () => {
  it('shows the title, lead, error and status, then each entry with its badge, text and UTC time', () => {
    render(
      <EntryList
        locale="en"
        title="Listed"
        lead="2 entries."
        error="That did not work."
        status="Saved."
        items={ITEMS}
        entry={entry}
      />,
    );
    const section = screen.getByRole('region', { name: 'Listed' });
    expect(within(section).getByText('2 entries.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('That did not work.');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.dataset.entry)).toEqual(['first.example', 'second.example']);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3, name: 'first.example' })).toBeTruthy();
    expect(within(first).getByText('Blocked')).toBeTruthy();
    expect(within(first).getByText('(default)').className).toMatch(/subtle/);
    expect(within(second).getByText('Kept for spam.').className).not.toMatch(/subtle/);
    const time = second.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-03-04T05:06:00Z');
    expect(time?.parentElement?.textContent).toBe('Updated Mar 4, 2026, 5:06 AM UTC');
  });

  it('writes its times in the language it is given (decision 064)', () => {
    render(
      <EntryList
        locale="de"
        title="Gelistet"
        lead="1 Eintrag."
        error={null}
        status=""
        items={ITEMS.slice(0, 1)}
        entry={(item, ask) => ({ ...withoutTime(item, ask), time: '2026-03-04T05:06:00Z' })}
      />,
    );
    expect(screen.getByText('04.03.2026, 05:06 UTC').tagName).toBe('TIME');
  });

  it('shows an unreadable time as it came, a line of its own instead, and no list when empty', () => {
    const { rerender } = render(
      <EntryList
        locale="en"
        title="Listed"
        lead="1 entry."
        error={null}
        status=""
        items={ITEMS.slice(0, 1)}
        entry={(item, ask) => ({ ...withoutTime(item, ask), time: 'soon' })}
      />,
    );
    expect(screen.getByText('soon').tagName).toBe('TIME');
    rerender(
      <EntryList
        locale="en"
        title="Listed"
        lead="1 entry."
        error={null}
        status=""
        items={ITEMS.slice(0, 1)}
        entry={(item, ask) => ({ ...withoutTime(item, ask), meta: 'Always · viewed 3' })}
      />,
    );
    expect(screen.getByText('Always · viewed 3')).toBeTruthy();
    rerender(
      <EntryList
        locale="en"
        title="Listed"
        lead="None."
        error={null}
        status=""
        items={[]}
        entry={entry}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('asks in an alert dialog before the confirmed action, for the entry that asked', () => {
    const confirmed: Item[] = [];
    render(
      <EntryList
        locale="en"
        title="Listed"
        lead="2 entries."
        error={null}
        status=""
        items={ITEMS}
        entry={entry}
        confirmation={{
          texts: (item) => ({
            title: `Remove ${item?.name ?? ''}?`,
            description: 'Links open again.',
            action: 'Remove',
          }),
          onConfirm: (item) => confirmed.push(item),
          device: 'desktop',
        }}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove second.example' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove second.example?' });
    expect(within(dialog).getByText('Links open again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(confirmed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove first.example' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove first.example?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(confirmed).toEqual([ITEMS[0]]);
  });

  it('asks in a sheet on a phone', () => {
    render(
      <EntryList
        locale="en"
        title="Listed"
        lead="2 entries."
        error={null}
        status=""
        items={ITEMS}
        entry={entry}
        confirmation={{
          texts: () => ({ title: 'Remove it?', description: 'Sure?', action: 'Remove' }),
          onConfirm: () => {},
          device: 'mobile',
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove first.example' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove it?' }).dataset.variant).toBe('slideUp');
  });
});
