import s from './ImageToggle.module.css';

/**
 * A square picture that is pressed or not (a pin picked for a collage): a toggle button whose
 * name says what pressing it does, since the picture itself is decoration.
 */
export function ImageToggle(props: {
  label: string;
  pressed: boolean;
  src: string | null;
  disabled?: boolean;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      className={`${s.tile} ${props.pressed ? s.pressed : ''}`}
      aria-pressed={props.pressed}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      {props.src ? <img src={props.src} alt="" loading="lazy" /> : null}
    </button>
  );
}
