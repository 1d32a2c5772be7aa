import { useEffect, useId, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { cell, count } from "../table.tsx";

export interface ChartSeries {
  label: string;
  values: number[];
}

const PALETTE = ["#3fd39b", "#f2c862", "#7cb7ff", "#ff8f85", "#c59bff", "#6fe3b4", "#ffb870"];
const AXIS = { stroke: "#93b4a5", grid: { stroke: "#1d4536", width: 1 }, ticks: { stroke: "#1d4536" } };

/** Seconds since the epoch of a UTC day (uPlot's time axis). */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A daily series chart drawn with uPlot (canvas), with the same figures as a table beneath for screen
 * readers and for reading exact values.
 */
export function TimeChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map(dayToSeconds), ...series.map((s) => s.values)];
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        legend: { show: true },
        axes: [AXIS, { ...AXIS, size: 60 }],
        scales: { x: { time: true } },
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: PALETTE[i % PALETTE.length],
            width: 2,
            points: { show: days.length <= 31 },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series]);
  return (
    <figure
      aria-labelledby={headingId}
      className="min-w-0 space-y-2 rounded-xl border border-line bg-surface p-4"
    >
      <figcaption id={headingId} className="font-semibold">
        {title}
      </figcaption>
      <div ref={box} aria-hidden="true" className="w-full text-muted" />
      <details>
        <summary className="cursor-pointer text-sm text-muted">Figures</summary>
        <section
          aria-label={`${title}, figures`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="mt-2 max-h-64 overflow-auto"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}, by day</caption>
            <thead>
              <tr>
                <th scope="col" className={`${cell} text-left`}>
                  Day
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className={`${cell} text-right`}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {day}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className={`${cell} text-right`}>
                      {count(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
