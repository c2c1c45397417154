import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';
import { moveItem } from '#domain/boards/boards';

/**
 * A small pointer-events sortable list (no dependency): press a handle, drag over the other
 * items (they carry `data-sort-id`), release to commit. The handle also takes the arrow keys
 * (left/up earlier, right/down later), the keyboard alternative to dragging.
 */
export function useSortable(opts: {
  ids: string[];
  onCommit(ids: string[], moved: string): void;
  disabled?: boolean;
}) {
  const { ids, onCommit, disabled } = opts;
  const [preview, setPreview] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const orderRef = useRef<string[] | null>(null);
  const order = preview ?? ids;

  const onPointerDown = useCallback(
    (id: string) => (e: PointerEvent<HTMLElement>) => {
      if (disabled || e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      orderRef.current = [...ids];
      setDragging(id);
      setPreview([...ids]);
    },
    [ids, disabled],
  );

  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (!dragging || !orderRef.current) return;
      const el = document.elementFromPoint(e.clientX, e.clientY);
      const over = el?.closest<HTMLElement>('[data-sort-id]')?.dataset.sortId;
      if (!over || over === dragging) return;
      const list = orderRef.current;
      const from = list.indexOf(dragging);
      const to = list.indexOf(over);
      if (from < 0 || to < 0) return;
      const next = moveItem(list, from, to - from);
      orderRef.current = next;
      setPreview(next);
    },
    [dragging],
  );

  const finish = useCallback(() => {
    const list = orderRef.current;
    const moved = dragging;
    orderRef.current = null;
    setDragging(null);
    setPreview(null);
    if (list && moved && list.join() !== ids.join()) onCommit(list, moved);
  }, [dragging, ids, onCommit]);

  const onKeyDown = useCallback(
    (id: string) => (e: KeyboardEvent<HTMLElement>) => {
      if (disabled) return;
      const delta =
        e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : e.key === 'ArrowRight' || e.key === 'ArrowDown'
            ? 1
            : 0;
      if (!delta) return;
      e.preventDefault();
      const i = ids.indexOf(id);
      const next = moveItem(ids, i, delta);
      if (next.join() !== ids.join()) onCommit(next, id);
    },
    [ids, onCommit, disabled],
  );

  /** Props for an item's drag handle (a button). */
  const handleProps = (id: string) => ({
    onPointerDown: onPointerDown(id),
    onPointerMove,
    onPointerUp: finish,
    onPointerCancel: finish,
    onKeyDown: onKeyDown(id),
    style: { touchAction: 'none' as const, cursor: dragging ? 'grabbing' : 'grab' },
  });

  return { order, dragging, handleProps };
}
