import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
} from 'react';
import { lazyPart, useLazyPart } from './lazy-part';
import type { ItemLook, MenuIntent, MenuProps } from './menu-types';

export type { MenuProps } from './menu-types';

/** Radix's dropdown menu, fetched when a person first reaches for a menu's trigger. */
export const menuPart = lazyPart(() => import('./MenuRadix'));

type Loaded = typeof import('./MenuRadix');

type TriggerProps = {
  'aria-label'?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'data-state'?: string;
  onPointerEnter?(e: PointerEvent): void;
  onPointerDown?(e: PointerEvent): void;
  onFocus?(e: FocusEvent): void;
  onKeyDown?(e: KeyboardEvent): void;
};

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A dropdown menu: arrow keys, Home/End and typeahead move through it, Escape closes it.
 *
 * Until a person reaches for it (a hover, a focus, a press), only the trigger renders, named and
 * marked as opening a menu; the Radix menu then loads and takes over, and the press or key
 * (Enter, Space, ArrowDown) that started it opens the menu.
 */
export function Menu(props: MenuProps) {
  const { loaded, request } = useLazyPart<Loaded, MenuIntent>(menuPart);
  // a menu opened from code (`open`) loads its half without a trigger's help
  const openedFromCode = props.open === true && !loaded;
  useEffect(() => {
    if (openedFromCode) request(null, () => null);
  }, [openedFromCode, request]);
  if (loaded) {
    const { LoadedMenu } = loaded.mod;
    return <LoadedMenu {...props} takeover={loaded.takeover} />;
  }
  const trigger = props.trigger as ReactElement<TriggerProps>;
  const own = trigger.props;
  return cloneElement(trigger, {
    'aria-label': own['aria-label'] ?? props.label,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter(e: PointerEvent) {
      own.onPointerEnter?.(e);
      // fetched ahead of the press the hover announces
      if (e.pointerType === 'mouse') menuPart.load().catch(() => {});
    },
    onFocus(e: FocusEvent) {
      own.onFocus?.(e);
      request(e.currentTarget, () => null);
    },
    onPointerDown(e: PointerEvent) {
      own.onPointerDown?.(e);
      if (e.button !== 0 || e.ctrlKey) return;
      // as Radix does: the menu, not the trigger, takes focus
      e.preventDefault();
      request(e.currentTarget, () => 'pointer');
    },
    onKeyDown(e: KeyboardEvent) {
      own.onKeyDown?.(e);
      if (!OPENING_KEYS.includes(e.key)) return;
      e.preventDefault();
      request(e.currentTarget, () => 'keyboard');
    },
  } satisfies TriggerProps);
}

/** The loaded half: items render only inside an open menu, so it is always there by then. */
function part(): Loaded | null {
  return menuPart.get();
}

export function MenuItem(props: ItemLook & { onSelect(): void; tone?: 'danger' }) {
  const Item = part()?.MenuItem;
  return Item ? <Item {...props} /> : null;
}

export function MenuLink(props: ItemLook & { to: string; external?: boolean }) {
  const Item = part()?.MenuLink;
  return Item ? <Item {...props} /> : null;
}

export function MenuSeparator() {
  const Item = part()?.MenuSeparator;
  return Item ? <Item /> : null;
}

/** A heading inside the menu (not focusable), e.g. "Sort by" or the signed-in person. */
export function MenuLabel(props: { children: ReactNode }) {
  const Item = part()?.MenuLabel;
  return Item ? <Item {...props} /> : null;
}

export function MenuCheckboxItem(
  props: ItemLook & { checked: boolean; onCheckedChange(checked: boolean): void },
) {
  const Item = part()?.MenuCheckboxItem;
  return Item ? <Item {...props} /> : null;
}

/** One choice among several (theme, sort order): each MenuRadioItem inside is a value. */
export function MenuRadioGroup(props: {
  value: string;
  onValueChange(value: string): void;
  children: ReactNode;
}) {
  const Item = part()?.MenuRadioGroup;
  return Item ? <Item {...props} /> : null;
}

export function MenuRadioItem(props: ItemLook & { value: string }) {
  const Item = part()?.MenuRadioItem;
  return Item ? <Item {...props} /> : null;
}
