import { Archive, Lock, Shield } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { canDoBoardAction } from '#domain/card-permissions';
import type { BoardModel, Page, PinModel, SectionModel } from '#domain/models';
import { profilePath } from '#domain/routes';
import { useViewer } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { PinGrid } from '../feed';
import b from './Board.module.css';
import s from './Boards.module.css';
import { InviteBanner } from './collaborators/InviteBanner';
import { OrganizeMode } from './OrganizeMode';
import { SectionDialog } from './SectionDialog';

function PrivacyLabel({ privacy }: { privacy: BoardModel['privacy'] }) {
  if (privacy === 'public') return null;
  const Icon = privacy === 'secret' ? Lock : Shield;
  return (
    <span className={b.privacy}>
      <Icon size={14} aria-hidden="true" />
      {privacy === 'secret' ? 'Secret' : 'Protected'}
    </span>
  );
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
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
  const revalidator = useRevalidator();
  const [organizing, setOrganizing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const like = { ...board, ownerId: board.owner.id };
  const can = (action: string) => canDoBoardAction(viewer, like, action);
  const isOwner = viewer.isAuth && viewer.id === board.owner.id;
  const isMember = isOwner || board.collaboratedByMe;
  const canMove = can('move_pin');
  const canDelete = can('delete_pin');
  const loggedOut = !viewer.isAuth;
  const count = section ? section.pinCount : board.pinCount;

  function changed(message: string) {
    setNotice(message);
    revalidator.revalidate();
  }

  return (
    <>
      {viewer.isAuth && !isMember ? <InviteBanner boardId={board.id} /> : null}
      <header className={b.header}>
        {section ? (
          <p className={b.crumb}>
            <Link to={board.url}>{board.name}</Link>
          </p>
        ) : null}
        <h1 className={b.title}>{section ? section.title : board.name}</h1>
        <Link className={b.owner} to={profilePath(board.owner.username, { loggedOut })}>
          <Avatar name={board.owner.fullName} src={board.owner.imageSmallUrl} size={32} />
          {board.owner.fullName}
        </Link>
        {board.description && !section ? (
          <p className={b.description}>{board.description}</p>
        ) : null}
        <p className={b.meta}>
          <span>{plural(count, 'Pin')}</span>
          {!section && sections.length ? <span>{plural(sections.length, 'section')}</span> : null}
          <PrivacyLabel privacy={board.privacy} />
        </p>
        {board.archived ? (
          <p className={b.archived}>
            <Archive size={14} aria-hidden="true" /> This board is archived. Unarchive it to save
            new Pins to it.
          </p>
        ) : null}
        {isMember ? (
          <div className={b.actions}>
            {can('edit_board') ? (
              <Link className={s.secondary} to={`/board/${board.id}/edit`}>
                Edit board
              </Link>
            ) : null}
            {section && can('edit_section') ? (
              <Link className={s.secondary} to={`/boardsection/${section.id}/edit`}>
                Edit section
              </Link>
            ) : null}
            {!section && can('create_section') ? (
              <button type="button" className={s.secondary} onClick={() => setAdding(true)}>
                Add section
              </button>
            ) : null}
            {canMove || canDelete || can('save_pin') ? (
              <button
                type="button"
                className={organizing ? s.primary : s.secondary}
                aria-pressed={organizing}
                onClick={() => setOrganizing((o) => !o)}
              >
                Organize
              </button>
            ) : null}
            <Link className={s.secondary} to={`/board/${board.id}/edit/collaborators`}>
              Collaborators
            </Link>
          </div>
        ) : null}
        {!section && sections.length ? (
          <ul className={b.sections} aria-label="Sections">
            {sections.map((sec) => (
              <li key={sec.id}>
                <Link className={b.sectionLink} to={`${board.url}${sec.slug}/`}>
                  {sec.title} <span className={b.sectionCount}>{plural(sec.pinCount, 'Pin')}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <p className={`${b.notice} ${s.status}`} role="status">
        {notice}
      </p>
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
          label={`Pins on ${section ? section.title : board.name}`}
          surface="BaseBoardPinGrid"
          showAttribution={false}
          empty={<p>There are no Pins {section ? 'in this section' : 'on this board'} yet.</p>}
        />
      )}
      <SectionDialog
        open={adding}
        onOpenChange={setAdding}
        boardId={board.id}
        onCreated={(sec) => changed(`Added the section ${sec.title}.`)}
      />
    </>
  );
}
