import type { CSSProperties } from 'react';
import s from './Skeleton.module.css';

interface SkeletonProps {
  shape?: 'block' | 'text' | 'circle';
  /** CSS length or px; a block fills its container by default */
  width?: number | string;
  /** CSS length or px; a circle is as tall as it is wide */
  height?: number | string;
  /** For text: how many lines (the last one shorter) */
  lines?: number;
  className?: string;
}

/**
 * The grey shape of content still loading. Hidden from assistive tech: the region that loads
 * says it is busy (aria-busy or a Spinner), not every placeholder in it.
 */
export function Skeleton({ shape = 'block', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height: shape === 'circle' ? (height ?? width) : height };
  if (shape === 'text') {
    return (
      <span className={[s.lines, className ?? ''].join(' ')} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical lines in a fixed order
            key={i}
            className={`${s.skeleton} ${s.text}`}
            style={lines > 1 && i === lines - 1 ? { width: '60%' } : undefined}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={[s.skeleton, s[shape], className ?? ''].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}
