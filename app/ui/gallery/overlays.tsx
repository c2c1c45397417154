import { useState } from 'react';
import { ActionMenu } from '../ActionMenu';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog, DialogClose } from '../Dialog';
import { IconButton } from '../IconButton';
import { LoadingLayer } from '../LoadingLayer';
import {
  Menu,
  MenuCheckboxItem,
  MenuItem,
  MenuLabel,
  MenuLink,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
} from '../Menu';
import { Modal } from '../Modal';
import { PanelButton } from '../PanelButton';
import { Popover, PopoverClose } from '../Popover';
import { SHEET_VARIANTS, Sheet, type SheetVariant } from '../Sheet';
import { TextField } from '../TextField';
import { ToastProvider, useToast } from '../Toast';
import { Tooltip } from '../Tooltip';
import type { GalleryEntry } from './types';

function DialogDemo() {
  return (
    <>
      <Dialog
        title="Create board"
        trigger={<Button>Dialog with a form</Button>}
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary" form="gallery-dialog-form">
              Create
            </Button>
          </>
        }
      >
        <form id="gallery-dialog-form" onSubmit={(e) => e.preventDefault()}>
          <TextField name="name" label="Name" placeholder='Like "Places to go"' />
        </form>
      </Dialog>
      <Dialog
        title="Delete this board?"
        description="The board and its pins are gone for good. This can't be undone."
        size="sm"
        trigger={<Button>Confirmation</Button>}
        footer={
          <DialogClose>
            <Button>Cancel</Button>
          </DialogClose>
        }
      />
    </>
  );
}

function ConfirmDialogDemo() {
  const [open, setOpen] = useState<'works' | 'fails' | null>(null);
  return (
    <>
      <Button onClick={() => setOpen('works')}>Delete a board</Button>
      <Button onClick={() => setOpen('fails')}>Delete, and it fails</Button>
      <ConfirmDialog
        mobile={false}
        open={open !== null}
        onOpenChange={() => setOpen(null)}
        title="Delete this board?"
        description="The board and its pins are gone for good. This can't be undone."
        confirmLabel="Delete forever"
        onConfirm={() =>
          new Promise<string | null>((done) =>
            setTimeout(() => {
              if (open === 'fails') return done("The board couldn't be deleted. Try again.");
              setOpen(null);
              done(null);
            }, 800),
          )
        }
      />
    </>
  );
}

function SheetDemo() {
  const [variant, setVariant] = useState<SheetVariant | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <>
      {SHEET_VARIANTS.map((v) => (
        <Button key={v} onClick={() => setVariant(v)}>
          {v}
        </Button>
      ))}
      <Sheet
        open={variant !== null}
        onOpenChange={(o) => {
          if (!o) setVariant(null);
        }}
        variant={variant ?? undefined}
        title={`A ${variant ?? ''} sheet`}
        description="Tap the mask or Close to dismiss it."
        onOpen={() => setEvents((e) => [...e.slice(-3), 'tracking paused'])}
        onClose={() => setEvents((e) => [...e.slice(-3), 'tracking resumed'])}
        footer={
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        }
      >
        <p>The page behind does not scroll while this is open.</p>
      </Sheet>
      <output aria-label="Sheet events">{events.join(' · ')}</output>
    </>
  );
}

function ModalDemo() {
  const [mobile, setMobile] = useState(false);
  return (
    <>
      <Checkbox label="Mobile" checked={mobile} onCheckedChange={setMobile} />
      <Modal
        mobile={mobile}
        sheetVariant="fullpage"
        title="Edit board"
        trigger={<Button>Open modal</Button>}
      >
        <p>{mobile ? 'A full-page sheet on mobile.' : 'A dialog on desktop.'}</p>
      </Modal>
    </>
  );
}

function ActionMenuDemo() {
  const [mobile, setMobile] = useState(false);
  const [last, setLast] = useState('');
  return (
    <>
      <Checkbox label="Mobile" checked={mobile} onCheckedChange={setMobile} />
      <ActionMenu
        label="More options"
        mobile={mobile}
        trigger={<IconButton label="More options" icon="ellipsis" />}
        items={[
          { label: 'Download image', onSelect: () => setLast('Download image') },
          { label: 'Copy link', onSelect: () => setLast('Copy link') },
          { label: 'Report Pin', onSelect: () => setLast('Report Pin'), tone: 'danger' },
        ]}
      />
      <output aria-label="Last action">{last}</output>
    </>
  );
}

function PanelButtonDemo() {
  const [desktop, setDesktop] = useState(true);
  return (
    <>
      <Checkbox label="Desktop" checked={desktop} onCheckedChange={setDesktop} />
      <PanelButton
        icon="bell"
        label="Notifications"
        title="Notifications"
        loadingLabel="Loading notifications"
        count={3}
        desktop={desktop}
      >
        {(close) => (
          <div style={{ padding: 16 }}>
            <p>The panel: a popover on desktop, a sheet on a phone.</p>
            <Button onClick={close}>Close</Button>
          </div>
        )}
      </PanelButton>
    </>
  );
}

function PopoverDemo() {
  return (
    <Popover label="Share Menu" trigger={<Button>Share</Button>}>
      <p>Send this pin to a friend or copy its link.</p>
      <PopoverClose>
        <Button>Copy link</Button>
      </PopoverClose>
    </Popover>
  );
}

function MenuDemo() {
  const [theme, setTheme] = useState('system');
  const [compact, setCompact] = useState(false);
  const [last, setLast] = useState('');
  return (
    <>
      <Menu label="Board options" trigger={<Button>Board options</Button>}>
        <MenuLabel>Board</MenuLabel>
        <MenuItem onSelect={() => setLast('Edit board')}>Edit board</MenuItem>
        <MenuItem onSelect={() => setLast('Share')}>Share</MenuItem>
        <MenuLink to="/_dev/ui#ui-Menu">A link item</MenuLink>
        <MenuItem tone="danger" onSelect={() => setLast('Delete')}>
          Delete board
        </MenuItem>
        <MenuSeparator />
        <MenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
          Compact grid
        </MenuCheckboxItem>
        <MenuSeparator />
        <MenuLabel>Theme</MenuLabel>
        <MenuRadioGroup value={theme} onValueChange={setTheme}>
          <MenuRadioItem value="system">System</MenuRadioItem>
          <MenuRadioItem value="light">Light</MenuRadioItem>
          <MenuRadioItem value="dark">Dark</MenuRadioItem>
        </MenuRadioGroup>
      </Menu>
      <output aria-label="Last menu choice">
        {last ? `chose ${last}; ` : ''}theme {theme}
      </output>
    </>
  );
}

function ToastButtons() {
  const { show } = useToast();
  return (
    <>
      <Button onClick={() => show({ text: 'Link copied to clipboard!' })}>Toast</Button>
      <Button
        onClick={() => show({ text: 'Pin deleted', action: { label: 'Undo', onClick: () => {} } })}
      >
        With an action
      </Button>
      <Button
        onClick={() =>
          show({ text: 'Saved to Recipes', action: { label: 'View', href: '/_dev/ui' } })
        }
      >
        With a link
      </Button>
      <Button
        onClick={() =>
          show({ text: 'Could not download the image. Try again.', tone: 'error', duration: 5000 })
        }
      >
        Error, 5000 ms
      </Button>
    </>
  );
}

function LoadingLayerDemo() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setShown(true);
          setTimeout(() => setShown(false), 2000);
        }}
      >
        Show for 2 seconds
      </Button>
      {shown ? <LoadingLayer label="Opening the dialog" /> : null}
    </>
  );
}

export const overlaysEntries: GalleryEntry[] = [
  {
    name: 'Dialog',
    summary:
      'The desktop modal: a required title, optional description, body and footer; Close, Escape and the mask close it; focus stays inside and returns. Its Radix half loads when it first opens.',
    render: () => <DialogDemo />,
  },
  {
    name: 'ConfirmDialog',
    summary:
      'The question before something that cannot be undone: an alert dialog (a sheet on a phone) with Cancel and the action in the danger style; the action is busy while it runs, and a failure is read out in the dialog, which stays open to try again.',
    render: () => <ConfirmDialogDemo />,
  },
  {
    name: 'Sheet',
    summary:
      'The mobile modal (spec 02): fullpage, fullscreen, tablet, footer and slide-up; locks scrolling unless allowScroll; a tap on the mask closes it unless closeOnOutsideClick is false.',
    render: () => <SheetDemo />,
  },
  {
    name: 'Modal',
    summary:
      'A Dialog on desktop, a Sheet on mobile: the feature says which from the device class.',
    render: () => <ModalDemo />,
  },
  {
    name: 'Popover',
    summary:
      'A labelled flyout against its trigger; Escape and a click outside close it. Radix loads on the first hover, focus or click of the trigger.',
    render: () => <PopoverDemo />,
  },
  {
    name: 'Menu',
    summary:
      'A dropdown of actions, links and choices (checkbox, radio) with a required trigger label; arrow keys, Home, End and typeahead. Radix loads on the first hover, focus, press or Enter/Space/ArrowDown of the trigger.',
    render: () => <MenuDemo />,
  },
  {
    name: 'ActionMenu',
    summary:
      'Actions behind one trigger: the dropdown Menu on desktop, a slide-up Sheet of full-width buttons on a phone or tablet; the feature says which.',
    render: () => <ActionMenuDemo />,
  },
  {
    name: 'PanelButton',
    summary:
      "A header icon button with an unread count (badge, '99+' past 99, named in the label) that opens a panel: a popover on desktop, a sheet on a phone; the panel renders only while open, behind a spinner while its code loads.",
    render: () => <PanelButtonDemo />,
  },
  {
    name: 'LoadingLayer',
    summary:
      'Over the whole page while the code of a dialog the person just opened arrives (loaded on demand); a named spinner.',
    render: () => <LoadingLayerDemo />,
  },
  {
    name: 'Tooltip',
    summary:
      'A short description on hover or keyboard focus, after the one provider delay; the trigger keeps its own name. Only the trigger renders until a mouse or the keyboard reaches it; then Radix loads.',
    render: () => (
      <Tooltip text="More options">
        <IconButton label="Board options" icon="ellipsis" />
      </Tooltip>
    ),
  },
  {
    name: 'Toast',
    summary:
      'useToast().show(): hidden, visible after 100 ms, 2000 ms by default, paused while hovered, 200 ms hide; announced in a live region.',
    render: () => (
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>
    ),
  },
];
