import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import s from './Dialog.module.css';
import { IconButton } from './IconButton';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** the control that opens it (rendered as is, so it keeps its own name and look) */
  trigger?: ReactElement;
  /** every dialog is labelled: this is its accessible name */
  title: string;
  /** a title for screen readers only, when the body shows its own heading (e.g. an image) */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** the actions row at the bottom (Cancel, Create ...) */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** a click on the mask closes it unless false (e.g. while a form is being sent) */
  closeOnOutsideClick?: boolean;
  /**
   * a confirmation that interrupts (delete for good): role alertdialog, and a stray click on the
   * mask does not close it unless closeOnOutsideClick says so
   */
  alert?: boolean;
  /** focused on open instead of the first focusable control */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The desktop modal: one look for every dialog. Radix traps focus inside, returns it to the
 * trigger on close, closes on Escape and hides the rest of the page from assistive technology.
 */
export function Dialog(props: DialogProps) {
  return (
    <RadixDialog.Root
      open={props.open}
      defaultOpen={props.defaultOpen}
      onOpenChange={props.onOpenChange}
    >
      {props.trigger ? <RadixDialog.Trigger asChild>{props.trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.mask} />
        <DialogContent {...props} className={`${s.dialog} ${s[props.size ?? 'md']}`} />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The modal box of Dialog and Sheet: its role, what a click on the mask does, where focus goes
 * on open, and the frame inside. Each passes its own look (and the sheet its variant).
 */
export function DialogContent(
  props: Omit<DialogProps, 'size'> & { className: string; variant?: string; compact?: boolean },
) {
  return (
    <RadixDialog.Content
      className={props.className}
      data-variant={props.variant}
      // without a description Radix warns unless told there is none
      {...(props.description ? {} : { 'aria-describedby': undefined })}
      role={props.alert ? 'alertdialog' : 'dialog'}
      onPointerDownOutside={(e) => {
        if (!(props.closeOnOutsideClick ?? !props.alert)) e.preventDefault();
      }}
      onOpenAutoFocus={(e) => {
        if (props.initialFocus?.current) {
          e.preventDefault();
          props.initialFocus.current.focus();
        }
      }}
    >
      <DialogFrame {...props} />
    </RadixDialog.Content>
  );
}

/** Title, description, body and footer: shared by Dialog and Sheet so both read the same. */
function DialogFrame(props: {
  title: string;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** the smaller title of a phone's sheet */
  compact?: boolean;
}) {
  const titleClass = props.compact ? `${s.title} ${s.compact}` : s.title;
  return (
    <>
      <div className={s.head}>
        <RadixDialog.Title className={props.hideTitle ? 'visually-hidden' : titleClass}>
          {props.title}
        </RadixDialog.Title>
        <RadixDialog.Close asChild>
          <IconButton label="Close" icon="x" variant="transparent" className={s.close} />
        </RadixDialog.Close>
      </div>
      {props.description ? (
        <RadixDialog.Description className={s.description}>
          {props.description}
        </RadixDialog.Description>
      ) : null}
      {props.children ? <div className={s.body}>{props.children}</div> : null}
      {props.footer ? <div className={s.footer}>{props.footer}</div> : null}
    </>
  );
}

/** Wraps a control (e.g. a Cancel button) so activating it closes the surrounding dialog or sheet. */
export function DialogClose(props: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{props.children}</RadixDialog.Close>;
}
