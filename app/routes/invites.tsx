import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { BoardModel, UserModel } from '#domain/pins/models';
import { messageOf, PersonCell } from '../features/boards';
import { loadInvitesPage } from '../features/boards/collaborators/collaborators.server';
import { text } from '../lib/i18n.server';
import { useLiveEvent } from '../lib/live';
import { postResource } from '../lib/resource';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { useT } from '../ui/i18n';
import { useToast } from '../ui/Toast';
import type { Route } from './+types/invites';
import s from './collaboration.module.css';
import '../lib/texts/pages';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['pages'] };

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadInvitesPage(context)), title: text(context, 'header.invites') };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

const ANSWERS = [
  {
    status: 'accepted',
    label: 'pages.invites.accept',
    named: 'pages.invites.acceptLabel',
    variant: 'primary',
  },
  {
    status: 'declined',
    label: 'pages.invites.decline',
    named: 'pages.invites.declineLabel',
    variant: 'secondary',
  },
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
  const t = useT();
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
        show(t('pages.invites.joinedToast', { board: board.name }));
      } else {
        show(t('pages.invites.declinedToast', { board: inv.board.name }));
      }
    } catch (e) {
      setError(t('pages.invites.failed', { board: inv.board.name, message: messageOf(e) }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={s.page}>
      <h1 className={s.title}>{t('header.invites')}</h1>
      <p className={s.lead}>{t('pages.invites.lead')}</p>
      <FormAlert id="invites-error" message={error} />
      {joined.length > 0 ? (
        <section className={s.section} aria-labelledby="joined-title">
          <h2 id="joined-title" className={s.sectionTitle}>
            {t('pages.invites.joined')}
          </h2>
          <ul className={s.list}>
            {joined.map((b) => (
              <li key={b.id} className={s.item}>
                <PersonCell
                  avatar={{ name: b.owner.fullName, src: b.owner.imageSmallUrl }}
                  name={b.name}
                  to={b.url}
                  sub={t('pages.invites.by', { name: b.owner.fullName })}
                />
                <ButtonLink to={b.url} variant="secondary">
                  {t('pages.invites.goToBoard')}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invites.length === 0 ? (
        <p className={s.empty}>{t('pages.invites.empty')}</p>
      ) : (
        <section className={s.section} aria-labelledby="pending-title">
          <h2 id="pending-title" className={s.sectionTitle}>
            {t('pages.invites.waiting', { count: invites.length })}
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
                        {t('pages.invites.invitedYou', { name: from.fullName })}
                        {from.id !== inv.board.owner.id
                          ? t('pages.invites.owner', { name: inv.board.owner.fullName })
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
                        aria-label={t(a.named, { board: inv.board.name })}
                      >
                        {t(a.label)}
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
