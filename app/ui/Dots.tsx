import s from './Dots.module.css';

/**
 * The row of dots under a carousel or a story: one button a page, the current one marked (and
 * announced with aria-current), a click jumps there.
 */
export function Dots({
  count,
  current,
  onSelect,
  itemLabel,
  className,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** each dot's name for assistive tech, e.g. (i) => `Go to slide ${i + 1}` */
  itemLabel: (index: number) => string;
  className?: string;
}) {
  return (
    <div className={[s.dots, className ?? ''].filter(Boolean).join(' ')}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          key={i}
          type="button"
          className={s.dotButton}
          aria-label={itemLabel(i)}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
        >
          <span className={s.dot} data-current={i === current} />
        </button>
      ))}
    </div>
  );
}
