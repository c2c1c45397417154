import { useEffect, useId, useState } from 'react';
import { type CookieConsent, REJECT_ALL } from '#domain/consent/consent';
import { useInstance } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
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
  const t = useT();
  const { name } = useInstance();
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
      title={t('consent.settingsTitle')}
      description={t('consent.settingsLead', { name })}
      closeOnOutsideClick={!busy}
      footer={
        <>
          <DialogClose>
            <Button disabled={busy}>{t('ui.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} variant="primary" loading={busy}>
            {t('consent.save')}
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
