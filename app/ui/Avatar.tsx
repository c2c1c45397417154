import s from './Avatar.module.css';

/** spec 01 §9: avatars 32 (normal) and 64 (overlay). A missing image shows the initial. */
export function Avatar(props: {
  name: string;
  src: string | null;
  size?: 24 | 32 | 48 | 64 | 120;
}) {
  const size = props.size ?? 32;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (props.src) {
    return (
      <img
        className={s.avatar}
        src={props.src}
        alt=""
        width={size}
        height={size}
        style={style}
        // issue 12: never worth a preload (React's, for eager images) ahead of the pins
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={`${s.avatar} ${s.initial}`} style={style} aria-hidden="true">
      {props.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
