import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import { canDoBoardAction } from '#domain/pins/card-permissions';
import type { BoardModel, Page, PinModel, SectionModel } from '#domain/pins/models';
import { postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { PinGrid } from '../feed';
import { type FollowState, FollowToggle } from '../profile';
import b from './Board.module.css';
import { InviteBanner } from './collaborators/InviteBanner';
import { OrganizeMode } from './OrganizeMode';
import { SectionDialog } from './SectionDialog';
import '../../lib/texts/boards';

function PrivacyLabel({ privacy }: { privacy: BoardModel['privacy'] }) {
  const t = useT();
  if (privacy === 'public') return null;
  return (
    <span className={b.privacy}>
      <Icon name={privacy === 'secret' ? 'lock' : 'shield'} size={14} />
      {privacy === 'secret' ? t('boards.secret') : t('boards.protected')}
    </span>
  );
}

/** the values of a count's plural text */
function counted(n: number) {
  return { count: n, n: String(n) };
}

/**
 * The board page (M-047) and the section page (M-048): header with name, owner, description,
 * counts, privacy, archived notice and sections; the owner's and collaborators' actions; the
 * pin feed, or Organize mode.
 */
export function BoardView(props: {
  board: BoardModel;
  sections: SectionModel[];
  section: SectionModel | null;
  page: Page<PinModel>;
  version: string;
}) {
  const { board, sections, section, page } = props;
  const viewer = useViewer();
  const t = useT();
  const revalidator = useRevalidator();
  const [organizing, setOrganizing] = useState(false);
  const [adding, setAdding] = useState(false);
  const toast = useToast();
  const like = { ...board, ownerId: board.owner.id };
  const can = (action: string) => canDoBoardAction(viewer, like, action);
  const isOwner = viewer.isAuth && viewer.id === board.owner.id;
  const isMember = isOwner || board.collaboratedByMe;
  const canMove = can('move_pin');
  const canDelete = can('delete_pin');
  const loggedOut = !viewer.isAuth;
  const count = section ? section.pinCount : board.pinCount;
  const [follow, setFollow] = useState<FollowState>({
    following: board.followedByMe,
    followerCount: board.followerCount,
  });

  function changed(message: string) {
    toast.show({ text: message });
    revalidator.revalidate();
  }

  return (
    <>
      {viewer.isAuth && !isMember ? <InviteBanner boardId={board.id} /> : null}
      <header className={b.header}>
        {section ? (
          <p className={b.crumb}>
            <Link to={board.url} prefetch="intent">
              {board.name}
            </Link>
          </p>
        ) : null}
        <h1 className={b.title}>{section ? section.title : board.name}</h1>
        <Link
          className={b.owner}
          to={profilePath(board.owner.username, { loggedOut })}
          prefetch="intent"
        >
          <Avatar name={board.owner.fullName} src={board.owner.imageSmallUrl} size={32} />
          {board.owner.fullName}
        </Link>
        {board.description && !section ? (
          <p className={b.description}>{board.description}</p>
        ) : null}
        <p className={b.meta}>
          <span>{t('boards.pins', counted(count))}</span>
          {!section ? <span>{t('boards.followers', counted(follow.followerCount))}</span> : null}
          {!section && sections.length ? (
            <span>{t('boards.sections', counted(sections.length))}</span>
          ) : null}
          <PrivacyLabel privacy={board.privacy} />
        </p>
        {board.archived ? (
          <p className={b.archived}>
            <Icon name="archive" size={14} /> {t('boards.archivedNotice')}
          </p>
        ) : null}
        {isMember ? (
          <div className={b.actions}>
            {can('edit_board') ? (
              <ButtonLink to={`/board/${board.id}/edit`}>{t('boards.editBoard')}</ButtonLink>
            ) : null}
            {section && can('edit_section') ? (
              <ButtonLink to={`/boardsection/${section.id}/edit`}>
                {t('boards.editSection')}
              </ButtonLink>
            ) : null}
            {!section && can('create_section') ? (
              <Button onClick={() => setAdding(true)}>{t('boards.addSection')}</Button>
            ) : null}
            {canMove || canDelete || can('save_pin') ? (
              <Button
                variant={organizing ? 'primary' : 'secondary'}
                aria-pressed={organizing}
                onClick={() => setOrganizing((o) => !o)}
              >
                {t('boards.organize')}
              </Button>
            ) : null}
            <ButtonLink to={`/board/${board.id}/edit/collaborators`}>
              {t('boards.collaborators')}
            </ButtonLink>
          </div>
        ) : null}
        {!isMember && !section ? (
          <FollowToggle
            state={follow}
            onChange={setFollow}
            followingLabel={t('boards.following')}
            send={async (next) => {
              const state = await postResource<{ followedByMe: boolean; followerCount: number }>(
                'BoardFollowResource',
                next ? 'create' : 'delete',
                { board_id: Number(board.id) },
              );
              return { following: state.followedByMe, followerCount: state.followerCount };
            }}
          />
        ) : null}
        {!section && sections.length ? (
          <ul className={b.sections} aria-label={t('boards.sectionsLabel')}>
            {sections.map((sec) => (
              <li key={sec.id}>
                <Link className={b.sectionLink} to={`${board.url}${sec.slug}/`} prefetch="intent">
                  {sec.title}{' '}
                  <span className={b.sectionCount}>{t('boards.pins', counted(sec.pinCount))}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {organizing && viewer.username ? (
        <OrganizeMode
          key={props.version}
          board={board}
          section={section}
          viewerUsername={viewer.username}
          initial={page.items}
          bookmark={page.bookmark}
          canMove={canMove}
          canDelete={canDelete}
          canCreateSection={can('create_section')}
          onChanged={changed}
          onDone={() => setOrganizing(false)}
        />
      ) : (
        <PinGrid
          key={`${board.id}:${section?.id ?? ''}:${props.version}`}
          initial={page.items}
          bookmark={page.bookmark}
          source={{
            resource: 'BoardFeedResource',
            options: {
              username: board.owner.username,
              slug: board.slug,
              ...(section ? { section_slug: section.slug } : {}),
              v: props.version,
            },
          }}
          label={t('boards.pinsOn', { name: section ? section.title : board.name })}
          surface="BaseBoardPinGrid"
          showAttribution={false}
          empty={<p>{section ? t('boards.emptySection') : t('boards.emptyBoard')}</p>}
        />
      )}
      <SectionDialog
        open={adding}
        onOpenChange={setAdding}
        boardId={board.id}
        onCreated={(sec) => changed(t('boards.sectionAdded', { title: sec.title }))}
      />
    </>
  );
}
