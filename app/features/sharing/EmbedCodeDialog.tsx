import type { PinModel } from '#domain/pins/models';
import { pinEmbedCode } from '#domain/sharing/share';
import { copyText } from '../../lib/clipboard';
import { useOrigin } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';
import { TextArea } from '../../ui/TextArea';
import s from './Sharing.module.css';

export const EMBED_COPIED = 'Embed code copied to clipboard!';

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
  const { code } = pinEmbedCode(props.pin, origin);
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title="Embed this Pin"
      description="Paste this code into your site's HTML to show the Pin there."
      mobile={props.mobile}
      size="md"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" size="lg">
              Close
            </Button>
          </DialogClose>
          <Button
            variant="primary"
            size="lg"
            iconStart="copy"
            onClick={async () => {
              const ok = await copyText(code);
              props.onToast(ok ? EMBED_COPIED : 'Could not copy the code.', { error: !ok });
              if (ok) props.onClose();
            }}
          >
            Copy code
          </Button>
        </>
      }
    >
      <div className={s.code}>
        <TextArea name="embed-code" label="Embed code" value={code} readOnly rows={5} />
        <p className={s.preview}>The card links back to the Pin on Tessera.</p>
      </div>
    </Modal>
  );
}
