import s from './PicturePick.module.css';

/**
 * One picture to choose among others (a picture of a web page to save): a button showing the
 * whole picture with a caption under it (its size). The picture is decoration; `label` says
 * what choosing it does.
 */
export function PicturePick(props: {
  label: string;
  src: string;
  caption?: string;
  disabled?: boolean;
  onPick(): void;
}) {
  return (
    <button
      type="button"
      className={s.pick}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onPick}
    >
      <span className={s.frame}>
        <img src={props.src} alt="" loading="lazy" />
      </span>
      {props.caption ? (
        <span className={s.caption} aria-hidden="true">
          {props.caption}
        </span>
      ) : null}
    </button>
  );
}
