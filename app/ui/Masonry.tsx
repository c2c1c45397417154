import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  COLUMN_WIDTH,
  columnsWithin,
  columnWidthFor,
  emptyLayout,
  extendLayout,
  GUTTER,
  heightAt,
  heightCss,
  MAX_COLUMNS,
  type MasonryItem,
  type MasonryLayout,
  MIN_COLUMNS,
  NARROW_GUTTER,
  topOf,
} from '#domain/layout/masonry';
import s from './Masonry.module.css';

/** The column counts a grid of at most `max` columns lays out: 2 … max. */
function countsUpTo(max: number): number[] {
  const top = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.round(max)));
  return Array.from({ length: top - MIN_COLUMNS + 1 }, (_, i) => i + MIN_COLUMNS);
}

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  measure: (item: T) => MasonryItem;
  render: (item: T, index: number) => ReactNode;
  /** called when the viewer scrolls within about two screens of the end */
  onNearEnd?: () => void;
  label: string;
  /**
   * The most columns this grid shows (MAX_COLUMNS_BY_DEVICE for the device class): fewer counts
   * laid out and written into the page. Read once, when the grid mounts, so hydration and
   * later renders agree (default MAX_COLUMNS).
   */
  maxColumns?: number;
}

interface Viewport {
  cols: number;
  cw: number;
  top: number;
  scrollY: number;
  height: number;
}

/**
 * Layouts for every column count, and each item's box, extended (never recomputed) as items
 * are appended.
 */
function useLayouts<T>(
  items: readonly T[],
  measure: (item: T) => MasonryItem,
  counts: readonly number[],
): { layouts: MasonryLayout[]; boxes: MasonryItem[] } {
  const cache = useRef<{
    items: readonly T[];
    layouts: MasonryLayout[];
    boxes: MasonryItem[];
  } | null>(null);
  return useMemo(() => {
    const prev = cache.current;
    const isAppend =
      prev !== null &&
      prev.items.length <= items.length &&
      prev.items.every((item, i) => item === items[i]);
    const base = isAppend && prev ? prev.layouts : counts.map((c) => emptyLayout(c));
    const start = isAppend && prev ? prev.items.length : 0;
    const added = items.slice(start).map(measure);
    const next = {
      items,
      layouts: base.map((l) => extendLayout(l, added)),
      boxes: isAppend && prev ? [...prev.boxes, ...added] : added,
    };
    cache.current = next;
    return next;
  }, [items, measure, counts]);
}

/**
 * Masonry grid (spec 01 §9: 236 px columns). Server-rendered in place at any width through
 * container queries; after mount, only the cards near the viewport are kept in the DOM, so tens
 * of thousands of pins scroll smoothly.
 */
export function Masonry<T>({
  items,
  itemKey,
  measure,
  render,
  onNearEnd,
  label,
  maxColumns = MAX_COLUMNS,
}: Props<T>) {
  const [counts] = useState(() => countsUpTo(maxColumns));
  const max = counts[counts.length - 1] as number;
  const { layouts, boxes } = useLayouts(items, measure, counts);
  const containerRef = useRef<HTMLDivElement>(null);
  const [vp, setVp] = useState<Viewport | null>(null);
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const width = el.clientWidth;
      const rect = el.getBoundingClientRect();
      const next: Viewport = {
        cols: columnsWithin(width, max),
        cw: columnWidthFor(width),
        top: rect.top + window.scrollY,
        scrollY: window.scrollY,
        height: window.innerHeight,
      };
      // The window reaches 1.5 screens beyond the edges: re-rendering every 150 px of scroll
      // is enough, and keeps scrolling cheap.
      setVp((prev) =>
        prev &&
        prev.cols === next.cols &&
        prev.cw === next.cw &&
        prev.height === next.height &&
        Math.abs(prev.top - next.top) < 1 &&
        Math.abs(prev.scrollY - next.scrollY) < 150
          ? prev
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const ro = new ResizeObserver(schedule);
    ro.observe(el);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      ro.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [max]);

  const layout = vp ? layouts[vp.cols - MIN_COLUMNS] : undefined;
  const totalHeight = layout && vp ? heightAt(layout, vp.cw) : 0;

  useEffect(() => {
    if (!vp || !layout) return;
    if (vp.scrollY + vp.height * 3 >= vp.top + totalHeight) nearEnd.current?.();
  }, [vp, layout, totalHeight]);

  const visible = useMemo(() => {
    if (!vp || !layout) return null;
    const from = vp.scrollY - vp.top - vp.height * 1.5;
    const to = vp.scrollY - vp.top + vp.height * 2.5;
    const out = new Set<number>();
    layout.placements.forEach((p, i) => {
      const top = topOf(p, vp.cw);
      const m = boxes[i];
      if (m === undefined) return;
      const bottom = top + m.aspect * vp.cw + m.footer;
      if (bottom >= from && top <= to) out.add(i);
    });
    return out;
  }, [vp, layout, boxes]);

  // the grid's measures come from the same constants the layout was computed with
  const innerStyle: Record<string, string> = {
    '--column': `${COLUMN_WIDTH}px`,
    '--gutter': `${GUTTER}px`,
    '--narrow-gutter': `${NARROW_GUTTER}px`,
  };
  counts.forEach((c, k) => {
    innerStyle[`--h${c}`] = heightCss(layouts[k] as MasonryLayout);
  });

  return (
    <div className={s.container} ref={containerRef}>
      <ul
        className={s.inner}
        style={innerStyle as CSSProperties}
        aria-label={label}
        data-max={max < MAX_COLUMNS ? max : undefined}
      >
        {items.map((item, i) => {
          if (visible && !visible.has(i)) return null;
          const style: Record<string, string | number> = {};
          counts.forEach((c, k) => {
            const p = (layouts[k] as MasonryLayout).placements[i];
            if (!p) return;
            style[`--c${c}`] = p.col;
            style[`--a${c}`] = p.a;
            style[`--b${c}`] = p.b;
          });
          return (
            <li key={itemKey(item)} className={s.item} style={style as CSSProperties}>
              {render(item, i)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
