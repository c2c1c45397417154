import s from './Spinner.module.css';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
} & (
  | {
      /** What is loading, read out by screen readers ("Loading pins"). */
      label: string;
      decorative?: never;
    }
  | {
      /** Inside something that already says it is busy (a loading Button). */
      decorative: true;
      label?: never;
    }
);

/** A turning ring; under reduced motion it stays still but stays visible. */
export function Spinner({ size = 'md', className, ...rest }: SpinnerProps) {
  const classes = [s.spinner, s[size], className ?? ''].filter(Boolean).join(' ');
  if (rest.decorative) return <span className={classes} aria-hidden="true" />;
  return (
    <span className={classes} role="status" aria-label={rest.label}>
      <span className="visually-hidden">{rest.label}</span>
    </span>
  );
}
