import { useEffect, useId, useRef, useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type { BoardModel, SectionModel } from '#domain/pins/models';
import { ApiError } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import s from './BoardPicker.module.css';
import { boardSections, createBoard, saveableBoards } from './save-api';

/** Where the person chose to save: a board (and maybe a section), or the profile. */
export interface SaveChoice {
  board: BoardModel | null;
  section: SectionModel | null;
}

// The viewer's boards, kept for the page so each Save does not fetch them again.
let cached: { viewerId: string; boards: BoardModel[] } | null = null;

export function forgetPickerBoards(): void {
  cached = null;
}

/** After a save: that board is now the most recently saved to, so it moves to the top. */
export function noteSavedTo(boardId: string): void {
  if (!cached) return;
  const hit = cached.boards.find((b) => b.id === boardId);
  if (hit) cached = { ...cached, boards: [hit, ...cached.boards.filter((b) => b !== hit)] };
}

function moveFocus(container: HTMLElement | null, from: Element | null, step: 1 | -1 | 'first') {
  if (!container) return;
  const options = [...container.querySelectorAll<HTMLElement>('[data-option]')];
  if (options.length === 0) return;
  if (step === 'first') {
    options[0]?.focus();
    return;
  }
  const i = options.indexOf(from as HTMLElement);
  options[Math.min(options.length - 1, Math.max(0, i + step))]?.focus();
}

/**
 * The board picker (spec 01 §3 save_behavior 1, §4): search the viewer's boards (newest saved
 * first), save to the profile, into a section, or into a board created on the spot. Arrow keys
 * move between the choices.
 */
export function BoardPicker(props: {
  viewer: Viewer;
  titleId: string;
  /** the heading above the list; "Save to board" unless given */
  title?: string;
  onChoose: (choice: SaveChoice) => void;
}) {
  const { viewer, onChoose } = props;
  const id = useId();
  const t = useT();
  const [boards, setBoards] = useState<BoardModel[] | null>(
    cached && cached.viewerId === viewer.id ? cached.boards : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Record<string, SectionModel[] | 'loading' | 'error'>>({});
  const [creating, setCreating] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load after an error
  useEffect(() => {
    if (boards || !viewer.id || !viewer.username) return;
    let live = true;
    saveableBoards(viewer.id, viewer.username)
      .then((list) => {
        cached = { viewerId: viewer.id ?? '', boards: list };
        if (live) setBoards(list);
      })
      .catch((e) => {
        if (live) setError(e instanceof ApiError ? e.message : t('save.loadFailed'));
      });
    return () => {
      live = false;
    };
  }, [boards, viewer.id, viewer.username, attempt]);

  async function toggleSections(board: BoardModel) {
    if (open[board.id]) {
      const { [board.id]: _gone, ...rest } = open;
      setOpen(rest);
      return;
    }
    setOpen((o) => ({ ...o, [board.id]: 'loading' }));
    try {
      const list = await boardSections(board.id);
      setOpen((o) => ({ ...o, [board.id]: list }));
    } catch {
      setOpen((o) => ({ ...o, [board.id]: 'error' }));
    }
  }

  const q = query.trim().toLowerCase();
  const shown = (boards ?? []).filter((b) => !q || b.name.toLowerCase().includes(q));

  function onListKey(e: React.KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      moveFocus(listRef.current, document.activeElement, e.key === 'ArrowDown' ? 1 : -1);
    }
  }

  return (
    <>
      <h2 id={props.titleId} className={s.pickerTitle}>
        {props.title ?? t('save.toBoard')}
      </h2>
      {creating ? (
        <CreateBoardForm
          initialName={query}
          onCancel={() => setCreating(false)}
          onCreated={(board) => {
            forgetPickerBoards();
            onChoose({ board, section: null });
          }}
        />
      ) : (
        <>
          {/* ArrowDown from the search goes into the list (the field's keys bubble here) */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the search field inside takes the keys */}
          <div
            className={s.search}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                moveFocus(listRef.current, null, 'first');
              }
            }}
          >
            <TextField
              name="board-search"
              type="search"
              label={t('save.search')}
              hideLabel
              placeholder={t('save.searchShort')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </div>
          <ul ref={listRef} className={s.list} aria-label={t('save.boards')} onKeyDown={onListKey}>
            {!q || 'profile'.includes(q) ? (
              <li className={s.row}>
                <button
                  type="button"
                  className={s.option}
                  data-option
                  onClick={() => onChoose({ board: null, section: null })}
                >
                  <span className={`${s.thumb} ${s.thumbIcon}`} aria-hidden="true">
                    <Icon name="user" size={20} />
                  </span>
                  <span className={s.optionName}>{t('save.profile')}</span>
                </button>
              </li>
            ) : null}
            {boards && shown.length > 0 ? (
              <li className={s.groupLabel} aria-hidden="true">
                {q ? t('save.boards') : t('save.recent')}
              </li>
            ) : null}
            {shown.map((b) => {
              const sections = open[b.id];
              const cover = b.coverImages[0]?.['236x']?.url;
              return (
                <li key={b.id}>
                  <div className={s.row}>
                    <button
                      type="button"
                      className={s.option}
                      data-option
                      onClick={() => onChoose({ board: b, section: null })}
                    >
                      <span
                        className={s.thumb}
                        aria-hidden="true"
                        style={cover ? { backgroundImage: `url(${cover})` } : undefined}
                      />
                      <span className={s.optionName}>{b.name}</span>
                      {b.privacy === 'secret' ? (
                        <Icon name="lock" size={16} label={t('save.secret')} />
                      ) : null}
                    </button>
                    {b.sectionCount > 0 ? (
                      <IconButton
                        icon={sections ? 'chevron-down' : 'chevron-right'}
                        variant="transparent"
                        size="sm"
                        aria-expanded={Boolean(sections)}
                        label={t('save.sectionsOf', { name: b.name })}
                        onClick={() => void toggleSections(b)}
                      />
                    ) : null}
                  </div>
                  {sections === 'loading' ? (
                    <p className={s.pickerStatus}>{t('save.loadingSections')}</p>
                  ) : sections === 'error' ? (
                    <p className={s.pickerError} role="alert">
                      {t('save.sectionsFailed')}
                    </p>
                  ) : sections ? (
                    <ul className={s.list} aria-label={t('save.sectionsOf', { name: b.name })}>
                      {sections.map((sec) => (
                        <li key={sec.id}>
                          <button
                            type="button"
                            className={`${s.option} ${s.sectionOption}`}
                            data-option
                            onClick={() => onChoose({ board: b, section: sec })}
                          >
                            <span className={s.optionName}>{sec.title}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {error ? (
            <p className={s.pickerError} role="alert">
              {error}{' '}
              <Button
                size="sm"
                onClick={() => {
                  setError(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('save.tryAgain')}
              </Button>
            </p>
          ) : !boards ? (
            <p className={s.pickerStatus} role="status">
              {t('save.loadingYours')}
            </p>
          ) : boards.length === 0 ? (
            <p className={s.pickerStatus}>{t('save.noBoards')}</p>
          ) : shown.length === 0 ? (
            <p className={s.pickerStatus} role="status">
              {t('save.noMatch', { query: query.trim() })}
            </p>
          ) : null}
          <div className={s.footer}>
            <button
              type="button"
              className={s.createToggle}
              onClick={() => setCreating(true)}
              id={`${id}-create`}
            >
              <span className={`${s.thumb} ${s.thumbIcon}`} aria-hidden="true">
                <Icon name="plus" size={20} />
              </span>
              {t('save.create')}
            </button>
          </div>
        </>
      )}
    </>
  );
}

function CreateBoardForm(props: {
  initialName: string;
  onCancel: () => void;
  onCreated: (board: BoardModel) => void;
}) {
  const id = useId();
  const t = useT();
  const [name, setName] = useState(props.initialName.trim().slice(0, 50));
  const [secret, setSecret] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={`${s.footer} ${s.createForm}`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) {
          setError(t('save.nameIt'));
          return;
        }
        setBusy(true);
        setError(null);
        try {
          props.onCreated(await createBoard(name.trim(), secret));
        } catch (err) {
          setError(err instanceof ApiError ? err.message : t('save.createFailed'));
          setBusy(false);
        }
      }}
    >
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('save.name')}
        value={name}
        maxLength={50}
        placeholder={t('save.namePlaceholder')}
        onChange={(e) => setName(e.target.value)}
        error={error}
        autoFocus
        autoComplete="off"
      />
      <Checkbox label={t('save.keepSecret')} checked={secret} onCheckedChange={setSecret} />
      <div className={s.formActions}>
        <Button onClick={props.onCancel}>{t('save.cancel')}</Button>
        <Button type="submit" variant="primary" loading={busy}>
          {t('save.createShort')}
        </Button>
      </div>
    </form>
  );
}
