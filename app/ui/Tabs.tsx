import { Tabs as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import s from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** names the tab list for screen readers ("Profile sections") */
  label: string;
  items: readonly TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** "manual": arrows move focus and Enter or Space chooses, for panels that are slow to show */
  activation?: 'automatic' | 'manual';
  align?: 'start' | 'center';
}

/**
 * Views of one page, one shown at a time. Radix Tabs: a labelled tablist, arrow keys, Home and
 * End, each panel tied to its tab. Without scripts the first (or default) panel shows.
 */
export function Tabs(props: TabsProps) {
  const first = props.items.find((i) => !i.disabled)?.value;
  return (
    <Primitive.Root
      className={s.tabs}
      defaultValue={props.value === undefined ? (props.defaultValue ?? first) : undefined}
      value={props.value}
      onValueChange={props.onValueChange}
      activationMode={props.activation ?? 'automatic'}
    >
      <Primitive.List
        aria-label={props.label}
        className={props.align === 'center' ? `${s.list} ${s.center}` : s.list}
      >
        {props.items.map((item) => (
          <Primitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={s.tab}
          >
            {item.label}
          </Primitive.Trigger>
        ))}
      </Primitive.List>
      {props.items.map((item) => (
        <Primitive.Content key={item.value} value={item.value} className={s.panel}>
          {item.content}
        </Primitive.Content>
      ))}
    </Primitive.Root>
  );
}
