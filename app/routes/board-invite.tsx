import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { messageOf } from '../features/boards';
import { loadInvitePage } from '../features/boards/collaborators/collaborators.server';
import { text } from '../lib/i18n.server';
import type { LoaderFailure } from '../lib/loader.server';
import { postResource } from '../lib/resource';
import { fallbackTitle, siteTitle } from '../lib/site-name';
import { ErrorPage } from '../shell/ErrorPage';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { Avatar } from '../ui/Avatar';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { useT } from '../ui/i18n';
import type { Route } from './+types/board-invite';
import s from './collaboration.module.css';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadInvitePage(context, params.code);
  return { ...data, title: text(context, 'boards.join.title', { name: data.board.name }) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  return [
    {
      title: loaderData ? siteTitle(loaderData.title) : fallbackTitle({ matches, error }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /board/invite/{code}/: the board a link invites to; Join or Not now (decision 006). */
export default function BoardInvite({ loaderData }: Route.ComponentProps) {
  const { board, owner, member, code, isAuth } = loaderData;
  const navigate = useNavigate();
  const t = useT();
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
      setError(messageOf(e, t('boards.failed')));
    }
  }

  return (
    <div className={s.page}>
      <section className={s.card} aria-labelledby="invite-title">
        <Avatar name={owner.fullName} src={owner.imageMediumUrl} size={64} />
        <p className={s.hint}>
          {t('boards.join.invitedBy', { name: owner.fullName, username: owner.username })}
        </p>
        <h1 id="invite-title" className={s.cardTitle}>
          {board.name}
        </h1>
        <p className={s.hint}>
          {t('boards.pins', { count: board.pinCount, n: String(board.pinCount) })}
          {board.privacy === 'secret' ? ` · ${t('boards.secretBoard')}` : ''}
        </p>
        {member ? (
          <>
            <p>{t('boards.join.already')}</p>
            <div className={s.actions}>
              <ButtonLink to={board.url} variant="primary" size="lg">
                {t('boards.join.goToBoard')}
              </ButtonLink>
            </div>
          </>
        ) : isAuth ? (
          <div className={s.actions}>
            <Button variant="primary" size="lg" onClick={join} loading={busy}>
              {t('boards.join.join')}
            </Button>
            <ButtonLink to="/" variant="secondary" size="lg">
              {t('boards.join.notNow')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <p>{t('boards.join.logInFirst')}</p>
            <div className={s.actions}>
              <ButtonLink to={loginPath(here)} variant="primary" size="lg">
                {t('shell.logIn')}
              </ButtonLink>
              <ButtonLink to={loginPath(here, '/signup')} variant="secondary" size="lg">
                {t('shell.signUp')}
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
  const t = useT();
  return (
    <RouteErrorPage
      notFound={(data) => (
        <ErrorPage
          status={404}
          title={t('boards.join.brokenTitle')}
          message={(data as LoaderFailure | undefined)?.message ?? t('boards.join.brokenText')}
        />
      )}
      doing={t('boards.join.doing')}
    />
  );
}
