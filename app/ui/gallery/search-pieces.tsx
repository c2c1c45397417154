import { useState } from 'react';
import { type ComboboxGroup, ComboboxList, comboboxInputProps, useComboboxKeys } from '../Combobox';
import { FilterChips } from '../FilterChips';
import type { GalleryEntry } from './types';

function ComboboxDemo() {
  const [recent, setRecent] = useState(['red chair', 'moss wall', 'sourdough']);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const groups: ComboboxGroup[] = [
    {
      key: 'recent',
      label: 'Recent searches',
      options: recent.map((q) => ({ key: q, label: q, removeLabel: `Remove ${q}` })),
    },
    { key: 'people', label: 'People', options: [{ key: 'ada', label: 'Ada Lovelace, @ada' }] },
  ].filter((g) => g.options.length > 0);
  const keys = useComboboxKeys({
    groups,
    open,
    onPick: (o) => {
      setPicked(o.label);
      setOpen(false);
    },
    onClose: () => setOpen(false),
    onRemove: (o) => setRecent((list) => list.filter((q) => q !== o.key)),
  });
  return (
    <div style={{ width: 320 }}>
      <input
        aria-label="Search the gallery"
        placeholder="Focus me, then use the arrow keys"
        style={{ width: '100%', height: 40, padding: '0 12px' }}
        {...comboboxInputProps({ listId: 'g-combobox', open, activeKey: keys.activeKey })}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={keys.onKeyDown}
      />
      {open && groups.length > 0 ? (
        <ComboboxList
          id="g-combobox"
          label="Suggestions"
          groups={groups}
          activeKey={keys.activeKey}
          onPick={(o) => setPicked(o.label)}
          onActivate={keys.setActive}
          onRemove={(o) => setRecent((list) => list.filter((q) => q !== o.key))}
        />
      ) : null}
      <p>Picked: {picked ?? 'nothing yet'}</p>
    </div>
  );
}

export const searchEntries: GalleryEntry[] = [
  {
    name: 'Combobox',
    summary:
      'An input with a listbox of grouped suggestions: arrow keys, Enter, Escape, Delete removes a removable one; focus stays in the input.',
    render: () => <ComboboxDemo />,
  },
  {
    name: 'FilterChips',
    summary:
      'Filters kept in the address: each chip a link that turns its filter on or off, the chosen one current, an optional colour swatch.',
    render: () => (
      <FilterChips
        label="Colour"
        items={[
          { to: '?color=red', label: 'Red', swatch: '#d7263d', selected: true },
          { to: '?color=blue', label: 'Blue', swatch: '#2f6fdd', selected: false },
          { to: '?kind=video', label: 'Videos', selected: false },
        ]}
      />
    ),
  },
];
