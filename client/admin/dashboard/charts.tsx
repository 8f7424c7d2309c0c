/**
 * Hand-written SVG charts. No chart library: these three shapes are a few
 * dozen lines each, while a library would add tens of kilobytes for a phone on
 * a job site to download and one more dependency to keep patched.
 *
 * Each chart is drawn at the pixel width of its box (measured), so the text in
 * it stays at its real size on a phone instead of shrinking with a viewBox.
 * Every chart is an image with a one-line summary for screen readers, followed
 * by the same numbers as a table anyone can open.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { nextTask } from "../first-view/in-turns.tsx";

/**
 * Each chart's first drawing, one chart per task. The dashboard's charts are
 * measured in the same frame, and drawing them all at once was one task of
 * about 100 ms on Lighthouse's four-times-slowed phone; one at a time, the
 * browser has the thread back between two charts. Their room is held meanwhile
 * (ChartSpace), so nothing moves.
 */
const firstDrawings: (() => void)[] = [];
let drawing = false;
function drawInATaskOfItsOwn(draw: () => void): void {
  firstDrawings.push(draw);
  if (drawing) return;
  drawing = true;
  void (async () => {
    while (firstDrawings.length > 0) {
      await nextTask();
      firstDrawings.shift()!();
    }
    drawing = false;
  })();
}

/** Width of an element in CSS pixels, following resizes (the first one drawn in a task of its own). */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let latest = 0;
    let queued = false;
    let drawn = false;
    let live = true;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      latest = Math.floor(entry.contentRect.width);
      if (drawn) setWidth(latest);
      else if (!queued) {
        queued = true;
        // Drawn at the latest width measured by then.
        drawInATaskOfItsOwn(() => {
          drawn = true;
          if (live) setWidth(latest);
        });
      }
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  return [ref, width];
}

/**
 * The chart's height, held before its width is known (the page is drawn by the
 * Worker, and a chart is drawn once its box is measured), so nothing below it
 * moves when it appears. An attribute, not a style: the inbox's policy refuses
 * inline styles in the page.
 */
function ChartSpace({ height }: { height: number }) {
  return <svg className="chart-space" width="100%" height={height} aria-hidden="true" focusable="false" />;
}

/** A round top for the axis: 0, then steps of 1, 2 or 5 × 10ⁿ, about four of them. */
function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const whole = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let v = 0; v < max + whole; v += whole) ticks.push(v);
  return ticks;
}

export interface Series {
  label: string;
  /** A CSS class that sets the fill (colours live in the stylesheet). */
  className: string;
  values: number[];
}

/** Side-by-side bars per period (leads and phone clicks per week). */
export function GroupedBars({ labels, series, summary }: { labels: string[]; series: Series[]; summary: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = 220;
  const left = 32;
  const bottom = 26;
  const top = 10;
  const plotWidth = Math.max(0, width - left - 4);
  const plotHeight = height - top - bottom;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const scaleTop = ticks[ticks.length - 1] ?? 1;
  const slot = labels.length ? plotWidth / labels.length : 0;
  const barGap = slot > 24 ? 2 : 1;
  const barWidth = Math.max(2, Math.min(18, (slot * 0.7) / series.length - barGap));
  // Only as many week labels as fit with room between them (a label is about 40 px wide).
  const labelEvery = Math.max(1, Math.ceil(56 / Math.max(slot, 1)));
  const y = (v: number) => top + plotHeight - (v / scaleTop) * plotHeight;

  return (
    <div ref={ref} className="chart">
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label={summary}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width} y1={y(tick)} y2={y(tick)} className="chart-grid" />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="chart-axis">
                {tick}
              </text>
            </g>
          ))}
          {labels.map((label, i) => {
            const groupWidth = series.length * (barWidth + barGap) - barGap;
            const x0 = left + i * slot + (slot - groupWidth) / 2;
            return (
              <g key={label}>
                {series.map((s, j) => {
                  const value = s.values[i] ?? 0;
                  const h = Math.max(value > 0 ? 2 : 0, y(0) - y(value));
                  return <rect key={s.label} x={x0 + j * (barWidth + barGap)} y={y(0) - h} width={barWidth} height={h} rx={1.5} className={s.className} />;
                })}
                {i % labelEvery === (labels.length - 1) % labelEvery ? <AxisLabel x={left + i * slot + slot / 2} y={height - 8} width={width} text={label} /> : null}
              </g>
            );
          })}
        </svg>
      ) : (
        <ChartSpace height={height} />
      )}
    </div>
  );
}

/** A label centred under its bars, kept inside the chart at either end. */
function AxisLabel({ x, y, width, text }: { x: number; y: number; width: number; text: string }) {
  const half = text.length * 3.4;
  const anchor = x + half > width ? "end" : "middle";
  return (
    <text x={anchor === "end" ? width - 2 : x} y={y} textAnchor={anchor} className="chart-axis">
      {text}
    </text>
  );
}

/** One horizontal bar per item, largest first, with its number at the end. */
export function BarList({ items, summary, className = "bar--leads" }: { items: { label: string; value: number }[]; summary: string; className?: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const row = 30;
  const height = items.length * row;
  const labelWidth = Math.min(180, Math.round(width * 0.48));
  const numberWidth = 34;
  const barSpace = Math.max(0, width - labelWidth - numberWidth - 8);
  const max = Math.max(1, ...items.map((item) => item.value));
  const maxChars = Math.floor(labelWidth / 7.2);
  const cut = (text: string) => (text.length > maxChars ? `${text.slice(0, Math.max(1, maxChars - 1))}…` : text);

  return (
    <div ref={ref} className="chart">
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label={summary}>
          {items.map((item, i) => {
            const w = Math.max(item.value > 0 ? 3 : 0, (item.value / max) * barSpace);
            const cy = i * row + row / 2;
            return (
              <g key={item.label}>
                <text x={0} y={cy} dy="0.32em" className="chart-label">
                  {item.label.length > maxChars ? <title>{item.label}</title> : null}
                  {cut(item.label)}
                </text>
                <rect x={labelWidth} y={cy - 9} width={w} height={18} rx={3} className={className} />
                <text x={labelWidth + w + 6} y={cy} dy="0.32em" className="chart-value">
                  {item.value}
                </text>
              </g>
            );
          })}
        </svg>
      ) : (
        <ChartSpace height={height} />
      )}
    </div>
  );
}

/** The won share of decided leads as a ring, the number in the middle. */
export function WonRing({ won, lost, summary }: { won: number; lost: number; summary: string }) {
  const size = 132;
  const stroke = 16;
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const share = won + lost > 0 ? won / (won + lost) : 0;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={summary} className="ring">
      <circle cx={size / 2} cy={size / 2} r={r} className="ring-track" strokeWidth={stroke} fill="none" />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={r}
        className="ring-value"
        strokeWidth={stroke}
        fill="none"
        strokeDasharray={`${share * circumference} ${circumference}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
        strokeLinecap={share > 0 && share < 1 ? "round" : "butt"}
      />
      <text x="50%" y="50%" dy="0.35em" textAnchor="middle" className="ring-text">
        {Math.round(share * 100)}%
      </text>
    </svg>
  );
}

/** The chart's numbers as a table, closed by default. */
export function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <details className="chart-data">
      <summary>Show the numbers</summary>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={cell} scope="col" className={i > 0 ? "num" : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
