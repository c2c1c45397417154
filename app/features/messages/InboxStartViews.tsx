import { useState } from 'react';
import { profilePath } from '#domain/catalogue/routes';
import { MAX_RECIPIENTS } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { copyText } from '../../lib/clipboard';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { createShareLink } from '../sharing';
import edu from './InboxStartViews.module.css';
import s from './Messages.module.css';
import { RecipientPicker } from './RecipientPicker';
import { errorText } from './titles';
import '../../lib/texts/messages';

/**
 * Spec 01 §2 newMessageSelectRecipientsView: the inbox's first step of a new message, choosing
 * up to ten people (by name or username); Next goes on to writing it (newMessageView).
 */
export function SelectRecipientsView(props: {
  chosen: UserModel[];
  onChange(next: UserModel[]): void;
  onNext(): void;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <div className={s.newForm}>
      <p className={s.muted}>{t('messages.chooseUpTo', { max: MAX_RECIPIENTS })}</p>
      <RecipientPicker chosen={props.chosen} onChange={props.onChange} />
      <div className={s.formActions}>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('ui.cancel')}
        </Button>
        <Button variant="primary" disabled={props.chosen.length === 0} onClick={props.onNext}>
          {t('messages.next')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec 01 §2 followInviteEducationView: how messaging works, for someone with no conversation
 * yet, with the two ways in: writing a message, or a link that invites a friend to Tessera (an
 * invite to the viewer's profile, copied to share anywhere).
 */
export function FollowInviteEducationView(props: { onNewMessage(): void }) {
  const viewer = useViewer();
  const toast = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function invite() {
    setBusy(true);
    try {
      const link = await createShareLink(profilePath(viewer.username ?? ''), 'copy_link');
      const copied = await copyText(link);
      toast.show(
        copied
          ? { text: t('messages.inviteCopied') }
          : { text: t('messages.inviteLink', { link }), tone: 'error' },
      );
    } catch (e) {
      toast.show({ text: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`${s.requestBanner} ${edu.text}`}>
      <h3 className={edu.educationTitle}>{t('messages.eduTitle')}</h3>
      <p>{t('messages.eduText')}</p>
      <p>{t('messages.eduInvite')}</p>
      <div className={edu.educationActions}>
        <Button variant="primary" iconStart="pencil" fullWidth onClick={props.onNewMessage}>
          {t('messages.write')}
        </Button>
        <Button variant="secondary" loading={busy} iconStart="user-plus" fullWidth onClick={invite}>
          {t('messages.inviteFriend')}
        </Button>
      </div>
    </div>
  );
}
