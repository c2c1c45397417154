import { type PointerEvent, useRef } from 'react';
import { COLLAGE_PAPER, type CollageItem, moveItem, nudgeFor } from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import s from './Collages.module.css';
import { CutOut } from './CutOut';
import '../../lib/texts/builder';

interface Drag {
  index: number;
  startX: number;
  startY: number;
  item: CollageItem;
}

/**
 * The square canvas of the collage tool (issue 14): each cut-out is dragged with a pointer or
 * moved with the arrow keys (Shift for bigger steps); pressing one selects it.
 */
export function CollageCanvas(props: {
  items: readonly CollageItem[];
  pins: ReadonlyMap<string, PinModel>;
  selected: number | null;
  onSelect(index: number): void;
  onChange(index: number, item: CollageItem): void;
}) {
  const t = useT();
  const canvas = useRef<HTMLElement>(null);
  const drag = useRef<Drag | null>(null);

  function startDrag(index: number, e: PointerEvent<HTMLButtonElement>) {
    const item = props.items[index];
    if (!item || e.button !== 0) return;
    props.onSelect(index);
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { index, startX: e.clientX, startY: e.clientY, item };
  }

  function onPointerMove(e: PointerEvent<HTMLElement>) {
    const d = drag.current;
    const box = canvas.current?.getBoundingClientRect();
    if (!d || !box || box.width === 0) return;
    const dx = (e.clientX - d.startX) / box.width;
    const dy = (e.clientY - d.startY) / box.height;
    props.onChange(d.index, moveItem(d.item, dx, dy));
  }

  function endDrag() {
    drag.current = null;
  }

  return (
    <section
      ref={canvas}
      className={s.canvas}
      // decision 021: the paper is the published picture's, the same in either theme
      style={{ backgroundColor: COLLAGE_PAPER.color, color: COLLAGE_PAPER.ink }}
      aria-label={t('collage.canvas')}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      {props.items.length === 0 ? (
        <p className={s.canvasEmpty}>{t('collage.canvasEmpty')}</p>
      ) : null}
      {props.items.map((item, i) => {
        const pin = props.pins.get(item.pinId);
        const name = pin?.gridTitle || pin?.altText || t('collage.pin');
        return (
          <CutOut
            // a collage may hold the same pin twice; the index is the cut-out's identity here
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            item={item}
            pin={pin}
            label={t('collage.cutOutLabel', { number: i + 1, total: props.items.length, name })}
            selected={props.selected === i}
            onSelect={() => props.onSelect(i)}
            onPointerDown={(e) => startDrag(i, e)}
            onKeyDown={(e) => {
              const step = nudgeFor(e.key, e.shiftKey);
              if (!step) return;
              e.preventDefault();
              props.onSelect(i);
              props.onChange(i, moveItem(item, step.dx, step.dy));
            }}
          />
        );
      })}
    </section>
  );
}
