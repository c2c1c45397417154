import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import s from './Combobox.module.css';
import { Icon } from './Icon';

/**
 * An input with a list of suggestions under it (the WAI-ARIA combobox pattern with a listbox
 * popup): focus stays in the input; the arrow keys move the active option, which the input
 * names with aria-activedescendant; Enter picks it; Escape closes; Delete removes a removable
 * one. The feature owns the input and the data; the kit owns the roles, the keys and the look.
 */
export interface ComboboxOption {
  key: string;
  /** what a screen reader reads for the option */
  label: string;
  /** what it shows (a thumbnail and a name); the label when not given */
  content?: ReactNode;
  /** a removable option (a recent search): the name of its remove control */
  removeLabel?: string;
}

export interface ComboboxGroup {
  key: string;
  label: string;
  options: readonly ComboboxOption[];
}

export function optionId(listId: string, key: string): string {
  return `${listId}-o-${key.replace(/[^\w-]/g, '_')}`;
}

/** The input's ARIA while its popup is open or closed. */
export function comboboxInputProps(p: { listId: string; open: boolean; activeKey: string | null }) {
  return {
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': p.open,
    'aria-controls': p.open ? p.listId : undefined,
    'aria-activedescendant': p.open && p.activeKey ? optionId(p.listId, p.activeKey) : undefined,
  };
}

/**
 * The keys of a combobox: which option is active and what the input's keydown does with it.
 * The active option resets when the options change (a new query brings new suggestions).
 */
export function useComboboxKeys(p: {
  groups: readonly ComboboxGroup[];
  open: boolean;
  onPick(option: ComboboxOption): void;
  onClose(): void;
  onRemove?(option: ComboboxOption): void;
}) {
  const flat = p.groups.flatMap((g) => g.options);
  const [active, setActive] = useState<string | null>(null);
  // new options (a longer query): the active one stays while it is still there
  const current = flat.find((o) => o.key === active) ?? null;
  const { onPick, onClose, onRemove } = p;
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLInputElement>) => {
      if (!p.open) return;
      const at = current ? flat.indexOf(current) : -1;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (flat.length === 0) return;
        const step = e.key === 'ArrowDown' ? 1 : -1;
        // past either end the input itself is active again (the typed text)
        const next = at === -1 ? (step > 0 ? 0 : flat.length - 1) : at + step;
        setActive(flat[next]?.key ?? null);
      } else if (e.key === 'Enter' && current) {
        e.preventDefault();
        onPick(current);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        setActive(null);
        onClose();
      } else if (e.key === 'Delete' && current?.removeLabel && onRemove) {
        e.preventDefault();
        setActive(flat[at + 1]?.key ?? flat[at - 1]?.key ?? null);
        onRemove(current);
      }
    },
    [p.open, current, flat, onPick, onClose, onRemove],
  );
  return { activeKey: current?.key ?? null, setActive, onKeyDown };
}

/** The popup's list: groups with a heading, options with an optional remove control. */
export function ComboboxList(p: {
  id: string;
  /** names the list ("Search suggestions") */
  label: string;
  groups: readonly ComboboxGroup[];
  activeKey: string | null;
  onPick(option: ComboboxOption): void;
  onActivate(key: string | null): void;
  onRemove?(option: ComboboxOption): void;
}) {
  // the active option stays in view when the list scrolls (a short window)
  useEffect(() => {
    if (!p.activeKey) return;
    document.getElementById(optionId(p.id, p.activeKey))?.scrollIntoView?.({ block: 'nearest' });
  }, [p.id, p.activeKey]);
  return (
    <div id={p.id} role="listbox" aria-label={p.label} className={s.list} tabIndex={-1}>
      {p.groups.map((g) => (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA group inside the listbox
        <div key={g.key} role="group" aria-label={g.label} className={s.group}>
          <div className={s.heading} aria-hidden="true">
            {g.label}
          </div>
          {g.options.map((o) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys drive it (aria-activedescendant)
            <div
              key={o.key}
              id={optionId(p.id, o.key)}
              role="option"
              aria-selected={o.key === p.activeKey}
              aria-label={o.label}
              tabIndex={-1}
              className={s.option}
              // the input keeps focus: a mouse press must not move it
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => p.onActivate(o.key)}
              onClick={() => p.onPick(o)}
            >
              <span className={s.content}>{o.content ?? o.label}</span>
              {o.removeLabel && p.onRemove ? (
                // a pointer's way to remove; keyboards press Delete (not focusable, so the
                // option holds no interactive control)
                <span
                  className={s.remove}
                  title={o.removeLabel}
                  aria-hidden="true"
                  onClick={(e) => {
                    e.stopPropagation();
                    p.onRemove?.(o);
                  }}
                >
                  <Icon name="x" size={16} />
                </span>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
