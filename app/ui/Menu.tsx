import { DropdownMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import f from './Flyout.module.css';
import { Icon } from './Icon';
import s from './Menu.module.css';

export interface MenuProps {
  /**
   * the trigger's accessible name, which also names the menu; a trigger that carries its own
   * aria-label keeps it, and one with visible text should be given the same words
   */
  label: string;
  /** the control that opens it, rendered as is */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** a modal menu blocks the page behind it; menus here are not, like the header's */
  modal?: boolean;
}

/** A dropdown menu: arrow keys, Home/End and typeahead move through it, Escape closes it. */
export function Menu(props: MenuProps) {
  return (
    <DropdownMenu.Root
      open={props.open}
      onOpenChange={props.onOpenChange}
      modal={props.modal ?? false}
    >
      <DropdownMenu.Trigger asChild aria-label={props.label}>
        {props.trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`${f.flyout} ${s.menu}`}
          side={props.side ?? 'bottom'}
          align={props.align ?? 'start'}
          sideOffset={8}
          collisionPadding={8}
        >
          {props.children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface ItemLook {
  /** an icon or avatar before the text */
  icon?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
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
