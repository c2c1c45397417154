import { SPAM_GUIDELINES_PATH } from '#domain/sharing/offsite';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import s from './HeadsUp.module.css';

/** What the warning names: the blocked host, the server's message and the sanitized url. */
export interface HeadsUpContent {
  host: string;
  message: string;
  shown: string;
}

/** The body of the warning, shared by the modal and the /offsite/ page. */
export function HeadsUpBody(props: HeadsUpContent & { onLeave?(): void }) {
  const t = useT();
  return (
    <div className={s.body}>
      <p className={s.label}>{t('outbound.blocked')}</p>
      <p className={s.host}>{props.host}</p>
      {props.message ? <p className={s.message}>{props.message}</p> : null}
      <p className={s.url}>
        <span className="visually-hidden">{t('outbound.link')} </span>
        {props.shown}
      </p>
      <p>
        <Link to={SPAM_GUIDELINES_PATH} underline="always" onClick={props.onLeave}>
          {t('outbound.learnMore')}
        </Link>
      </p>
    </div>
  );
}

/**
 * spec 01 §2, §8 (P-052 … P-056, P-319): the blocked-link modal, 'Heads up!', in place of the
 * navigation a blocked, suspicious or porn check stopped. A sheet on a phone.
 */
export function HeadsUpModal(
  props: HeadsUpContent & { open: boolean; onClose(): void; mobile: boolean },
) {
  const t = useT();
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={t('outbound.headsUp')}
      size="sm"
      mobile={props.mobile}
      footer={
        <DialogClose>
          <Button variant="primary" size="lg">
            {t('outbound.okay')}
          </Button>
        </DialogClose>
      }
    >
      <HeadsUpBody
        host={props.host}
        message={props.message}
        shown={props.shown}
        onLeave={props.onClose}
      />
    </Modal>
  );
}
