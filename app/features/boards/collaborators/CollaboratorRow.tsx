import { useId } from 'react';
import { BOARD_ACTIONS, type BoardAction } from '#domain/boards/board-permissions';
import { profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { type Translate, useT } from '../../../ui/i18n';
import s from './Collaborators.module.css';
import { PersonCell } from './PersonCell';
import '../../../lib/texts/boards';

export interface Collaborator {
  user: UserModel;
  permissions: string[];
  status: 'invited' | 'accepted' | 'declined';
  role: 'owner' | 'collaborator';
}

function badgeOf(c: Collaborator, t: Translate): string {
  if (c.role === 'owner') return t('boards.people.owner');
  return t(c.status === 'invited' ? 'boards.people.invited' : 'boards.people.collaborator');
}

const isAction = (p: string): p is BoardAction => (BOARD_ACTIONS as readonly string[]).includes(p);

/** One person on the collaborators page: who, their role, and what the viewer may change. */
export function CollaboratorRow({
  c,
  viewerId,
  viewerIsOwner,
  busy,
  onPermissions,
  onRemove,
}: {
  c: Collaborator;
  viewerId: string;
  viewerIsOwner: boolean;
  busy: boolean;
  onPermissions(c: Collaborator, next: string[]): void;
  onRemove(c: Collaborator): void;
}) {
  const id = useId();
  const t = useT();
  const isMe = c.user.id === viewerId;
  const editable = viewerIsOwner && c.role === 'collaborator';
  const toggle = (a: BoardAction, on: boolean) => {
    const set = new Set(c.permissions);
    if (on) set.add(a);
    else set.delete(a);
    onPermissions(
      c,
      BOARD_ACTIONS.filter((x) => set.has(x)),
    );
  };
  return (
    <li className={s.row} aria-labelledby={`${id}-name`}>
      <PersonCell
        avatar={{ name: c.user.fullName, src: c.user.imageSmallUrl }}
        name={isMe ? t('boards.people.you', { name: c.user.fullName }) : c.user.fullName}
        nameId={`${id}-name`}
        to={profilePath(c.user.username)}
        sub={`@${c.user.username}`}
      />
      <span className={s.badge}>{badgeOf(c, t)}</span>
      {editable ? (
        <fieldset className={s.perms} disabled={busy}>
          <legend>{t('boards.people.whatCan', { name: c.user.fullName })}</legend>
          {BOARD_ACTIONS.map((a) => (
            <Checkbox
              key={a}
              label={t(`boards.can.${a}`)}
              checked={c.permissions.includes(a)}
              onCheckedChange={(on) => toggle(a, on)}
            />
          ))}
        </fieldset>
      ) : c.role === 'collaborator' && isMe ? (
        <p className={s.permText}>
          {t('boards.people.youCan', {
            list: c.permissions.length
              ? c.permissions.map((p) => (isAction(p) ? t(`boards.may.${p}`) : p)).join(', ')
              : t('boards.people.viewOnly'),
          })}
        </p>
      ) : null}
      {editable ? (
        <div className={s.rowActions}>
          <Button
            variant="danger"
            size="sm"
            onClick={() => onRemove(c)}
            disabled={busy}
            aria-label={
              c.status === 'invited'
                ? t('boards.people.cancelInviteOf', { name: c.user.fullName })
                : t('boards.people.removeFrom', { name: c.user.fullName })
            }
          >
            {c.status === 'invited' ? t('boards.people.cancelInvite') : t('boards.remove')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
