import { useState } from 'react';
import { profilePath } from '#domain/catalogue/routes';
import { MAX_RECIPIENTS } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { copyText } from '../../lib/clipboard';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { createShareLink } from '../sharing';
import { errorText } from './error-text';
import edu from './InboxStartViews.module.css';
import s from './Messages.module.css';
import { RecipientPicker } from './RecipientPicker';

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
  return (
    <div className={s.newForm}>
      <p className={s.muted}>
        {`Choose up to ${MAX_RECIPIENTS} people. Someone who doesn't follow you gets a message request.`}
      </p>
      <RecipientPicker chosen={props.chosen} onChange={props.onChange} />
      <div className={s.formActions}>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button variant="primary" disabled={props.chosen.length === 0} onClick={props.onNext}>
          Next
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
  const [busy, setBusy] = useState(false);

  async function invite() {
    setBusy(true);
    try {
      const link = await createShareLink(profilePath(viewer.username ?? ''), 'copy_link');
      const copied = await copyText(link);
      toast.show(
        copied
          ? { text: 'Invite link copied. Send it to a friend to bring them to Tessera.' }
          : { text: `Your invite link: ${link}`, tone: 'error' },
      );
    } catch (e) {
      toast.show({ text: errorText(e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`${s.requestBanner} ${edu.text}`}>
      <h3 className={edu.educationTitle}>Message the people you know</h3>
      <p>
        Send Pins and messages to people you follow and people who follow you. Anyone else gets a
        message request first, which they can accept or decline.
      </p>
      <p>Not everyone is on Tessera yet: invite a friend with a link to your profile.</p>
      <div className={edu.educationActions}>
        <Button variant="primary" iconStart="pencil" fullWidth onClick={props.onNewMessage}>
          Write a message
        </Button>
        <Button variant="secondary" loading={busy} iconStart="user-plus" fullWidth onClick={invite}>
          Invite a friend
        </Button>
      </div>
    </div>
  );
}
