import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import s from './Dialog.module.css';
import type { DialogIntent, DialogProps, SheetProps } from './dialog-types';
import { IconButton } from './IconButton';
import { useT } from './i18n';
import { type Takeover, useTakeover } from './lazy-part';
import { useModalPresence } from './modal-presence';
import sheet from './Sheet.module.css';

/**
 * The Radix halves of the kit's Dialog and Sheet, loaded on demand (Dialog.tsx, Sheet.tsx): a
 * dialog opens on a click on its trigger or when a feature sets `open`.
 *
 * The desktop modal: one look for every dialog. Radix traps focus inside, returns it to the
 * trigger on close, closes on Escape and hides the rest of the page from assistive technology.
 */
export function LoadedDialog(props: DialogProps & { takeover: Takeover<DialogIntent> }) {
  const { open, change, control } = useTakeover<HTMLButtonElement>(props.takeover, props);
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      {props.trigger ? (
        <RadixDialog.Trigger asChild ref={control}>
          {props.trigger}
        </RadixDialog.Trigger>
      ) : null}
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
  const opener = useRef<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // M-246, M-247: impression tracking pauses behind an open modal and resumes when it closes
  useModalPresence(box);
  return (
    <RadixDialog.Content
      ref={box}
      className={props.className}
      data-variant={props.variant}
      // without a description Radix warns unless told there is none
      {...(props.description ? {} : { 'aria-describedby': undefined })}
      role={props.alert ? 'alertdialog' : 'dialog'}
      onPointerDownOutside={(e) => {
        if (!(props.closeOnOutsideClick ?? !props.alert)) e.preventDefault();
      }}
      onOpenAutoFocus={(e) => {
        // still the control that opened it: focus moves into the dialog only after this
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (props.initialFocus?.current) {
          e.preventDefault();
          props.initialFocus.current.focus();
        }
      }}
      onCloseAutoFocus={(e) => {
        // Radix returns focus to a Trigger; a dialog a feature opened (no trigger) returns it
        // to the control that was focused when it opened, e.g. the badge that asked for it
        if (props.trigger || !opener.current?.isConnected) return;
        e.preventDefault();
        opener.current.focus();
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
  const t = useT();
  return (
    <>
      <div className={s.head}>
        <RadixDialog.Title className={props.hideTitle ? 'visually-hidden' : titleClass}>
          {props.title}
        </RadixDialog.Title>
        <RadixDialog.Close asChild>
          <IconButton label={t('ui.close')} icon="x" variant="transparent" className={s.close} />
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

/**
 * The mobile modal of spec 02 (§1, §4, §5, §9). A closed sheet renders nothing (M-244); an open
 * one locks page scrolling unless allowScroll (M-245) and closes on a tap on its mask unless
 * closeOnOutsideClick is false (M-248). Focus is trapped and returned as in Dialog.
 */
export function LoadedSheet(props: SheetProps & { takeover: Takeover<DialogIntent> }) {
  const { open, change, control } = useTakeover<HTMLButtonElement>(props.takeover, props);
  useOpenCallbacks(open, props.onOpen, props.onClose);
  const variant = props.variant ?? 'slideUp';
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      {props.trigger ? (
        <RadixDialog.Trigger asChild ref={control}>
          {props.trigger}
        </RadixDialog.Trigger>
      ) : null}
      <RadixDialog.Portal>
        {/* Radix's overlay is what locks scrolling: a plain mask leaves the page scrollable */}
        {props.allowScroll ? (
          <div className={sheet.mask} aria-hidden="true" />
        ) : (
          <RadixDialog.Overlay className={sheet.mask} />
        )}
        <DialogContent
          {...props}
          className={`${sheet.sheet} ${sheet[variant]}`}
          variant={variant}
          compact={variant !== 'tablet'}
        />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** onOpen on each opening, onClose on each closing and on unmount while open. */
function useOpenCallbacks(open: boolean, onOpen?: () => void, onClose?: () => void) {
  const callbacks = useRef({ onOpen, onClose });
  callbacks.current = { onOpen, onClose };
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) callbacks.current.onOpen?.();
    else callbacks.current.onClose?.();
  }, [open]);
  useEffect(
    () => () => {
      if (wasOpen.current) callbacks.current.onClose?.();
    },
    [],
  );
}
