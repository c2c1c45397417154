import { cloneElement, type ReactElement, useState } from 'react';
import s from './ActionMenu.module.css';
import { Button } from './Button';
import { Menu, MenuItem } from './Menu';
import { Sheet } from './Sheet';

export interface ActionMenuItem {
  label: string;
  onSelect(): void;
  tone?: 'danger';
}

/**
 * A list of actions behind one trigger: the dropdown Menu on desktop, a slide-up Sheet of full-
 * width buttons on a phone or tablet (issue 13: "desktop popovers, mobile sheets"). The feature
 * says which from the device class, as for Modal.
 */
export function ActionMenu(props: {
  /** names the trigger and the menu or sheet */
  label: string;
  trigger: ReactElement<{ onClick?: () => void; label?: string; 'aria-label'?: string }>;
  items: readonly ActionMenuItem[];
  mobile: boolean;
  align?: 'start' | 'center' | 'end';
  onOpenChange?(open: boolean): void;
}) {
  const [open, setOpen] = useState(false);
  const change = (o: boolean) => {
    setOpen(o);
    props.onOpenChange?.(o);
  };
  if (!props.mobile) {
    return (
      <Menu
        label={props.label}
        trigger={props.trigger}
        {...(props.align ? { align: props.align } : {})}
        onOpenChange={props.onOpenChange}
      >
        {props.items.map((item) => (
          <MenuItem
            key={item.label}
            onSelect={item.onSelect}
            {...(item.tone ? { tone: item.tone } : {})}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    );
  }
  return (
    <>
      {cloneElement(props.trigger, {
        onClick: () => change(true),
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        // a trigger that names itself (an IconButton's label) keeps its name
        ...(props.trigger.props.label || props.trigger.props['aria-label']
          ? {}
          : { 'aria-label': props.label }),
      } as Record<string, unknown>)}
      <Sheet open={open} onOpenChange={change} title={props.label} variant="slideUp">
        <ul className={s.list}>
          {props.items.map((item) => (
            <li key={item.label}>
              <Button
                variant="tertiary"
                size="lg"
                fullWidth
                align="start"
                className={item.tone === 'danger' ? s.danger : undefined}
                onClick={() => {
                  change(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
