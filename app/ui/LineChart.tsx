import { useCallback, useEffect, useRef, useState } from 'react';
import { dateFormat } from '#domain/formatting/date-format';
import { Button } from './Button';
import { useT } from './i18n';
import s from './LineChart.module.css';
import { lazyPart } from './lazy-part';
import type { DrawnChart } from './line-chart-draw';
import { Spinner } from './Spinner';

export interface LineChartSeries {
  key: string;
  label: string;
  /** one value a date, in the order of `dates` */
  values: readonly number[];
}

export interface LineChartProps {
  /** names the chart and its data table for screen readers ("Daily stats, last 30 days") */
  label: string;
  /** UTC days, YYYY-MM-DD, oldest first */
  dates: readonly string[];
  /** up to four series; each gets a colour and a dash of its own and a toggle in the legend */
  series: readonly LineChartSeries[];
  formatValue?: (n: number) => string;
  /** the language its days are written in (the viewer's) */
  locale: string;
  height?: number;
}

const draw = lazyPart(() => import('./line-chart-draw'));
const DASHES: (number[] | undefined)[] = [undefined, [6, 4], [2, 3], [10, 4, 2, 4]];
const DAY = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

type Status = 'loading' | 'ready' | 'error';

/**
 * A daily time series (issue 15: pin analytics). The drawing (uPlot, ~50 KB) is a part loaded on
 * demand, so no page carries it in its initial JS; until it is in, the chart's box keeps its size
 * and says it is loading. The legend toggles each series (aria-pressed). For screen readers the
 * figure is named by `label` and holds the same numbers as a table; the canvas is hidden from them.
 */
export function LineChart(props: LineChartProps) {
  const height = props.height ?? 280;
  const formatValue = props.formatValue ?? String;
  const { locale } = props;
  const formatDay = useCallback(
    (day: string) => dateFormat(locale, DAY).format(new Date(`${day}T00:00:00Z`)),
    [locale],
  );
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<Status>(draw.get() ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const figure = useRef<HTMLElement>(null);
  const plot = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const isShown = useCallback((key: string) => shownRef.current[key] !== false, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a new load
  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    const el = plot.current;
    const host = figure.current;
    if (!el || !host) return;
    draw
      .load()
      .then((mod) => {
        if (!alive) return;
        const css = getComputedStyle(host);
        const v = (name: string) => css.getPropertyValue(name).trim();
        chart.current = mod.drawChart(el, {
          dates: props.dates,
          series: props.series.map((x, i) => ({
            label: x.label,
            values: x.values,
            color: v(`--chart-${(i % 4) + 1}`),
            dash: DASHES[i % 4],
            show: isShown(x.key),
          })),
          width: Math.max(200, el.clientWidth),
          height,
          text: v('--chart-text'),
          grid: v('--chart-grid'),
          font: `12px ${v('--font') || 'sans-serif'}`,
          formatValue,
          formatDay,
        });
        setStatus('ready');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            chart.current?.resize(Math.max(200, el.clientWidth), height);
          });
          observer.observe(el);
        }
      })
      // a failed fetch of the part, or a drawing that threw: the table still has the numbers
      .catch(() => {
        if (alive) setStatus('error');
      });
    return () => {
      alive = false;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [props.dates, props.series, height, attempt]);

  function toggle(key: string, index: number) {
    const next = !isShown(key);
    setShown((m) => ({ ...m, [key]: next }));
    chart.current?.setShown(index, next);
  }

  return (
    <figure ref={figure} className={s.figure} aria-label={props.label}>
      <fieldset className={s.legend}>
        <legend className="visually-hidden">{t('ui.linesShown')}</legend>
        {props.series.map((x, i) => (
          <button
            key={x.key}
            type="button"
            className={s.toggle}
            aria-pressed={shown[x.key] !== false}
            data-series={(i % 4) + 1}
            onClick={() => toggle(x.key, i)}
          >
            <span className={s.swatch} aria-hidden="true" />
            {x.label}
          </button>
        ))}
      </fieldset>
      <div className={s.frame} style={{ height }}>
        <div ref={plot} className={s.plot} aria-hidden="true" data-status={status} />
        {status === 'loading' ? (
          <div className={s.state}>
            <Spinner label={t('ui.loadingChart')} />
          </div>
        ) : null}
        {status === 'error' ? (
          <div className={s.state} role="alert">
            <p className={s.message}>{t('ui.chartFailed')}</p>
            <Button
              size="sm"
              onClick={() => {
                setStatus('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {t('ui.tryAgain')}
            </Button>
          </div>
        ) : null}
      </div>
      <details className={s.details}>
        <summary className={s.summary}>{t('ui.showNumbers')}</summary>
        <div className={s.scroll}>
          <table className={s.table}>
            <caption className="visually-hidden">{props.label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ui.day')}</th>
                {props.series.map((x) => (
                  <th key={x.key} scope="col">
                    {x.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.dates.map((day, row) => (
                <tr key={day}>
                  <th scope="row">{formatDay(day)}</th>
                  {props.series.map((x) => (
                    <td key={x.key}>{formatValue(x.values[row] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
