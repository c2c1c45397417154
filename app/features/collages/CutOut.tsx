import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { type CollageItem, cutOutFrame } from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import s from './Collages.module.css';

/** The pin image a cut-out is drawn from, and its size (for the crop's aspect). */
export function cutOutImage(pin: PinModel | undefined) {
  const img = pin?.images['474x'] ?? pin?.images['236x'] ?? pin?.images.orig;
  return img ?? null;
}

/** Where a cut-out sits and how its image is cropped, in CSS (fractions become percentages). */
export function cutOutStyle(item: CollageItem, pin: PinModel | undefined) {
  const img = cutOutImage(pin);
  // the frame publishing composes the picture from (decision 021), in percent of the canvas
  const box = cutOutFrame(item, img ?? { width: 0, height: 0 }, 100);
  const frame: CSSProperties = {
    left: `${item.x * 100}%`,
    top: `${item.y * 100}%`,
    width: `${box.width}%`,
    aspectRatio: String(box.width / box.height),
    transform: `translate(-50%, -50%) rotate(${item.rotation}deg)`,
    zIndex: item.z + 1,
  };
  const picture: CSSProperties = {
    width: `${100 / item.crop.w}%`,
    height: `${100 / item.crop.h}%`,
    left: `${(-item.crop.x / item.crop.w) * 100}%`,
    top: `${(-item.crop.y / item.crop.h) * 100}%`,
  };
  return { frame, picture };
}

/**
 * One cut-out on the canvas: a focusable button that is dragged with a pointer and nudged with
 * the arrow keys (the keyboard way to move it), selected on press.
 */
export function CutOut(props: {
  item: CollageItem;
  pin: PinModel | undefined;
  label: string;
  selected: boolean;
  onSelect(): void;
  onKeyDown(e: KeyboardEvent<HTMLButtonElement>): void;
  onPointerDown(e: PointerEvent<HTMLButtonElement>): void;
}) {
  const { frame, picture } = cutOutStyle(props.item, props.pin);
  const img = cutOutImage(props.pin);
  return (
    <button
      type="button"
      className={`${s.cutOut} ${props.selected ? s.selected : ''}`}
      style={frame}
      aria-label={props.label}
      aria-pressed={props.selected}
      onClick={props.onSelect}
      onKeyDown={props.onKeyDown}
      onPointerDown={props.onPointerDown}
    >
      {img ? (
        <img className={s.cutOutImage} style={picture} src={img.url} alt="" draggable={false} />
      ) : null}
    </button>
  );
}
