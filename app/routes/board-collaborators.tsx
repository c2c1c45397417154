import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type Collaborator,
  CollaboratorRow,
  InviteByUsername,
  InviteLinkPanel,
  messageOf,
} from '../features/boards';
import { loadCollaboratorsPage } from '../features/boards/collaborators/collaborators.server';
import { text } from '../lib/i18n.server';
import { postResource } from '../lib/resource';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { Button } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import { useToast } from '../ui/Toast';
import type { Route } from './+types/board-collaborators';
import s from './collaboration.module.css';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const data = await loadCollaboratorsPage(context, request, params.boardId);
  return { ...data, title: text(context, 'boards.people.pageTitle', { name: data.board.name }) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    { title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * M-044, M-045: the board's people. The owner invites (by username or link), edits permissions
 * and removes; a collaborator sees the list and may leave.
 */
export default function BoardCollaborators({ loaderData }: Route.ComponentProps) {
  const { board, viewerId, role, canInvite, adding } = loaderData;
  const navigate = useNavigate();
  const t = useT();
  const failed = (e: unknown) => messageOf(e, t('boards.failed'));
  const [people, setPeople] = useState<Collaborator[]>(loaderData.collaborators as Collaborator[]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const show = (text: string) => toast.show({ text });
  const isOwner = role === 'owner';

  function replace(c: Collaborator) {
    setPeople((list) => list.map((x) => (x.user.id === c.user.id ? c : x)));
  }

  async function changePermissions(c: Collaborator, next: string[]) {
    setError(null);
    setBusyId(c.user.id);
    replace({ ...c, permissions: next });
    try {
      const saved = await postResource<Collaborator>('BoardCollaboratorResource', 'update', {
        board_id: board.id,
        user_id: c.user.id,
        permissions: next,
      });
      replace({ ...c, permissions: saved.permissions });
    } catch (e) {
      replace(c);
      setError(t('boards.people.changeFailed', { name: c.user.fullName, message: failed(e) }));
    } finally {
      setBusyId(null);
    }
  }

  // spec 01 §7, §8 (P-332): the row goes at once; if the call fails the person is shown again
  async function remove(c: Collaborator) {
    setError(null);
    const index = people.findIndex((x) => x.user.id === c.user.id);
    setPeople((list) => list.filter((x) => x.user.id !== c.user.id));
    try {
      if (c.status === 'invited') {
        await postResource('BoardInviteResource', 'delete', {
          board_id: board.id,
          invited_user_id: c.user.id,
        });
        show(t('boards.people.inviteCancelled', { name: c.user.fullName }));
      } else {
        await postResource('BoardCollaboratorResource', 'delete', {
          board_id: board.id,
          field_set_key: 'boardEdit',
          invited_user_id: c.user.id,
        });
        show(t('boards.people.removed', { name: c.user.fullName, board: board.name }));
      }
    } catch (e) {
      setPeople((list) => {
        if (list.some((x) => x.user.id === c.user.id)) return list;
        const copy = [...list];
        copy.splice(Math.min(index, copy.length), 0, c);
        return copy;
      });
      setError(t('boards.people.removeFailed', { name: c.user.fullName, message: failed(e) }));
    }
  }

  async function leave() {
    setError(null);
    setBusyId(viewerId);
    try {
      await postResource('BoardCollaboratorResource', 'delete', {
        board_id: board.id,
        field_set_key: 'boardEdit',
        invited_user_id: viewerId,
      });
      navigate('/', { replace: true });
    } catch (e) {
      setBusyId(null);
      setError(t('boards.people.leaveFailed', { board: board.name, message: failed(e) }));
    }
  }

  function invited(c: Collaborator, message: string) {
    setPeople((list) => (list.some((x) => x.user.id === c.user.id) ? list : [...list, c]));
    show(message);
  }

  const members = people.filter((c) => c.status !== 'invited');
  const pending = people.filter((c) => c.status === 'invited');
  const row = (c: Collaborator) => (
    <CollaboratorRow
      key={c.user.id}
      c={c}
      viewerId={viewerId}
      viewerIsOwner={isOwner}
      busy={busyId === c.user.id}
      onPermissions={changePermissions}
      onRemove={remove}
    />
  );

  return (
    <div className={s.page}>
      <p className={s.crumb}>
        <Link to={board.url}>{board.name}</Link>
      </p>
      <h1 className={s.title}>
        {adding ? t('boards.people.inviteTitle') : t('boards.collaborators')}
      </h1>
      <p className={s.lead}>
        {isOwner
          ? t('boards.people.ownerLead')
          : t('boards.people.memberLead', { board: board.name, name: board.owner.fullName })}
      </p>

      {canInvite ? (
        <section className={s.section} aria-labelledby="invite-title">
          <h2 id="invite-title" className={s.sectionTitle}>
            {t('boards.people.invitePeople')}
          </h2>
          <InviteByUsername boardId={board.id} autoFocus={adding} onInvited={invited} />
          <InviteLinkPanel boardId={board.id} onToast={show} />
        </section>
      ) : null}

      <FormAlert id="collaborators-error" message={error} />

      <section className={s.section} aria-labelledby="members-title">
        <h2 id="members-title" className={s.sectionTitle}>
          {t('boards.people.onBoard', { count: members.length })}
        </h2>
        <ul className={s.list}>{members.map(row)}</ul>
      </section>

      {pending.length > 0 ? (
        <section className={s.section} aria-labelledby="pending-title">
          <h2 id="pending-title" className={s.sectionTitle}>
            {t('boards.people.waiting', { count: pending.length })}
          </h2>
          <ul className={s.list}>{pending.map(row)}</ul>
        </section>
      ) : null}

      {role === 'collaborator' ? (
        <div className={s.actions}>
          <Button variant="danger" onClick={leave} loading={busyId === viewerId}>
            {t('boards.people.leave')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage
      notFound={{
        title: t('boards.people.notFoundTitle'),
        message: t('boards.people.notFoundText'),
      }}
      doing={t('boards.people.doing')}
    />
  );
}
