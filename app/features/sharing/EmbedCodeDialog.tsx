import type { PinModel } from '#domain/pins/models';
import { pinEmbedCode } from '#domain/sharing/share';
import { copyText } from '../../lib/clipboard';
import { useOrigin } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { TextArea } from '../../ui/TextArea';
import s from './Sharing.module.css';

/**
 * Issue 13 'Get Pin embed code': the iframe that shows this pin's card on another site (the same
 * code the oEmbed answer gives), to select or copy.
 */
export function EmbedCodeDialog(props: {
  pin: PinModel;
  open: boolean;
  mobile: boolean;
  onClose(): void;
  onToast(message: string, opts?: { error?: boolean }): void;
}) {
  const origin = useOrigin();
  const t = useT();
  const { code } = pinEmbedCode(props.pin, origin);
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={t('share.embedTitle')}
      description={t('share.embedText')}
      mobile={props.mobile}
      size="md"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" size="lg">
              {t('share.close')}
            </Button>
          </DialogClose>
          <Button
            variant="primary"
            size="lg"
            iconStart="copy"
            onClick={async () => {
              const ok = await copyText(code);
              props.onToast(ok ? t('share.embedCopied') : t('share.embedFailed'), {
                error: !ok,
              });
              if (ok) props.onClose();
            }}
          >
            {t('share.copyCode')}
          </Button>
        </>
      }
    >
      <div className={s.code}>
        <TextArea name="embed-code" label={t('share.embedCode')} value={code} readOnly rows={5} />
        <p className={s.preview}>{t('share.embedNote')}</p>
      </div>
    </Modal>
  );
}
