import type { ReactNode } from "react";

export interface Figure {
  label: string;
  value: string;
  icon?: ReactNode;
}

/** Labelled figures as a term/description grid (statistics cards, docs/product/economy.md §2). */
export function FigureGrid({
  figures,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
}: {
  figures: Figure[];
  columns?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${columns}`}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col gap-1 rounded-2xl border border-line bg-raised/70 px-4 py-3"
        >
          <dt className="text-xs leading-tight font-semibold uppercase tracking-[0.08em] text-muted">
            {figure.label}
          </dt>
          <dd className="flex items-center gap-1.5 font-display text-xl font-semibold tabular-nums">
            {figure.icon}
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
