import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import f from './Flyout.module.css';
import { Icon } from './Icon';
import { type Takeover, useTakeover } from './lazy-part';
import s from './Menu.module.css';
import type { ItemLook, MenuIntent, MenuProps } from './menu-types';

/**
 * The Radix half of the kit's Menu, loaded on demand (Menu.tsx). It replaces the plain trigger:
 * a trigger that had focus gets it back, and the press or key that loaded it opens the menu, on
 * its first item when it was a key (Enter, Space, ArrowDown), as Radix does.
 */
export function LoadedMenu(props: MenuProps & { takeover: Takeover<MenuIntent> }) {
  const { open, change, control: trigger } = useTakeover<HTMLButtonElement>(props.takeover, props);
  // a key that loaded this half focuses the first item once the menu opens
  const firstItem = useRef(props.takeover.intent === 'keyboard');
  return (
    <DropdownMenu.Root open={open} onOpenChange={change} modal={props.modal ?? false}>
      <DropdownMenu.Trigger asChild aria-label={props.label} ref={trigger}>
        {props.trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`${f.flyout} ${s.menu}`}
          side={props.side ?? 'bottom'}
          align={props.align ?? 'start'}
          sideOffset={8}
          collisionPadding={8}
          ref={(menu) => {
            // Radix puts a key's focus on the first item only for keys it heard itself; a
            // focused item also keeps Radix's focus scope from focusing the menu instead
            if (!menu || !firstItem.current) return;
            firstItem.current = false;
            menu
              .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
              ?.focus({ preventScroll: true });
          }}
        >
          {props.children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem(props: ItemLook & { onSelect(): void; tone?: 'danger' }) {
  return (
    <DropdownMenu.Item
      className={props.tone === 'danger' ? `${s.item} ${s.danger}` : s.item}
      onSelect={props.onSelect}
      disabled={props.disabled}
    >
      {props.icon ? <span className={s.icon}>{props.icon}</span> : null}
      {props.children}
    </DropdownMenu.Item>
  );
}

/** A menu item that navigates: an in-app path goes through the router, `external` opens a new tab. */
export function MenuLink(props: ItemLook & { to: string; external?: boolean }) {
  return (
    <DropdownMenu.Item asChild className={s.item} disabled={props.disabled}>
      {props.external ? (
        <a href={props.to} target="_blank" rel="noopener noreferrer nofollow">
          {props.icon ? <span className={s.icon}>{props.icon}</span> : null}
          {props.children}
        </a>
      ) : (
        <Link to={props.to} prefetch="intent">
          {props.icon ? <span className={s.icon}>{props.icon}</span> : null}
          {props.children}
        </Link>
      )}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={s.separator} />;
}

/** A heading inside the menu (not focusable), e.g. "Sort by" or the signed-in person. */
export function MenuLabel(props: { children: ReactNode }) {
  return <DropdownMenu.Label className={s.label}>{props.children}</DropdownMenu.Label>;
}

export function MenuCheckboxItem(
  props: ItemLook & { checked: boolean; onCheckedChange(checked: boolean): void },
) {
  return (
    <DropdownMenu.CheckboxItem
      className={`${s.item} ${s.choice}`}
      checked={props.checked}
      onCheckedChange={props.onCheckedChange}
      disabled={props.disabled}
    >
      <Indicator />
      {props.children}
    </DropdownMenu.CheckboxItem>
  );
}

/** One choice among several (theme, sort order): each MenuRadioItem inside is a value. */
export function MenuRadioGroup(props: {
  value: string;
  onValueChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.RadioGroup value={props.value} onValueChange={props.onValueChange}>
      {props.children}
    </DropdownMenu.RadioGroup>
  );
}

export function MenuRadioItem(props: ItemLook & { value: string }) {
  return (
    <DropdownMenu.RadioItem
      className={`${s.item} ${s.choice}`}
      value={props.value}
      disabled={props.disabled}
    >
      <Indicator />
      {props.children}
    </DropdownMenu.RadioItem>
  );
}

function Indicator() {
  return (
    <span className={s.indicator}>
      <DropdownMenu.ItemIndicator>
        <Icon name="check" size={16} />
      </DropdownMenu.ItemIndicator>
    </span>
  );
}
