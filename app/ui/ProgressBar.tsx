import s from './ProgressBar.module.css';

/**
 * How far a long task has come, as a bar. `value` is a percent (0-100); null is "started, amount
 * unknown" (a moving stripe, still under reduced motion). The label says what is in progress.
 */
export function ProgressBar(props: {
  label: string;
  value: number | null;
  /** read out instead of the bare percent ("120 of 400 pins") */
  valueText?: string;
}) {
  const value = props.value === null ? null : Math.max(0, Math.min(100, Math.round(props.value)));
  return (
    <div
      className={`${s.track}${value === null ? ` ${s.indeterminate}` : ''}`}
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(value === null ? {} : { 'aria-valuenow': value })}
      {...(props.valueText ? { 'aria-valuetext': props.valueText } : {})}
    >
      <span className={s.fill} style={value === null ? undefined : { width: `${value}%` }} />
    </div>
  );
}
