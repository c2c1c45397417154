import { useId } from 'react';
import {
  BOARD_ACTION_LABELS,
  BOARD_ACTIONS,
  type BoardAction,
} from '#domain/boards/board-permissions';
import { profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import s from './Collaborators.module.css';
import { PersonCell } from './PersonCell';

export interface Collaborator {
  user: UserModel;
  permissions: string[];
  status: 'invited' | 'accepted' | 'declined';
  role: 'owner' | 'collaborator';
}

function badgeOf(c: Collaborator): string {
  if (c.role === 'owner') return 'Owner';
  return c.status === 'invited' ? 'Invited' : 'Collaborator';
}

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
        name={`${c.user.fullName}${isMe ? ' (you)' : ''}`}
        nameId={`${id}-name`}
        to={profilePath(c.user.username)}
        sub={`@${c.user.username}`}
      />
      <span className={s.badge}>{badgeOf(c)}</span>
      {editable ? (
        <fieldset className={s.perms} disabled={busy}>
          <legend>What {c.user.fullName} can do</legend>
          {BOARD_ACTIONS.map((a) => (
            <Checkbox
              key={a}
              label={BOARD_ACTION_LABELS[a]}
              checked={c.permissions.includes(a)}
              onCheckedChange={(on) => toggle(a, on)}
            />
          ))}
        </fieldset>
      ) : c.role === 'collaborator' && isMe ? (
        <p className={s.permText}>
          You can:{' '}
          {c.permissions.length
            ? c.permissions
                .map((p) => BOARD_ACTION_LABELS[p as BoardAction]?.toLowerCase() ?? p)
                .join(', ')
            : 'view this board'}
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
                ? `Cancel invite of ${c.user.fullName}`
                : `Remove ${c.user.fullName} from this board`
            }
          >
            {c.status === 'invited' ? 'Cancel invite' : 'Remove'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
