import { useState } from 'react';
import type { BoardModel, UserModel } from '#domain/models';
import { messageOf } from '../features/boards';
import { loadInvitesPage } from '../features/boards/collaborators/collaborators.server';
import { postResource } from '../lib/resource';
import { Avatar } from '../ui/Avatar';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { Link } from '../ui/Link';
import { useToast } from '../ui/Toast';
import type { Route } from './+types/invites';
import s from './collaboration.module.css';

export function loader({ context }: Route.LoaderArgs) {
  return loadInvitesPage(context);
}

export function meta() {
  return [{ title: 'Invites | Tessera' }, { name: 'robots', content: 'noindex' }];
}

interface Invite {
  board: BoardModel;
  invitedBy: UserModel | null;
}

/** /invites/: the board invites waiting for the viewer's answer (decision 006). */
export default function Invites({ loaderData }: Route.ComponentProps) {
  const [invites, setInvites] = useState<Invite[]>(loaderData.invites);
  const [joined, setJoined] = useState<BoardModel[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const show = (text: string) => toast.show({ text });

  async function answer(inv: Invite, status: 'accepted' | 'declined') {
    setBusy(inv.board.id);
    setError(null);
    try {
      const { board } = await postResource<{ board: BoardModel }>('BoardInviteResource', 'update', {
        board_id: inv.board.id,
        status,
      });
      setInvites((list) => list.filter((x) => x.board.id !== inv.board.id));
      if (status === 'accepted') {
        setJoined((list) => [...list, board]);
        show(`You joined ${board.name}.`);
      } else {
        show(`Invite to ${inv.board.name} declined.`);
      }
    } catch (e) {
      setError(`Couldn't answer the invite to ${inv.board.name}. ${messageOf(e)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={s.page}>
      <h1 className={s.title}>Invites</h1>
      <p className={s.lead}>Boards people have invited you to collaborate on.</p>
      <FormAlert id="invites-error" message={error} />
      {joined.length > 0 ? (
        <section className={s.section} aria-labelledby="joined-title">
          <h2 id="joined-title" className={s.sectionTitle}>
            Joined
          </h2>
          <ul className={s.list}>
            {joined.map((b) => (
              <li key={b.id} className={s.item}>
                <Avatar name={b.owner.fullName} src={b.owner.imageSmallUrl} size={48} />
                <span className={s.who}>
                  <Link to={b.url} className={s.name} underline="hover">
                    {b.name}
                  </Link>
                  <span className={s.byline}>by {b.owner.fullName}</span>
                </span>
                <ButtonLink to={b.url} variant="secondary">
                  Go to board
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invites.length === 0 ? (
        <p className={s.empty}>
          No invites right now. When someone invites you to a board, it shows up here.
        </p>
      ) : (
        <section className={s.section} aria-labelledby="pending-title">
          <h2 id="pending-title" className={s.sectionTitle}>
            Waiting for your answer ({invites.length})
          </h2>
          <ul className={s.list}>
            {invites.map((inv) => {
              const from = inv.invitedBy ?? inv.board.owner;
              return (
                <li key={inv.board.id} className={s.item}>
                  <Avatar name={from.fullName} src={from.imageSmallUrl} size={48} />
                  <span className={s.who}>
                    <span className={s.name}>{inv.board.name}</span>
                    <span className={s.byline}>
                      {from.fullName} invited you
                      {from.id !== inv.board.owner.id ? ` · owner ${inv.board.owner.fullName}` : ''}
                    </span>
                  </span>
                  <div className={s.itemActions}>
                    <Button
                      variant="primary"
                      loading={busy === inv.board.id}
                      onClick={() => answer(inv, 'accepted')}
                      aria-label={`Accept the invite to ${inv.board.name}`}
                    >
                      Accept
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={busy === inv.board.id}
                      onClick={() => answer(inv, 'declined')}
                      aria-label={`Decline the invite to ${inv.board.name}`}
                    >
                      Decline
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
