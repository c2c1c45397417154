import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { BoardModel, UserModel } from '#domain/pins/models';
import { messageOf, PersonCell } from '../features/boards';
import { loadInvitesPage } from '../features/boards/collaborators/collaborators.server';
import { useLiveEvent } from '../lib/live';
import { postResource } from '../lib/resource';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { useToast } from '../ui/Toast';
import type { Route } from './+types/invites';
import s from './collaboration.module.css';

export function loader({ context }: Route.LoaderArgs) {
  return loadInvitesPage(context);
}

export function meta() {
  return [{ title: siteTitle('Invites') }, { name: 'robots', content: 'noindex' }];
}

const ANSWERS = [
  { status: 'accepted', label: 'Accept', variant: 'primary' },
  { status: 'declined', label: 'Decline', variant: 'secondary' },
] as const;

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
  // an invitation arriving, answered on another page or withdrawn shows here as in the header
  const revalidator = useRevalidator();
  useLiveEvent(['notification', 'resync'], () => void revalidator.revalidate());
  useEffect(() => setInvites(loaderData.invites), [loaderData.invites]);

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
                <PersonCell
                  avatar={{ name: b.owner.fullName, src: b.owner.imageSmallUrl }}
                  name={b.name}
                  to={b.url}
                  sub={`by ${b.owner.fullName}`}
                />
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
                  <PersonCell
                    avatar={{ name: from.fullName, src: from.imageSmallUrl }}
                    name={inv.board.name}
                    sub={
                      <>
                        {from.fullName} invited you
                        {from.id !== inv.board.owner.id
                          ? ` · owner ${inv.board.owner.fullName}`
                          : ''}
                      </>
                    }
                  />
                  <div className={s.itemActions}>
                    {ANSWERS.map((a) => (
                      <Button
                        key={a.status}
                        variant={a.variant}
                        // the chosen answer spins; the other one only waits
                        loading={a.status === 'accepted' && busy === inv.board.id}
                        disabled={a.status === 'declined' && busy === inv.board.id}
                        onClick={() => answer(inv, a.status)}
                        aria-label={`${a.label} the invite to ${inv.board.name}`}
                      >
                        {a.label}
                      </Button>
                    ))}
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
