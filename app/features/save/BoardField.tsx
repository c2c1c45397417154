import { useEffect, useId, useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type { BoardModel, SectionModel } from '#domain/pins/models';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { BoardPicker, type SaveChoice } from './BoardPicker';
import s from './BoardPicker.module.css';
import { boardSections } from './save-api';

/** Where a pin goes, as a form keeps it: a board id ('' for the profile) and a section id. */
export interface BoardPlace {
  boardId: string;
  sectionId: string;
}

/**
 * The board and section of a pin in a form (the pin builder's drafts, the pin editor): the
 * current choice, and the board picker to change it (search, sections, a board made on the spot).
 */
export function BoardField(props: {
  viewer: Viewer;
  /** the boards it can name; null while they load. A pin's own board that is not the viewer's is included by the caller */
  boards: BoardModel[] | null;
  value: BoardPlace;
  onChange(next: BoardPlace): void;
  /** a board the person created from the picker, for the caller's list */
  onBoardCreated?(board: BoardModel): void;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  const section = useSectionTitle(props.value);
  const board = props.boards?.find((b) => b.id === props.value.boardId) ?? null;
  const shown =
    props.boards === null
      ? t('save.loadingBoards')
      : board
        ? board.name
        : props.value.boardId
          ? t('save.aBoard')
          : t('save.noBoard');

  function choose(choice: SaveChoice) {
    setOpen(false);
    if (choice.board && !props.boards?.some((b) => b.id === choice.board?.id)) {
      props.onBoardCreated?.(choice.board);
    }
    props.onChange({ boardId: choice.board?.id ?? '', sectionId: choice.section?.id ?? '' });
  }

  return (
    <div className={s.boardField}>
      <span id={`${id}-label`} className={s.boardFieldLabel}>
        {t('save.board')}
      </span>
      <Popover
        label={t('save.choose')}
        open={open}
        onOpenChange={setOpen}
        align="start"
        flush
        trigger={
          <Button
            id={`${id}-value`}
            size="lg"
            fullWidth
            iconEnd="chevron-down"
            aria-labelledby={`${id}-label ${id}-value`}
            disabled={props.disabled || props.boards === null}
          >
            {shown}
            {section ? ` › ${section}` : ''}
            {board?.privacy === 'secret' ? t('save.secretMark') : ''}
          </Button>
        }
      >
        <div className={s.fieldPicker}>
          <BoardPicker
            viewer={props.viewer}
            titleId={`${id}-title`}
            title={t('save.choose')}
            onChoose={choose}
          />
        </div>
      </Popover>
    </div>
  );
}

/** The chosen section's title, looked up once for a place given by ids. */
function useSectionTitle(place: BoardPlace): string | null {
  const [title, setTitle] = useState<{ id: string; title: string } | null>(null);
  useEffect(() => {
    if (!place.sectionId || !place.boardId || title?.id === place.sectionId) return;
    let live = true;
    boardSections(place.boardId)
      .then((list: SectionModel[]) => {
        const hit = list.find((x) => x.id === place.sectionId);
        if (live && hit) setTitle({ id: hit.id, title: hit.title });
      })
      // without the title the field still names the board; the choice itself is kept
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [place.boardId, place.sectionId, title?.id]);
  return place.sectionId && title?.id === place.sectionId ? title.title : null;
}
