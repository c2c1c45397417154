import { useEffect, useId, useState } from 'react';
import { type CookieConsent, REJECT_ALL } from '#domain/consent/consent';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import { CookieSwitches } from './CookieSwitches';
import { useSaveConsent } from './use-save-consent';

/**
 * spec 02 §2 Cookie settings modal (M-014, M-230): the three switches and Save. Opens with the
 * person's current choice, or everything off when they have not chosen (nothing optional runs
 * before they say so). A Dialog on desktop, a sheet on a phone or tablet.
 */
export function CookieSettingsModal(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: CookieConsent | null;
  mobile: boolean;
  /** after the choice is saved (the toast is already on its way) */
  onSaved(): void;
}) {
  const id = useId();
  const [value, setValue] = useState<CookieConsent>(props.current ?? REJECT_ALL);
  const { save, busy, error } = useSaveConsent();
  const { open, current } = props;
  // each opening starts from what is stored, not from switches flipped and then cancelled
  useEffect(() => {
    if (open) setValue(current ?? REJECT_ALL);
  }, [open, current]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (await save(value, 'cookie_settings_modal')) props.onSaved();
  }

  return (
    <Modal
      mobile={props.mobile}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Cookie settings"
      description="Tessera always uses the cookies it needs to work, like the one that keeps you logged in. Choose which others it may use."
      closeOnOutsideClick={!busy}
      footer={
        <>
          <DialogClose>
            <Button disabled={busy}>Cancel</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} variant="primary" loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <FormAlert id={`${id}-error`} message={error} />
        <CookieSwitches value={value} onChange={setValue} disabled={busy} />
      </form>
    </Modal>
  );
}
