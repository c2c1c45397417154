import { useCallback, useMemo, useState } from 'react';
import type { BoardModel, PinModel, SectionModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { ApiError, getResource, postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { IconButton } from '../../ui/IconButton';
import { MoveDialog } from './MoveDialog';
import o from './Organize.module.css';
import { SectionDialog } from './SectionDialog';
import { useSortable } from './use-sortable';

type Dialog = 'move' | 'copy' | 'delete' | 'section' | null;

function plural(n: number): string {
  return `${n} Pin${n === 1 ? '' : 's'}`;
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

  async function run(label: string, call: () => Promise<{ count: number }>, verb: string) {
    setDialog(null);
    setBusy(true);
    setError(null);
    setStatus(`${label} ${plural(count)}…`);
    try {
      const r = await call();
      setStatus('');
      selectAll(false);
      props.onChanged(`${verb} ${plural(r.count)}.`);
    } catch (e) {
      setStatus('');
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function moveOrCopy(action: 'move' | 'copy', to: { boardId: string; sectionId: string | null }) {
    void run(
      action === 'move' ? 'Moving' : 'Copying',
      () =>
        postResource<{ count: number }>('BulkEditResource', 'update', {
          ...selection(),
          action,
          to_board_id: to.boardId,
          ...(to.sectionId ? { to_section_id: to.sectionId } : {}),
        }),
      action === 'move' ? 'Moved' : 'Copied',
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
      setError(e instanceof ApiError ? e.message : 'Could not load more Pins.');
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
        const title = byId.get(moved)?.gridTitle || 'Pin';
        setStatus(`${title} moved to position ${order.indexOf(moved) + 1} of ${order.length}.`);
      } catch (e) {
        setItems(before);
        setError(e instanceof ApiError ? e.message : 'The new order could not be saved.');
      }
    },
    [items, board.id, section],
  );
  const sortable = useSortable({
    ids,
    onCommit: (order, moved) => void commitOrder(order, moved),
    disabled: !props.canMove || busy,
  });
  const byId = new Map(items.map((p) => [p.id, p]));
  const none = count === 0 || busy;

  return (
    <section className={o.organize} aria-label="Organize Pins">
      <div className={o.toolbar}>
        <p className={o.count} aria-live="polite">
          {count ? `${plural(count)} selected` : 'Select Pins to move, copy or delete'}
        </p>
        <Checkbox label="Select all" checked={all} onCheckedChange={(on) => selectAll(on)} />
        <div className={o.buttons}>
          {props.canMove ? (
            <Button disabled={none} onClick={() => setDialog('move')}>
              Move
            </Button>
          ) : null}
          <Button disabled={none} onClick={() => setDialog('copy')}>
            Copy
          </Button>
          {props.canCreateSection && props.canMove && !all ? (
            <Button disabled={none} onClick={() => setDialog('section')}>
              Create section
            </Button>
          ) : null}
          {props.canDelete ? (
            <Button variant="danger" disabled={none} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          ) : null}
          <Button variant="primary" onClick={props.onDone}>
            Done
          </Button>
        </div>
      </div>
      <p className={o.status} role="status">
        {status}
      </p>
      <FormAlert id="organize-error" message={error} />
      {props.canMove ? (
        <p className={o.hint} id="organize-reorder-hint">
          Drag a Pin by its handle to reorder, or focus the handle and use the arrow keys.
        </p>
      ) : null}
      <ul className={o.grid}>
        {sortable.order.map((id, i) => {
          const pin = byId.get(id);
          if (!pin) return null;
          const img = pin.images['236x'];
          const name = pin.gridTitle || pin.altText || `Pin ${i + 1}`;
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
                  aria-label={`Select ${name}`}
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
                  label={`Reorder ${name}, position ${i + 1} of ${items.length}`}
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
            Load more Pins
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
        title={`Delete ${plural(count)}?`}
        description="Deleted Pins are gone from this board for good."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() =>
          void run(
            'Deleting',
            () => postResource<{ count: number }>('BulkEditResource', 'delete', selection()),
            'Deleted',
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
          props.onChanged(`Created the section ${sec.title} with ${plural(sec.pinCount)}.`);
        }}
      />
    </section>
  );
}
