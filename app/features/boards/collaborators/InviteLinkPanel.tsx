import { useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { postResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { useT } from '../../../ui/i18n';
import { LINK_COPIED } from '../../sharing';
import s from './Collaborators.module.css';
import { messageOf } from './message-of';
import '../../../lib/texts/boards';

interface InviteLink {
  inviteCode: string;
  inviteUrl: string;
  title: string;
}

/** spec 01 §8: copying the board's invite link says 'Link copied to clipboard!'. */

/** Invite by link: get the board's link, copy it, revoke it (decision 006). */
export function InviteLinkPanel({
  boardId,
  onToast,
}: {
  boardId: string;
  onToast(message: string): void;
}) {
  const t = useT();
  const [link, setLink] = useState<InviteLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(fn: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(messageOf(e, t('boards.failed')));
    } finally {
      setBusy(false);
    }
  }

  const copy = () =>
    run(async () => {
      const l =
        link ??
        (await postResource<InviteLink>('BoardInviteLinkResource', 'create', {
          board_id: boardId,
        }));
      setLink(l);
      if (await copyText(l.inviteUrl)) onToast(t(LINK_COPIED));
      else onToast(t('boards.link.copyBelow'));
    });

  const revoke = () =>
    run(async () => {
      await postResource('BoardInviteLinkResource', 'delete', { board_id: boardId });
      setLink(null);
      onToast(t('boards.link.turnedOff'));
    });

  return (
    <div className={s.linkPanel}>
      <h3 className={s.subTitle}>{t('boards.link.title')}</h3>
      <p className={s.hint}>{t('boards.link.lead')}</p>
      <div className={s.linkRow}>
        {link ? (
          <input
            className={s.input}
            readOnly
            value={link.inviteUrl}
            aria-label={t('boards.link.label')}
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : null}
        <Button iconStart={link ? 'copy' : 'link-2'} onClick={copy} disabled={busy}>
          {link ? t('boards.link.copy') : t('boards.link.copyInvite')}
        </Button>
        <Button variant="danger" onClick={revoke} disabled={busy}>
          {t('boards.link.turnOff')}
        </Button>
      </div>
      <p role="alert" className={s.alert}>
        {error ?? ''}
      </p>
    </div>
  );
}
