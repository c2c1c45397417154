import { useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useT } from '../../../ui/i18n';
import { RichText } from '../../../ui/RichText';
import type { RendererProps } from '../types';
import { isExternal, useOwnHost } from './links';
import s from './renderers.module.css';

/**
 * Type 26 (spec 02 §5, M-260: title, body and complete text are required — the placement does
 * not mount it otherwise). 540x363 on desktop, 320x215 on a phone (M-417, M-418).
 */
export default function ModalExperience({
  experience,
  onComplete,
  onDismiss,
  preview,
}: RendererProps) {
  const t = useT();
  const d = experience.display_data;
  const navigate = useNavigate();
  const host = useOwnHost();
  const completeUrl = d.complete_button?.url;
  const dismiss = d.dismiss_button;
  function complete() {
    onComplete({ code: 1 });
    if (!completeUrl || preview) return;
    if (isExternal(completeUrl)) window.open(completeUrl, '_blank', 'noopener,noreferrer');
    else navigate(completeUrl);
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={d.title ?? ''}
      size="experience"
      footer={
        <>
          {dismiss?.hideDismissButton ? null : (
            <Button onClick={onDismiss}>{dismiss?.text || t('exp.notNow')}</Button>
          )}
          <Button variant="primary" onClick={complete}>
            {d.complete_button?.text}
          </Button>
        </>
      }
    >
      {d.image?.url ? (
        <img
          className={s.modalImage}
          src={d.image.url}
          alt={d.image.imageAlt ?? ''}
          width={d.image.width}
          height={d.image.height}
        />
      ) : null}
      <p className={s.text}>
        <RichText text={d.body ?? ''} ownHost={host} />
      </p>
    </Dialog>
  );
}
