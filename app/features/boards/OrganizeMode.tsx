import { useCallback, useMemo, useState } from 'react';
import type { BoardModel, PinModel, SectionModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { ApiError, getResource, postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { IconButton } from '../../ui/IconButton';
import { type Translate, useT } from '../../ui/i18n';
import { MoveDialog } from './MoveDialog';
import o from './Organize.module.css';
import { SectionDialog } from './SectionDialog';
import { useSortable } from './use-sortable';
import '../../lib/texts/boards';

type Dialog = 'move' | 'copy' | 'delete' | 'section' | null;

/** the values of a Pin count's plural text */
function pins(n: number) {
  return { count: n, n: String(n) };
}

/**
 * Organize (bulk edit) mode of a board or section: a selectable grid of its pins, select all,
 * Move / Copy / Delete / Create section from the selection (BulkEditResource, P-333, P-334),
 * and drag-and-drop (or arrow-key) reordering (BoardPinOrderResource).
 */
export function OrganizeMode(props: {
  board: BoardModel;
  section: SectionModel | null;
  viewerUsername: string;
  initial: PinModel[];
  bookmark: string | null;
  canMove: boolean;
  canDelete: boolean;
  canCreateSection: boolean;
  onChanged(message: string): void;
  onDone(): void;
}) {
  const { board, section } = props;
  const t = useT();
  const [items, setItems] = useState(props.initial);
  const [next, setNext] = useState(props.bookmark);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // select all: every pin of the board (or section), loaded or not, except `excluded`
  const [all, setAll] = useState(false);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const confirmShape = useModalShape('slideUp');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = section ? section.pinCount : board.pinCount;
  const count = all ? Math.max(0, total - excluded.size) : selected.size;
  const isSelected = (id: string) => (all ? !excluded.has(id) : selected.has(id));

  function toggle(id: string) {
    const flip = (set: Set<string>) => {
      const n = new Set(set);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    };
    if (all) setExcluded(flip);
    else setSelected(flip);
  }

  function selectAll(on: boolean) {
    setAll(on);
    setExcluded(new Set());
    setSelected(new Set());
  }

  function selection() {
    return {
      board_id: board.id,
      ...(section ? { section_id: section.id } : {}),
      pin_ids: all ? [] : [...selected],
      ...(all ? { select_all: true, exclude_pin_ids: [...excluded] } : {}),
    };
  }

  async function run(
    label: Parameters<Translate>[0],
    call: () => Promise<{ count: number }>,
    verb: Parameters<Translate>[0],
  ) {
    setDialog(null);
    setBusy(true);
    setError(null);
    setStatus(t(label, pins(count)));
    try {
      const r = await call();
      setStatus('');
      selectAll(false);
      props.onChanged(t(verb, pins(r.count)));
    } catch (e) {
      setStatus('');
      setError(e instanceof ApiError ? e.message : t('boards.failed'));
    } finally {
      setBusy(false);
    }
  }

  function moveOrCopy(action: 'move' | 'copy', to: { boardId: string; sectionId: string | null }) {
    void run(
      action === 'move' ? 'boards.organize.moving' : 'boards.organize.copying',
      () =>
        postResource<{ count: number }>('BulkEditResource', 'update', {
          ...selection(),
          action,
          to_board_id: to.boardId,
          ...(to.sectionId ? { to_section_id: to.sectionId } : {}),
        }),
      action === 'move' ? 'boards.organize.moved' : 'boards.organize.copied',
    );
  }

  async function loadMore() {
    if (!next) return;
    setBusy(true);
    try {
      const r = await getResource<PinModel[]>('BoardFeedResource', {
        username: board.owner.username,
        slug: board.slug,
        ...(section ? { section_slug: section.slug } : {}),
        bookmark: next,
      });
      setItems((cur) => {
        const have = new Set(cur.map((p) => p.id));
        return [...cur, ...r.data.filter((p) => !have.has(p.id))];
      });
      setNext(r.bookmark);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('boards.organize.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  const ids = useMemo(() => items.map((p) => p.id), [items]);
  const commitOrder = useCallback(
    async (order: string[], moved: string) => {
      const before = items;
      const byId = new Map(items.map((p) => [p.id, p]));
      setItems(order.flatMap((id) => byId.get(id) ?? []));
      setError(null);
      try {
        await postResource('BoardPinOrderResource', 'update', {
          board_id: board.id,
          ...(section ? { section_id: section.id } : {}),
          pin_ids: order,
        });
        const title = byId.get(moved)?.gridTitle || t('boards.pin');
        setStatus(
          t('boards.movedTo', {
            name: title,
            position: order.indexOf(moved) + 1,
            total: order.length,
          }),
        );
      } catch (e) {
        setItems(before);
        setError(e instanceof ApiError ? e.message : t('boards.orderFailed'));
      }
    },
    [items, board.id, section, t],
  );
  const sortable = useSortable({
    ids,
    onCommit: (order, moved) => void commitOrder(order, moved),
    disabled: !props.canMove || busy,
  });
  const byId = new Map(items.map((p) => [p.id, p]));
  const none = count === 0 || busy;

  return (
    <section className={o.organize} aria-label={t('boards.organize.label')}>
      <div className={o.toolbar}>
        <p className={o.count} aria-live="polite">
          {count ? t('boards.organize.selected', pins(count)) : t('boards.organize.prompt')}
        </p>
        <Checkbox
          label={t('boards.organize.selectAll')}
          checked={all}
          onCheckedChange={(on) => selectAll(on)}
        />
        <div className={o.buttons}>
          {props.canMove ? (
            <Button disabled={none} onClick={() => setDialog('move')}>
              {t('boards.move')}
            </Button>
          ) : null}
          <Button disabled={none} onClick={() => setDialog('copy')}>
            {t('boards.copy')}
          </Button>
          {props.canCreateSection && props.canMove && !all ? (
            <Button disabled={none} onClick={() => setDialog('section')}>
              {t('boards.organize.createSection')}
            </Button>
          ) : null}
          {props.canDelete ? (
            <Button variant="danger" disabled={none} onClick={() => setDialog('delete')}>
              {t('boards.delete')}
            </Button>
          ) : null}
          <Button variant="primary" onClick={props.onDone}>
            {t('boards.organize.done')}
          </Button>
        </div>
      </div>
      <p className={o.status} role="status">
        {status}
      </p>
      <FormAlert id="organize-error" message={error} />
      {props.canMove ? (
        <p className={o.hint} id="organize-reorder-hint">
          {t('boards.organize.hint')}
        </p>
      ) : null}
      <ul className={o.grid}>
        {sortable.order.map((id, i) => {
          const pin = byId.get(id);
          if (!pin) return null;
          const img = pin.images['236x'];
          const name = pin.gridTitle || pin.altText || t('boards.pinNumber', { number: i + 1 });
          return (
            <li
              key={id}
              data-sort-id={id}
              className={`${o.tile} ${isSelected(id) ? o.selected : ''} ${sortable.dragging === id ? o.dragging : ''}`}
            >
              <label className={o.pick}>
                <input
                  type="checkbox"
                  checked={isSelected(id)}
                  onChange={() => toggle(id)}
                  aria-label={t('boards.organize.select', { name })}
                />
                <span
                  className={o.thumb}
                  style={{
                    backgroundColor: pin.dominantColor,
                    aspectRatio: img ? `${img.width} / ${img.height}` : '2 / 3',
                  }}
                >
                  {img ? <img src={img.url} alt="" loading="lazy" decoding="async" /> : null}
                </span>
                <span className={o.title}>{name}</span>
              </label>
              {props.canMove ? (
                <IconButton
                  icon="grip-vertical"
                  variant="on-media"
                  size="sm"
                  className={o.handle}
                  label={t('boards.reorder', { name, position: i + 1, total: items.length })}
                  aria-describedby="organize-reorder-hint"
                  {...sortable.handleProps(id)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {next ? (
        <div className={o.more}>
          <Button onClick={loadMore} disabled={busy}>
            {t('boards.organize.loadMore')}
          </Button>
        </div>
      ) : null}
      <MoveDialog
        open={dialog === 'move' || dialog === 'copy'}
        onOpenChange={(open) => !open && setDialog(null)}
        action={dialog === 'copy' ? 'copy' : 'move'}
        count={count}
        username={props.viewerUsername}
        currentBoardId={board.id}
        currentSectionId={section?.id ?? null}
        onChoose={(to) => moveOrCopy(dialog === 'copy' ? 'copy' : 'move', to)}
      />
      <ConfirmDialog
        {...confirmShape}
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('boards.organize.deleteTitle', pins(count))}
        description={t('boards.organize.deleteText')}
        confirmLabel={t('boards.delete')}
        busy={busy}
        onConfirm={() =>
          void run(
            'boards.organize.deleting',
            () => postResource<{ count: number }>('BulkEditResource', 'delete', selection()),
            'boards.organize.deleted',
          )
        }
      />
      <SectionDialog
        open={dialog === 'section'}
        onOpenChange={(open) => !open && setDialog(null)}
        boardId={board.id}
        pinIds={[...selected]}
        onCreated={(sec) => {
          selectAll(false);
          props.onChanged(
            t('boards.organize.sectionCreated', { title: sec.title, ...pins(sec.pinCount) }),
          );
        }}
      />
    </section>
  );
}
