import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { messageOf } from '../features/boards';
import { loadInvitePage } from '../features/boards/collaborators/collaborators.server';
import type { LoaderFailure } from '../lib/loader.server';
import { postResource } from '../lib/resource';
import { siteTitle } from '../lib/site-name';
import { ErrorPage } from '../shell/ErrorPage';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { Avatar } from '../ui/Avatar';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import type { Route } from './+types/board-invite';
import s from './collaboration.module.css';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadInvitePage(context, params.code);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? siteTitle(`Join ${loaderData.board.name}`)
        : siteTitle('Invite link not valid'),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /board/invite/{code}/: the board a link invites to; Join or Not now (decision 006). */
export default function BoardInvite({ loaderData }: Route.ComponentProps) {
  const { board, owner, member, code, isAuth } = loaderData;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const here = `/board/invite/${code}/`;

  async function join() {
    setBusy(true);
    setError(null);
    try {
      const { board: joined } = await postResource<{ board: { url: string } }>(
        'BoardInviteLinkResource',
        'update',
        { invite_code: code },
      );
      navigate(joined.url);
    } catch (e) {
      setBusy(false);
      setError(messageOf(e));
    }
  }

  return (
    <div className={s.page}>
      <section className={s.card} aria-labelledby="invite-title">
        <Avatar name={owner.fullName} src={owner.imageMediumUrl} size={64} />
        <p className={s.hint}>
          {owner.fullName} (@{owner.username}) invited you to collaborate on
        </p>
        <h1 id="invite-title" className={s.cardTitle}>
          {board.name}
        </h1>
        <p className={s.hint}>
          {board.pinCount} {board.pinCount === 1 ? 'Pin' : 'Pins'}
          {board.privacy === 'secret' ? ' · Secret board' : ''}
        </p>
        {member ? (
          <>
            <p>You're already on this board.</p>
            <div className={s.actions}>
              <ButtonLink to={board.url} variant="primary" size="lg">
                Go to board
              </ButtonLink>
            </div>
          </>
        ) : isAuth ? (
          <div className={s.actions}>
            <Button variant="primary" size="lg" onClick={join} loading={busy}>
              Join
            </Button>
            <ButtonLink to="/" variant="secondary" size="lg">
              Not now
            </ButtonLink>
          </div>
        ) : (
          <>
            <p>Log in to join this board. You'll come back here afterwards.</p>
            <div className={s.actions}>
              <ButtonLink to={loginPath(here)} variant="primary" size="lg">
                Log in
              </ButtonLink>
              <ButtonLink to={loginPath(here, '/signup')} variant="secondary" size="lg">
                Sign up
              </ButtonLink>
            </div>
          </>
        )}
        <FormAlert id="invite-error" message={error} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFound={(data) => (
        <ErrorPage
          status={404}
          title="This invite link doesn't work"
          message={
            (data as LoaderFailure | undefined)?.message ??
            'This invite link doesn’t work any more. Ask the board owner for a new one.'
          }
        />
      )}
      doing="opening this invite"
    />
  );
}
