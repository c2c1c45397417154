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
  // the initial is drawn by CSS, not written as text: it is a picture of the person, and a link
  // or button that holds it is named by its other words (WCAG 2.5.3, label in name)
  return (
    <span
      className={`${s.avatar} ${s.initial}`}
      style={style}
      aria-hidden="true"
      data-initial={props.name.trim().charAt(0).toUpperCase() || '?'}
    />
  );
}
